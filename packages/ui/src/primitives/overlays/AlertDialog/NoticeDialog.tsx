import type { ReactNode } from 'react';
import { Button } from '../../controls/Button/Button';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { message as messageClass } from './AlertDialog.css';

export interface NoticeDialogProps
  extends Omit<DialogProps, 'children' | 'footer' | 'role' | 'showCloseButton' | 'title' | 'cancelLabel'> {
  /** What happened, e.g. 'A Selection is Required'. */
  title: string;
  /** Why, or what the user can do instead. */
  message: ReactNode;
  /** The one button's text, e.g. 'OK'. */
  acknowledgeLabel: string;
}

/**
 * A notice that needs an acknowledgement (`role="alertdialog"`): a title, a message and one button,
 * focused, that closes it. For a choice between two actions use {@link AlertDialog}.
 *
 * Selectors: those of {@link Dialog}.
 */
export function NoticeDialog({
  title,
  message,
  acknowledgeLabel,
  size = 'sm',
  ...dialogProps
}: NoticeDialogProps) {
  return (
    <Dialog
      {...dialogProps}
      title={title}
      size={size}
      role="alertdialog"
      showCloseButton={false}
      footer={({ close }) => (
        <Button autoFocus onPress={close}>
          {acknowledgeLabel}
        </Button>
      )}
    >
      <p className={messageClass}>{message}</p>
    </Dialog>
  );
}
