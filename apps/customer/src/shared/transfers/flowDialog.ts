import { transferDialogTexts } from './copy';

/**
 * The width of every dialog of the Transfer flow (method choice, in-kind info, a method's steps,
 * Success): one width for the whole flow, so the panel never changes width as the user goes on
 * (issue 30). `md` (640 px), the width of every customer flow dialog: the wire details' fact list
 * fits it, and a one-sentence step keeps a readable line.
 */
export const TRANSFER_DIALOG_SIZE = 'md';

/**
 * The least height of every dialog of the Transfer flow, as its width one for the whole flow
 * (issue 30): `sm` (448 px), which the method choice, the intros, the asset and amount steps and
 * Success fill, so the footer (Back, the primary) stays put across them; the wire details, the bank
 * details, Confirm and the crypto sending questions grow the panel downward (its top pinned) up to
 * the window's cap. A fixed 704 px left a one-sentence step 300 to 480 px of empty panel (session
 * 11's review: 12 Transfer steps under 8 for it alone).
 */
export const TRANSFER_DIALOG_HEIGHT = 'sm';

/** A flow dialog's `onOpenChange`: dismissing it (× or Escape) closes the step. */
export const dismissWith =
  (onClose: () => void) =>
  (open: boolean): void => {
    if (!open) onClose();
  };

/** What a crypto flow tells the Transfer menu: closed (× or Escape, to the method choice) or done. */
export interface CryptoFlowProps {
  onClose: () => void;
  onDone: () => void;
}

export interface FlowFrame {
  readonly onClose: () => void;
  readonly title: string;
  readonly steps: readonly string[];
  readonly currentStep: number | null;
  readonly onBack?: () => void;
}

/**
 * The `StepDialog` props every step of a transfer flow shares: open, dismissed back to the method
 * choice, the flow's width, title and progress, and Back (give none on the flow's first screen).
 */
export function flowFrame({ onClose, title, steps, currentStep, onBack }: FlowFrame) {
  return {
    isOpen: true,
    size: TRANSFER_DIALOG_SIZE,
    height: TRANSFER_DIALOG_HEIGHT,
    onOpenChange: dismissWith(onClose),
    title,
    steps,
    currentStep,
    messages: { back: transferDialogTexts.back },
    ...(onBack === undefined ? {} : { onBack }),
  } as const;
}
