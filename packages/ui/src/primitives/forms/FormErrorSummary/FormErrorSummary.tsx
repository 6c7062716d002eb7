import { useContext, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFormContext, useFormState } from 'react-hook-form';
import { cx } from '../../../utils/cx';
import { DialogSummarySlotContext } from '../../private/dialogSummarySlot';
import { type FieldElements, pageOrder, useFieldElements } from '../fieldElements';
import { type FormProblem, problemsOf } from '../problems';
import * as styles from './FormErrorSummary.css';

/** The words of `FormErrorSummary`. */
export interface FormErrorSummaryMessages {
  /** The box's heading. */
  readonly title: string;
}

/** The element of the problem at `name`, or of the nearest field holding it (`dob` for `dob.year`). */
function elementOf(elements: FieldElements | null, name: string): HTMLElement | undefined {
  for (let path = name; path !== ''; path = path.slice(0, Math.max(path.lastIndexOf('.'), 0))) {
    const found = elements?.get(path);
    if (found !== undefined) return found.element;
  }
  return undefined;
}

/** GOV.UK's words. */
const defaultMessages: FormErrorSummaryMessages = { title: 'There is a problem' };

export interface FormErrorSummaryProps {
  /** Replaces the box's heading. @default { title: 'There is a problem' } */
  messages?: Partial<FormErrorSummaryMessages>;
  /**
   * The heading's level: one below the page's or dialog's title. @default 2 on a page; in a
   * dialog, one below the dialog's title (3 under the usual `h2`)
   */
  headingLevel?: 2 | 3 | 4;
  /** Merged last onto the root. */
  className?: string;
}

/**
 * The GOV.UK error summary (DESIGN "Forms"): after a failed submit (never on open, on blur or
 * while typing), at the top of a form with two or more fields (or lists) on screen (a one-field form shows
 * its field's inline message only), a 'There is a problem' box listing each problem of a field on
 * screen, as its schema words it, as a link to its field; following a link focuses
 * the field (a select's button, a date of birth's first selector). Focus itself still goes to the
 * first invalid field. The list is the problems of the last submit, in page order, each leaving as
 * it is fixed; it is announced as an alert at each failed submit. Inside a `Form` only. Inside a
 * kit `Dialog` (or `StepDialog`, `DialogBody`) it shows first in the dialog's body, right under the
 * dialog's title and before a step's heading, wherever the form sits in the body (issue 31).
 *
 * Selectors: root `[data-count]` (the number of problems listed).
 */
export function FormErrorSummary({ messages, headingLevel, className }: FormErrorSummaryProps) {
  const t = { ...defaultMessages, ...messages };
  const slot = useContext(DialogSummarySlotContext);
  const { control, setFocus } = useFormContext();
  const { errors, submitCount } = useFormState({ control });
  const elements = useFieldElements();
  const titleId = useId();
  // The problems named at the last submit: ones found later show inline until the next submit.
  const [listed, setListed] = useState({ submitCount: 0, names: new Set<string>() });
  if (listed.submitCount !== submitCount)
    setListed({ submitCount, names: new Set(problemsOf(errors).map((problem) => problem.name)) });

  const problems = problemsOf(errors)
    .filter((problem) => listed.names.has(problem.name))
    .filter((problem, index, all) => all.findIndex((other) => other.name === problem.name) === index)
    .map((problem) => ({ ...problem, element: elementOf(elements, problem.name) }))
    // Only what is on screen: a problem of a field not shown would link to nothing.
    .filter((problem) => elements === null || problem.element?.isConnected === true)
    .sort((a, b) => pageOrder(a.element, b.element));
  // One field on screen: its own inline message says it all, a box would repeat it.
  if (submitCount === 0 || problems.length === 0 || (elements !== null && elements.countOnScreen() < 2))
    return null;

  const Heading = `h${headingLevel ?? slot?.headingLevel ?? 2}` as const;
  const follow = (problem: FormProblem & { element: HTMLElement | undefined }) => {
    if (problem.element === undefined) {
      setFocus(problem.name);
      return;
    }
    problem.element.scrollIntoView({ block: 'center' });
    problem.element.focus({ preventScroll: true });
  };

  const summary = (
    <div
      // A new element at each failed submit, so screen readers announce the alert again.
      key={submitCount}
      role="alert"
      aria-labelledby={titleId}
      className={cx(styles.summary, className)}
      data-count={problems.length}
    >
      <Heading id={titleId} className={styles.title}>
        {t.title}
      </Heading>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem.name}>
            <a
              className={styles.link}
              href={`#${problem.element?.id || problem.name}`}
              onClick={(event) => {
                event.preventDefault();
                follow(problem);
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
  return slot?.element ? createPortal(summary, slot.element) : summary;
}
