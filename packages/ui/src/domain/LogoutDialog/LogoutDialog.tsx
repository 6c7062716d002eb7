import { logoutDialogMessages } from '@cairn/domain';
import { AlertDialog, type AlertDialogProps } from '../../primitives/overlays/AlertDialog/AlertDialog';

export interface LogoutDialogProps
  extends Omit<AlertDialogProps, 'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'variant'> {}

/**
 * The logout confirmation of doc 1 §2.6: 'Are you sure?' with Yes, Log Out / No, Cancel. Put it in
 * a `DialogTrigger` beside the Log Out button, or control it with `isOpen` / `onOpenChange`; the
 * app logs out in `onConfirm`. (The Discard Changes dialog that replaces it while portfolio edits
 * are unsaved is the customer app's.)
 *
 * Selectors: those of {@link AlertDialog}.
 */
export function LogoutDialog(props: LogoutDialogProps) {
  return (
    <AlertDialog
      {...props}
      title={logoutDialogMessages.title}
      message={logoutDialogMessages.message}
      confirmLabel={logoutDialogMessages.confirm}
      cancelLabel={logoutDialogMessages.cancel}
    />
  );
}
