import { leavePrompt } from '@cairn/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useHasUnsavedDrafts, useReadUnsavedDrafts } from '../shared/drafts/drafts';
import { unsavedChangesTexts } from './copy';
import { NoticeBanner } from './NoticeBanner';

/**
 * Whether the page just opened shows the 'Unsaved Changes' notice: the user left My Portfolio for
 * a page outside the marketplace with unsaved changes (doc 2 §2, the domain's `leavePrompt`). The
 * notice belongs to the page it was shown on: the next navigation, saving or resetting the drafts,
 * or dismissing it takes it away.
 */
export function useUnsavedChangesNotice(): { shown: boolean; dismiss: () => void } {
  const [path] = useLocation();
  const unsaved = useHasUnsavedDrafts();
  const readUnsaved = useReadUnsavedDrafts();
  const previous = useRef(path);
  const [shownOn, setShownOn] = useState<string | null>(null);
  useEffect(() => {
    if (previous.current === path) return;
    // The drafts as they are on leaving, even a step after the last rest.
    const prompt = leavePrompt(previous.current, { kind: 'PAGE', path }, readUnsaved());
    previous.current = path;
    setShownOn(prompt === 'UNSAVED_CHANGES_NOTICE' ? path : null);
  }, [path, readUnsaved]);
  return { shown: shownOn === path && unsaved, dismiss: () => setShownOn(null) };
}

/** The notice itself, with the link back to My Portfolio. */
export function UnsavedChangesNotice({ onDismiss }: { onDismiss: () => void }) {
  return <NoticeBanner tone="warning" texts={unsavedChangesTexts} onDismiss={onDismiss} />;
}
