import type { UserProfile } from '@cairn/api-client';
import { routePath } from '@cairn/domain';
import { AppLayout, ColorModeSwitch, Inline, Link, RecentMessages, Stack } from '@cairn/ui';
import { lazy, type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHasUnsavedDrafts } from '../shared/drafts/drafts';
import { customerShellTexts } from './copy';
import { LogOutButton } from './LogOutButton';
import { customerNavigation } from './navigation';
import { Tutorial, TutorialOpenProvider, useTutorial } from './Tutorial';
import { UnsavedChangesNotice } from './UnsavedChangesNotice';

const loadRecentMessages = () => import('./recentMessagesPanel');
/** The recent messages' list loads on first use: react-aria's overlays stay out of the first paint. */
const RecentMessagesPanel = lazy(loadRecentMessages);
const preloadRecentMessages = () => void loadRecentMessages();
const preloadOverlays = () => {
  preloadRecentMessages();
  void import('./LogOutDialogs');
};

/**
 * Once the first page has painted and the browser is idle, the header's overlays (the recent
 * messages' list, the Log Out dialogs, and react-aria's overlay code they share with the pages'
 * dialogs) load: the first press opens at once, and none of it weighs on the first paint.
 */
function usePreloadOverlaysWhenIdle() {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preloadOverlays, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preloadOverlays, 1000);
    return () => clearTimeout(id);
  }, []);
}

function LegalLinks() {
  return (
    <Inline space="16">
      <Link href="/terms-and-conditions">{customerShellTexts.termsAndConditions}</Link>
      <Link href="/privacy-policy">{customerShellTexts.privacyPolicy}</Link>
    </Inline>
  );
}

export interface CustomerShellProps {
  /** The signed-in user's profile (the guard has read it). */
  profile: UserProfile;
  /** The 'Unsaved Changes' notice of the page just opened, if any. */
  unsavedNotice?: { shown: boolean; dismiss: () => void };
  children: ReactNode;
}

/**
 * The investor app's frame (doc 2 §2): the side navigation by status and KYC status with the
 * unsaved-changes warning, the recent messages (toasts recalled), the theme switch and Log Out in
 * the header, the 'Unsaved Changes' notice above the page, the first-visit tutorial, and the legal
 * links in the footer.
 */
export function CustomerShell({ profile, unsavedNotice, children }: CustomerShellProps) {
  const [path] = useLocation();
  const unsaved = useHasUnsavedDrafts();
  usePreloadOverlaysWhenIdle();
  // The tutorial opens on the dashboard only (issue 30 "States"): it describes the navigation from
  // the first page, and elsewhere it stood over a page it does not describe.
  const tutorial = useTutorial(profile.user.status === 'ACTIVE' && path === routePath('dashboard'));
  return (
    <AppLayout
      homeHref={routePath('dashboard')}
      navigation={customerNavigation(profile, path, unsaved)}
      headerActions={
        <>
          <RecentMessages panel={RecentMessagesPanel} onPreload={preloadRecentMessages} />
          <ColorModeSwitch>{customerShellTexts.darkTheme}</ColorModeSwitch>
          <LogOutButton />
        </>
      }
      footer={<LegalLinks />}
      // Up to 1440 px of content: at 1920 px the default 1200 px left a 240 px band empty (issue 30).
      width="wide"
    >
      <Stack space="24">
        {unsavedNotice?.shown ? <UnsavedChangesNotice onDismiss={unsavedNotice.dismiss} /> : null}
        <TutorialOpenProvider value={tutorial.holdsNotices}>{children}</TutorialOpenProvider>
      </Stack>
      <Tutorial tutorial={tutorial} />
    </AppLayout>
  );
}
