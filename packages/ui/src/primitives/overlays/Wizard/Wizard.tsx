import { type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../controls/Button/Button';
import { Dialog, type DialogMessages, type DialogProps } from '../Dialog/Dialog';
import { footer as footerClass, stepCount, stepTitle } from './Wizard.css';

/** One step of a {@link Wizard}. */
export interface WizardStep {
  /** A heading inside the step. */
  title?: string;
  content: ReactNode;
}

export interface WizardProps extends Omit<DialogProps, 'children' | 'footer' | 'role'> {
  steps: readonly WizardStep[];
  /** The step shown (0-based), when the caller controls it. */
  step?: number;
  /** The first step shown each time the wizard opens. @default 0 */
  defaultStep?: number;
  /** Called with the new step on Back and Next. */
  onStepChange?: (step: number) => void;
  /** Called by the last step's button; the wizard then closes. */
  onDone?: () => void;
  /** Disables Next (and Done), e.g. until the step's question is answered. @default false */
  isNextDisabled?: boolean;
  /**
   * Replaces some of the wizard's words: `back`, `next`, `done` (the last step's button, e.g.
   * 'Start' for the tutorial), `stepCount` (the counter), `close` (the × button's name).
   * @default { back: 'Back', next: 'Next', done: 'Done', stepCount: (step, total) => `Step ${step} of ${total}`, close: 'Close' }
   */
  messages?: Partial<WizardMessages>;
}

/** The words of `Wizard`: its buttons and counter, and the `Dialog`'s. */
export interface WizardMessages extends DialogMessages {
  back: string;
  next: string;
  /** The last step's button. */
  done: string;
  /** The step counter's text. */
  stepCount: (step: number, total: number) => string;
}

const defaultMessages: Omit<WizardMessages, keyof DialogMessages> = {
  back: 'Back',
  next: 'Next',
  done: 'Done',
  stepCount: (step, total) => `Step ${step} of ${total}`,
};

/**
 * A frame for multi-step dialogs (Model Selection Guide, tutorial, wire transfer): the step's
 * content, a 'Step 2 of 4' counter announced politely as it changes, Back (from the second step),
 * Next, and Done on the last step. Escape or × closes it; each opening starts at `defaultStep`
 * unless `step` is controlled.
 *
 * Selectors: those of {@link Dialog}; the body carries `[data-step]`.
 */
export function Wizard({
  steps,
  step,
  defaultStep = 0,
  onStepChange,
  onDone,
  isNextDisabled = false,
  messages,
  ...dialogProps
}: WizardProps) {
  const t = { ...defaultMessages, ...messages };
  return (
    <Dialog {...dialogProps} {...(messages ? { messages } : {})}>
      {({ close }) => (
        <WizardBody
          steps={steps}
          {...(step === undefined ? {} : { step })}
          defaultStep={defaultStep}
          isNextDisabled={isNextDisabled}
          labels={{ back: t.back, next: t.next, done: t.done }}
          formatStepCount={t.stepCount}
          onStepChange={(next) => onStepChange?.(next)}
          onDone={() => {
            onDone?.();
            close();
          }}
        />
      )}
    </Dialog>
  );
}

interface WizardBodyProps {
  steps: readonly WizardStep[];
  step?: number;
  defaultStep: number;
  isNextDisabled: boolean;
  labels: { back: string; next: string; done: string };
  formatStepCount: (step: number, total: number) => string;
  onStepChange: (step: number) => void;
  onDone: () => void;
}

function WizardBody({
  steps,
  step,
  defaultStep,
  isNextDisabled,
  labels,
  formatStepCount,
  onStepChange,
  onDone,
}: WizardBodyProps) {
  const [ownStep, setOwnStep] = useState(defaultStep);
  const current = Math.min(Math.max(step ?? ownStep, 0), Math.max(steps.length - 1, 0));
  const isLast = current === steps.length - 1;
  const footerRef = useRef<HTMLDivElement>(null);
  const shown = steps[current];

  const go = (next: number) => {
    if (step === undefined) setOwnStep(next);
    onStepChange(next);
  };

  return (
    <div data-step={current}>
      <p className={stepCount} aria-live="polite">
        {formatStepCount(current + 1, steps.length)}
      </p>
      {shown?.title ? <h3 className={stepTitle}>{shown.title}</h3> : null}
      <div>{shown?.content}</div>
      <div ref={footerRef} className={footerClass}>
        {current > 0 ? (
          <Button
            variant="secondary"
            onPress={() => {
              if (current > 1) {
                go(current - 1);
                return;
              }
              // Back disappears on the first step: move focus to Next rather than lose it to the page.
              flushSync(() => go(0));
              footerRef.current?.querySelector<HTMLElement>('[data-wizard-forward]')?.focus();
            }}
          >
            {labels.back}
          </Button>
        ) : null}
        <Button
          data-wizard-forward=""
          isDisabled={isNextDisabled}
          onPress={() => (isLast ? onDone() : go(current + 1))}
        >
          {isLast ? labels.done : labels.next}
        </Button>
      </div>
    </div>
  );
}
