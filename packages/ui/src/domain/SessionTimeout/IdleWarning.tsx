import { idleWarningMessages } from '@cairn/domain';
import { useId } from 'react';
import { Button } from '../../primitives/controls/Button/Button';
import { Dialog } from '../../primitives/overlays/Dialog/Dialog';
import { message as messageClass } from './SessionTimeout.css';

export interface IdleWarningProps {
  /** Whole seconds until the logout. */
  secondsLeft: number;
  /** 'Stay signed in' (and Escape): the session goes on. */
  onStay: () => void;
  /** Shows 'Log Out'. */
  onLogOut?: () => void;
}

/** The idle warning of `SessionTimeout`: an alert dialog counting down, 'Stay signed in' focused. */
export function IdleWarning({ secondsLeft, onStay, onLogOut }: IdleWarningProps) {
  // The message is the alert dialog's description, read with its title when it opens.
  const messageId = useId();
  return (
    <Dialog
      isOpen
      aria-describedby={messageId}
      onClose={onStay}
      title={idleWarningMessages.title}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      showCloseButton={false}
      footer={
        <>
          {onLogOut ? (
            <Button variant="secondary" onPress={onLogOut}>
              {idleWarningMessages.logOut}
            </Button>
          ) : null}
          <Button variant="primary" autoFocus onPress={onStay}>
            {idleWarningMessages.stay}
          </Button>
        </>
      }
    >
      <p id={messageId} className={messageClass}>
        {idleWarningMessages.message(secondsLeft)}
      </p>
    </Dialog>
  );
}
