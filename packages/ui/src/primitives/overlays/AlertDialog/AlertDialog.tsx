import { type ReactNode, useId } from 'react';
import { Button } from '../../controls/Button/Button';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { message as messageClass } from './AlertDialog.css';

export interface AlertDialogProps
  extends Omit<DialogProps, 'children' | 'footer' | 'role' | 'showCloseButton' | 'title' | 'isDismissable'> {
  /** The question, e.g. 'Are You Sure?'. */
  title: string;
  /** What happens if the user confirms. */
  message: ReactNode;
  /** The confirm button's text, e.g. 'Yes, Restart'. */
  confirmLabel: string;
  /** The cancel button's text, e.g. 'No, Go Back'. */
  cancelLabel: string;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  /** Called when the user presses the cancel button; the dialog then closes. */
  onCancel?: () => void;
}

/**
 * A confirmation (`role="alertdialog"`): a title, a message, and cancel + confirm buttons. Cancel
 * comes first and takes focus, so Enter never confirms a destructive action by accident. Escape
 * closes it without calling either callback; the backdrop does not dismiss it. `tone="danger"` marks
 * a destructive confirmation: the danger icon before the title and a danger confirm button.
 *
 * Selectors: those of {@link Dialog}.
 */
export function AlertDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'neutral',
  size = 'sm',
  ...dialogProps
}: AlertDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      aria-describedby={messageId}
      {...dialogProps}
      title={title}
      size={size}
      tone={tone}
      role="alertdialog"
      isDismissable={false}
      showCloseButton={false}
      footer={({ close }) => (
        <>
          <Button
            variant="secondary"
            autoFocus
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            tone={tone}
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <p id={messageId} className={messageClass}>
        {message}
      </p>
    </Dialog>
  );
}
