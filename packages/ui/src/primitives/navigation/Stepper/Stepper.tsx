import { Check } from 'lucide-react';
import { visuallyHidden } from '../../../theme/utilities.css';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import {
  label as labelClass,
  list,
  marker,
  root,
  step as stepClass,
  subStep as subStepClass,
} from './Stepper.css';

/** The words of `Stepper` (the project's, not the spec's: see docs/decisions.md). */
export interface StepperMessages {
  /** The name of the progress navigation. */
  label: string;
  /** Read after a finished step. */
  completed: string;
  /** The line under the steps: where the user is inside the current step. */
  subStep: (index: number, count: number, step: string) => string;
}

const defaultMessages: StepperMessages = {
  label: 'Onboarding progress',
  completed: ', completed',
  subStep: (index, count, step) => `Step ${index} of ${count} in ${step}`,
};

export interface StepperProps {
  /** The step labels in order, e.g. Profile, Account, Portfolio, Confirm. */
  steps: readonly string[];
  /** The label of the step the user is on (e.g. from the domain's `stepOfPage`). */
  currentStep: string;
  /**
   * Where the user is inside the current step (1-based `index` of `count` pages), shown under the
   * steps: 'Step 3 of 8 in Account', and nothing else: a page that has pages of its own (a
   * questionnaire) counts them itself, so each counter counts one thing. Omitted, no line (and no
   * space is kept for it).
   */
  subStep?: { index: number; count: number };
  /**
   * The whole flow is done (the onboarding's completion page): every step is marked complete and
   * none is current. @default false
   */
  isComplete?: boolean;
  /** The name of the progress navigation. @default 'Onboarding progress' */
  'aria-label'?: string;
  /**
   * Replaces some of the stepper's words: `label` (the navigation's name, when no `aria-label`),
   * `completed` (read after a finished step), `subStep` (the line under the steps).
   * @default { label: 'Onboarding progress', completed: ', completed', subStep: (i, n, step) => `Step ${i} of ${n} in ${step}` }
   */
  messages?: Partial<StepperMessages>;
  /** Merged last. */
  className?: string;
}

/**
 * The onboarding stepper (doc 1 §2.2): an ordered list of the steps in a labelled `nav`, the current
 * one marked `aria-current="step"`, earlier ones marked done (a check and a hidden 'completed'),
 * and the sub-step line under them. Every step has the same width, so the labels never move.
 * Informational: the steps are not links.
 *
 * Selectors: each step `[data-state="complete | current | upcoming"]`.
 */
export function Stepper({
  steps,
  currentStep,
  subStep,
  isComplete = false,
  'aria-label': ariaLabel,
  messages,
  className,
}: StepperProps) {
  const t = { ...defaultMessages, ...messages };
  const currentIndex = isComplete ? steps.length : steps.indexOf(currentStep);
  return (
    <nav aria-label={ariaLabel ?? t.label} className={cx(root, className)}>
      <ol className={list}>
        {steps.map((label, index) => {
          const state = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={label}
              className={stepClass}
              data-state={state}
              {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}
            >
              <span className={marker} aria-hidden="true">
                {state === 'complete' ? <Icon icon={Check} /> : index + 1}
              </span>
              <span className={labelClass}>
                {label}
                {state === 'complete' ? <span className={visuallyHidden}>{t.completed}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {subStep && currentIndex >= 0 && !isComplete ? (
        <p className={subStepClass}>{t.subStep(subStep.index, subStep.count, currentStep)}</p>
      ) : null}
    </nav>
  );
}
