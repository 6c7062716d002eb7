import { idleWarningMessages } from '@cairn/domain';
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
  return (
    <Dialog
      isOpen
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
      <p className={messageClass}>{idleWarningMessages.message(secondsLeft)}</p>
    </Dialog>
  );
}
