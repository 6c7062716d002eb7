import { ONBOARDING_STEPS } from '@cairn/domain';
import { Check } from 'lucide-react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Icon } from '../Icon/Icon';
import { list, marker, step as stepClass } from './Stepper.css';

export interface StepperProps {
  /** The step labels in order. @default ONBOARDING_STEPS (Profile, Account, Portfolio, Confirm) */
  steps?: readonly string[];
  /** The label of the step the user is on (e.g. from the domain's `stepOfPage`). */
  currentStep: string;
  /** The name of the progress navigation. @default 'Onboarding progress' */
  'aria-label'?: string;
  /** Merged last. */
  className?: string;
}

/**
 * The onboarding stepper (doc 1 §2.2): an ordered list of the steps in a labelled `nav`, the current
 * one marked `aria-current="step"`, earlier ones marked done (a check and a hidden 'completed').
 * Informational: the steps are not links.
 *
 * Selectors: each step `[data-state="complete | current | upcoming"]`.
 */
export function Stepper({
  steps = ONBOARDING_STEPS,
  currentStep,
  'aria-label': ariaLabel = 'Onboarding progress',
  className,
}: StepperProps) {
  const currentIndex = steps.indexOf(currentStep);
  return (
    <nav aria-label={ariaLabel} className={className}>
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
              {label}
              {state === 'complete' ? <span className={visuallyHidden}>, completed</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
