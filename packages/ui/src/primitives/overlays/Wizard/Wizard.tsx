import { type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '../../../utils/cx';
import { Button } from '../../controls/Button/Button';
import {
  DialogBody,
  DialogFooter,
  DialogHeader,
  type DialogMessages,
  type DialogProps,
  DialogRoot,
} from '../Dialog/Dialog';
import { stepTitle, wizardPanel } from './Wizard.css';

/** One step of a {@link Wizard}. */
export interface WizardStep {
  /** A heading inside the step. */
  title?: string;
  content: ReactNode;
  /**
   * A secondary action of the step, in the footer's start group after the step count (a quiet
   * button: it must not compete with Back and Next).
   */
  action?: ReactNode;
}

export interface WizardProps extends Omit<DialogProps, 'children' | 'footer' | 'cancelLabel' | 'role'> {
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
 * content in the dialog's one scroll body, and the pinned footer: the 'Step 2 of 4' counter
 * (announced politely as it changes) and the step's `action` on the left, Back (from the second
 * step) and Next, or Done on the last step, on the right. Escape or × closes it; each opening
 * starts at `defaultStep` unless `step` is controlled. Its steps differ in height, so it hangs from
 * the flows' top edge (`placement` defaults to `'top'`) with as much room under it, the step
 * scrolling above a footer marked by a hairline.
 *
 * Selectors: those of {@link Dialog}; the body's content carries `[data-step]`.
 */
export function Wizard(props: WizardProps) {
  // The step props reach the overlay too, which passes no unknown prop to the page.
  const { title, messages, showCloseButton, className, placement = 'top', ...rootProps } = props;
  return (
    <DialogRoot {...rootProps} placement={placement} className={cx(wizardPanel, className)}>
      {({ close }) => (
        <>
          <DialogHeader showCloseButton={showCloseButton} messages={messages}>
            {title}
          </DialogHeader>
          <WizardParts {...props} close={close} />
        </>
      )}
    </DialogRoot>
  );
}

/** The body and footer: their own component, so each opening starts at `defaultStep`. */
function WizardParts({
  steps,
  step,
  defaultStep = 0,
  isNextDisabled,
  messages,
  onStepChange,
  onDone,
  close,
}: WizardProps & { close: () => void }) {
  const labels = { ...defaultMessages, ...messages };
  const [ownStep, setOwnStep] = useState(defaultStep);
  const current = Math.min(Math.max(step ?? ownStep, 0), Math.max(steps.length - 1, 0));
  const isLast = current === steps.length - 1;
  const forwardRef = useRef<HTMLButtonElement>(null);
  const shown = steps[current];

  const go = (next: number) => {
    if (step === undefined) setOwnStep(next);
    onStepChange?.(next);
  };

  return (
    <>
      <DialogBody>
        <div data-step={current}>
          {shown?.title ? <h3 className={stepTitle}>{shown.title}</h3> : null}
          <div>{shown?.content}</div>
        </div>
      </DialogBody>
      <DialogFooter
        start={
          <>
            <span aria-live="polite">{labels.stepCount(current + 1, steps.length)}</span>
            {shown?.action}
          </>
        }
      >
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
              forwardRef.current?.focus();
            }}
          >
            {labels.back}
          </Button>
        ) : null}
        <Button
          ref={forwardRef}
          isDisabled={isNextDisabled === true}
          onPress={() => {
            if (!isLast) return go(current + 1);
            onDone?.();
            close();
          }}
        >
          {isLast ? labels.done : labels.next}
        </Button>
      </DialogFooter>
    </>
  );
}
