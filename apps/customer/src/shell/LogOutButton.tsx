import { endSession } from '@cairn/api-client';
import { customerShellTexts, discardChangesTexts, leavePrompt } from '@cairn/domain';
import { AlertDialog, Button, DialogTrigger, LogoutDialog } from '@cairn/ui';
import { useLocation } from 'wouter';
import { useHasUnsavedDrafts } from '../features/drafts/drafts';

// An explicit logout: the drafts store is cleared through `registerSessionStore`.
const logOut = () => void endSession('user');

/**
 * Log Out with its confirmation (doc 1 §2.6): 'Are you sure?' (Yes, Log Out / No, Cancel), or the
 * 'Discard Changes' dialog instead while My Portfolio holds unsaved changes (doc 2 §2).
 */
export function LogOutButton() {
  const [path] = useLocation();
  const unsaved = useHasUnsavedDrafts();
  const prompt = leavePrompt(path, { kind: 'LOGOUT' }, unsaved);
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm">
        {customerShellTexts.logOut}
      </Button>
      {prompt === 'DISCARD_CHANGES_DIALOG' ? (
        <AlertDialog
          tone="danger"
          title={discardChangesTexts.title}
          message={discardChangesTexts.body}
          confirmLabel={discardChangesTexts.confirm}
          cancelLabel={discardChangesTexts.cancel}
          onConfirm={logOut}
        />
      ) : (
        <LogoutDialog onConfirm={logOut} />
      )}
    </DialogTrigger>
  );
}
