import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../controls/Button/Button';
import { Stepper } from '../../navigation/Stepper/Stepper';
import { Dialog, type DialogMessages, type DialogProps } from '../Dialog/Dialog';
import * as styles from './StepDialog.css';

/** The words of `StepDialog`: its Back button, and the `Dialog`'s. */
export interface StepDialogMessages extends DialogMessages {
  back: string;
}

export interface StepDialogProps extends Omit<DialogProps, 'children' | 'footer'> {
  /** The step labels of the progress line; omitted, no progress line. */
  steps?: readonly string[];
  /** The index of the current step in `steps`; `null` on a screen outside the steps (a warning, Success). */
  currentStep?: number | null;
  /** The name of the progress list, e.g. 'Withdrawal progress'. */
  progressLabel?: string;
  /** The step's heading inside the dialog; it takes focus when the step changes. */
  stepTitle?: string;
  /** The step's content: text, a form (its submit button may sit in `footer` with `form={id}`). */
  children: ReactNode;
  /** Back, at the start of the actions row; omitted, no Back. */
  onBack?: () => void;
  /**
   * Replaces some of the dialog's words: `back`, `close` (the × button's name).
   * @default { back: 'Back', close: 'Close' }
   */
  messages?: Partial<StepDialogMessages>;
  /** The actions at the end of the footer's row, the primary one last (as `Dialog`'s `footer`). */
  footer?: ReactNode;
}

/**
 * A dialog that walks through steps, e.g. a withdrawal: the progress line (the kit's `Stepper`,
 * the current step marked), the step's heading and content, then Back at the start of the actions
 * row and the way forward at its end. When the step changes the new step's heading takes focus,
 * so keyboard and screen-reader users start reading at the top of the step (and focus is never
 * left on a button that has gone). Escape or × close it (`onOpenChange`).
 *
 * Selectors: those of `Dialog`; the content carries `[data-step]` (the step's title).
 */
export function StepDialog({
  steps,
  currentStep = null,
  progressLabel,
  stepTitle,
  children,
  onBack,
  messages,
  footer,
  ...dialogProps
}: StepDialogProps) {
  return (
    <Dialog
      {...dialogProps}
      {...(messages ? { messages } : {})}
      footer={
        onBack !== undefined || footer !== undefined ? (
          <div className={styles.actions}>
            {onBack === undefined ? null : (
              <Button variant="secondary" className={styles.back} onPress={onBack}>
                {messages?.back ?? 'Back'}
              </Button>
            )}
            {footer}
          </div>
        ) : undefined
      }
    >
      <StepContent
        steps={steps}
        currentStep={currentStep}
        progressLabel={progressLabel}
        stepTitle={stepTitle}
      >
        {children}
      </StepContent>
    </Dialog>
  );
}

function StepContent({
  steps,
  currentStep,
  progressLabel,
  stepTitle,
  children,
}: {
  steps: readonly string[] | undefined;
  currentStep: number | null;
  progressLabel: string | undefined;
  stepTitle: string | undefined;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | undefined>(stepTitle);
  useEffect(() => {
    // The first step is reached by opening the dialog, which focuses the dialog itself.
    if (shown.current === stepTitle) return;
    shown.current = stepTitle;
    heading.current?.focus();
  }, [stepTitle]);
  const current = currentStep === null ? undefined : steps?.[currentStep];
  return (
    <div className={styles.content} data-step={stepTitle}>
      {steps !== undefined && current !== undefined ? (
        <Stepper
          steps={steps}
          currentStep={current}
          {...(progressLabel === undefined ? {} : { 'aria-label': progressLabel })}
          className={styles.progress}
        />
      ) : null}
      {stepTitle === undefined ? null : (
        <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {stepTitle}
        </h3>
      )}
      {children}
    </div>
  );
}
