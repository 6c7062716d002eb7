import { startSupportChat, useUserProfile, useWaldo } from '@cairn/api-client';
import { adminAreaGuard, loginPathReturningTo } from '@cairn/domain';
import { ErrorScreen, Spinner } from '@cairn/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { adminTexts } from '../texts';
import { centered } from './AdminShell.css';

/** The guard's verdict as the page acts on it. */
type Access = { kind: 'wait' } | { kind: 'allow' } | { kind: 'leave'; to: string };

/**
 * The admin area's access rule (doc 3 §2, §6; the domain's `adminAreaGuard`): location DASHBOARD,
 * status ACTIVE and role CAIRN_ADMIN, else /403 (the onboarding app's page, a full page load). A
 * signed-out visitor goes to /login with the page to come back to (`?redirect=`).
 */
function useAdminAccess(signedIn: boolean, path: string): Access | { kind: 'failed' } {
  const profile = useUserProfile(signedIn);
  const profileData = profile.data;
  // The support-chat widget knows the signed-in user (doc 1 §7); the session's end shuts it down.
  useEffect(() => {
    if (profileData) startSupportChat(profileData);
  }, [profileData]);
  const waldo = useWaldo(signedIn);
  if (!signedIn) return { kind: 'leave', to: loginPathReturningTo(path) };
  if (profile.error !== undefined || waldo.error !== undefined) return { kind: 'failed' };
  if (profile.data === undefined || waldo.data === undefined) return { kind: 'wait' };
  const verdict = adminAreaGuard({
    location: waldo.data.location,
    permittedLocations: waldo.data.permitted_locations,
    path,
    user: { status: profile.data.user.status, roles: profile.data.roles },
    storedUserType: null,
  });
  if (verdict.kind === 'allow') return verdict;
  return { kind: 'leave', to: verdict.to === '/login' ? loginPathReturningTo(path) : verdict.to };
}

export interface AdminGuardProps {
  /** Whether a session token is stored. */
  signedIn: boolean;
  children: ReactNode;
}

/** Shows the console only to staff; everyone else leaves for /login or /403. */
export function AdminGuard({ signedIn, children }: AdminGuardProps) {
  const [path] = useLocation();
  // A session that ends while the console is open is the session-end listener's to follow (to
  // /login, with the page only after a 401); the guard sends away only visitors who came signed out.
  const [cameSignedIn] = useState(signedIn);
  const access = useAdminAccess(signedIn, path);
  const leaveTo = access.kind === 'leave' && !(cameSignedIn && !signedIn) ? access.to : null;
  useEffect(() => {
    // Both targets belong to the onboarding app: a full page load (ARCHITECTURE.md "One origin").
    if (leaveTo !== null) window.location.replace(leaveTo);
  }, [leaveTo]);
  if (access.kind === 'allow') return children;
  // A failed read has shown the generic error toast; a 401 has ended the session and leaves.
  if (access.kind === 'failed') return <ErrorScreen />;
  return (
    <main className={centered}>
      <Spinner label={adminTexts.loadingConsole} />
    </main>
  );
}
