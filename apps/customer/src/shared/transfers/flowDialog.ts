import { transferDialogTexts } from './copy';

/** A flow dialog's `onOpenChange`: dismissing it (× or Escape) closes the step. */
export const dismissWith =
  (onClose: () => void) =>
  (open: boolean): void => {
    if (!open) onClose();
  };

export interface FlowFrame {
  readonly onClose: () => void;
  readonly title: string;
  readonly steps: readonly string[];
  readonly currentStep: number | null;
  readonly progressLabel: string;
  readonly onBack?: () => void;
}

/**
 * The `StepDialog` props every step of a transfer flow shares: open, dismissed back to the method
 * choice, the flow's title and progress, and Back.
 */
export function flowFrame({ onClose, title, steps, currentStep, progressLabel, onBack }: FlowFrame) {
  return {
    isOpen: true,
    onOpenChange: dismissWith(onClose),
    title,
    steps,
    currentStep,
    progressLabel,
    messages: { back: transferDialogTexts.back },
    ...(onBack === undefined ? {} : { onBack }),
  } as const;
}
