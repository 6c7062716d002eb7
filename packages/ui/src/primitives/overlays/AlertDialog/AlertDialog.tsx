import { type ReactNode, useContext, useId, useLayoutEffect, useRef } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../../controls/Button/Button';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { message as messageClass } from './AlertDialog.css';

export interface AlertDialogProps
  extends Omit<
    DialogProps,
    'children' | 'footer' | 'role' | 'showCloseButton' | 'title' | 'isDismissable' | 'onClose' | 'cancelLabel'
  > {
  /** The question, e.g. 'Are You Sure?'. */
  title: string;
  /** What happens if the user confirms. */
  message: ReactNode;
  /** The confirm button's text, e.g. 'Yes, Restart'. */
  confirmLabel: string;
  /** The cancel button's text, e.g. 'No, Go Back'. */
  cancelLabel: string;
  /** Called once when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  /** Called once when the user cancels, by the cancel button or Escape; the dialog then closes. */
  onCancel?: () => void;
}

/**
 * A confirmation (`role="alertdialog"`): a title, a message, and cancel + confirm buttons. Cancel
 * comes first and takes focus, so Enter never confirms a destructive action by accident. Escape
 * cancels. Each opening ends in exactly one call: `onConfirm` or `onCancel` (then
 * `onOpenChange(false)`); the backdrop does not dismiss it. `tone="danger"` marks
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
  onOpenChange,
  ...dialogProps
}: AlertDialogProps) {
  // Inside a DialogTrigger the trigger holds the state and react-aria would not tell this dialog
  // it closed: hold that state through the dialog's own props, so Escape reaches `onCancel` too.
  const trigger = useContext(OverlayTriggerStateContext);
  const byTrigger =
    trigger !== null && dialogProps.isOpen === undefined && dialogProps.defaultOpen === undefined;
  // Whether this opening has ended in a decision: the close that follows Confirm or Cancel is not
  // another cancel. Reset each time the dialog's content mounts (a new opening).
  const decided = useRef(false);
  const decide = (callback: (() => void) | undefined) => {
    if (decided.current) return;
    decided.current = true;
    callback?.();
  };
  const messageId = useId();
  return (
    <Dialog
      aria-describedby={messageId}
      placement="top"
      {...dialogProps}
      {...(byTrigger ? { isOpen: trigger.isOpen } : {})}
      onOpenChange={(open) => {
        if (!open) decide(onCancel);
        if (byTrigger) trigger.setOpen(open);
        onOpenChange?.(open);
      }}
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
              decide(onCancel);
              close();
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            tone={tone}
            onPress={() => {
              decide(onConfirm);
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <OnOpen
        onOpen={() => {
          decided.current = false;
        }}
      />
      <p id={messageId} className={messageClass}>
        {message}
      </p>
    </Dialog>
  );
}

/** Calls `onOpen` when the dialog's content mounts, before paint. */
function OnOpen({ onOpen }: { onOpen: () => void }) {
  const latest = useRef(onOpen);
  latest.current = onOpen;
  useLayoutEffect(() => latest.current(), []);
  return null;
}
