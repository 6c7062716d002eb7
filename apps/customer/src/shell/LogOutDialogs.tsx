import { AlertDialog, LogoutDialog } from '@cairn/ui';
import { discardChangesTexts } from './copy';

export interface LogOutDialogsProps {
  /** 'Discard Changes' instead of 'Are you sure?': My Portfolio holds unsaved changes. */
  discard: boolean;
  /** Yes: log out. */
  onConfirm: () => void;
  /** The dialog closed without logging out. */
  onClose: () => void;
}

/**
 * The logout confirmation (doc 1 §2.6), or 'Discard Changes' while drafts are unsaved (doc 2 §2).
 * Its own chunk: the dialogs' code loads when the user heads for Log Out, not with the first paint.
 * It imports no api-client code, so no schema module leaves the entry chunk (zod must be set
 * jitless before any schema is made, by the entry's first import).
 */
export default function LogOutDialogs({ discard, onConfirm, onClose }: LogOutDialogsProps) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (discard) {
    return (
      <AlertDialog
        isOpen
        onOpenChange={onOpenChange}
        tone="danger"
        title={discardChangesTexts.title}
        message={discardChangesTexts.body}
        confirmLabel={discardChangesTexts.confirm}
        cancelLabel={discardChangesTexts.cancel}
        onConfirm={onConfirm}
      />
    );
  }
  return <LogoutDialog isOpen onOpenChange={onOpenChange} onConfirm={onConfirm} />;
}
