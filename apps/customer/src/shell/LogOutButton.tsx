import { endSession } from '@cairn/api-client';
import { leavePrompt } from '@cairn/domain';
import { Button } from '@cairn/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { useReadUnsavedDrafts } from '../shared/drafts/drafts';
import { customerShellTexts } from './copy';

const loadDialogs = () => import('./LogOutDialogs');
const LogOutDialogs = lazy(loadDialogs);

// An explicit logout: the drafts store is cleared through `registerSessionStore`.
const logOut = () => void endSession('user');

/**
 * Log Out with its confirmation (doc 1 §2.6): 'Are you sure?' (Yes, Log Out / No, Cancel), or the
 * 'Discard Changes' dialog instead while My Portfolio holds unsaved changes (doc 2 §2). The
 * dialogs' code is fetched as the pointer or focus reaches the button, so it is there by the press.
 */
export function LogOutButton() {
  const [path] = useLocation();
  const readUnsaved = useReadUnsavedDrafts();
  // Which dialog, decided on the press: the drafts as they are at that moment.
  const [open, setOpen] = useState<{ discard: boolean } | null>(null);
  const preload = () => void loadDialogs();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onHoverStart={preload}
        onFocus={preload}
        onPress={() =>
          setOpen({
            discard: leavePrompt(path, { kind: 'LOGOUT' }, readUnsaved()) === 'DISCARD_CHANGES_DIALOG',
          })
        }
      >
        {customerShellTexts.logOut}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LogOutDialogs discard={open.discard} onConfirm={logOut} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
