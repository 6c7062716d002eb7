import { useEffect, useId, useState } from 'react';
import { type Control, type FieldValues, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';
import { cx } from '../../../utils/cx';
import { field, label as fieldLabel } from '../../private/formField/formField.css';
import { pageOrder, useFieldElements } from '../fieldElements';
import type { FormProblem } from '../problems';
import * as styles from './FormProblemList.css';

/**
 * The problems of the form's current values against `schema` (its resolver's schema), one per field
 * or list, as the schema reports them: what still keeps a submit that waits for a valid form
 * disabled. Re-read at every change of the values. Inside a `Form`, or give the `control`.
 */
export function useFormProblems<V extends FieldValues>(schema: ZodType, control?: Control<V>): FormProblem[] {
  const values: unknown = useWatch(control === undefined ? {} : { control });
  const result = schema.safeParse(values);
  if (result.success) return [];
  const seen = new Set<string>();
  const problems: FormProblem[] = [];
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.');
    if (seen.has(name)) continue;
    seen.add(name);
    problems.push({ name, message: issue.message });
  }
  return problems;
}

/** The words of a {@link FormProblemList}. */
export interface FormProblemListMessages {
  /** Above the list, e.g. 'To save, complete:'. */
  readonly title: string;
}

const defaultMessages: FormProblemListMessages = { title: 'Still needed:' };

export interface FormProblemListProps {
  /** The problems, from {@link useFormProblems}; nothing shows when there are none. */
  problems: readonly FormProblem[];
  /** Replaces the list's title, e.g. `{ title: 'To save, complete:' }`. @default { title: 'Still needed:' } */
  messages?: Partial<FormProblemListMessages>;
  /** The id of the list, to describe the disabled submit button by it. */
  id?: string;
  /** Merged last onto the root. */
  className?: string;
}

/**
 * What the pending checklist says for a problem, in words: a field's visible label ('Drift
 * Threshold', never the unit drawn beside its input nor a select's placeholder); a row's field
 * (`index_data.0.weight`, only its column is labelled), a list's own rule or a field with no label
 * say the problem's message ('Weight is required', 'Index weights must sum to 100').
 */
function pendingText({ name, message, element }: FormProblem & { element: HTMLElement | undefined }): string {
  const label = /\.\d/.test(name) ? null : element?.closest(`.${field}`)?.querySelector(`.${fieldLabel}`);
  return label?.textContent?.trim() || message;
}

/**
 * Beside a submit that stays disabled until the form is valid (doc 3 §5 "Save is disabled unless
 * the form is valid"): what is still needed, each problem a link to its field (following it focuses
 * the field, as the error summary's links do). Until the form's first submit attempt it is a quiet
 * checklist naming each field by its label ('Still needed: Index Name, Index Ticker'), not an
 * error (the fields show their messages once left); after one, it turns to the error style and
 * gives each problem's message. Inside a `Form`.
 *
 * Selectors: root `[data-count]`, `[data-state="pending | error"]`.
 */
export function FormProblemList({ problems, messages, id, className }: FormProblemListProps) {
  const t = { ...defaultMessages, ...messages };
  const { setFocus, control } = useFormContext();
  const { submitCount } = useFormState({ control });
  const elements = useFieldElements();
  const titleId = useId();
  // The fields' labels are read from the page: render again once every field has its element.
  const [, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (problems.length === 0) return null;
  const isError = submitCount > 0;
  const listed = problems
    .map((problem) => ({ ...problem, element: elements?.get(problem.name)?.element }))
    .sort((a, b) => pageOrder(a.element, b.element));
  return (
    <div
      id={id}
      className={cx(styles.root, className)}
      data-count={listed.length}
      data-state={isError ? 'error' : 'pending'}
    >
      <p id={titleId} className={styles.title}>
        {t.title}
      </p>
      <ul aria-labelledby={titleId} className={styles.list}>
        {listed.map((problem) => (
          <li key={problem.name}>
            <a
              className={styles.link}
              href={`#${problem.element?.id || problem.name}`}
              onClick={(event) => {
                event.preventDefault();
                if (problem.element === undefined) {
                  setFocus(problem.name);
                  return;
                }
                problem.element.scrollIntoView({ block: 'center' });
                problem.element.focus({ preventScroll: true });
              }}
            >
              {isError ? problem.message : pendingText(problem)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
