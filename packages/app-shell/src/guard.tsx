import { useSignedIn, useUserProfile, useWaldo } from '@cairn/api-client';
import type { GuardInput, GuardResult } from '@cairn/domain';
import { loginPathReturningTo, routePath } from '@cairn/domain';
import { LoadState } from '@cairn/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useGo } from './navigation';

/** A guard's verdict on the page being opened, as the page acts on it. */
export type Access =
  | { readonly kind: 'wait' }
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'failed'; readonly retry: () => void };

const NOTHING = { data: undefined, error: undefined, mutate: () => {} };

/** Sends the user on once, replacing the refused page in history. */
function Redirect({ to, waiting }: { to: string; waiting: ReactNode }) {
  const go = useGo();
  useEffect(() => go(to, { replace: true }), [go, to]);
  return <>{waiting}</>;
}

export interface RouteGuardProps {
  /** The verdict: each app computes it with the domain's guard for its area. */
  access: Access;
  /** Shown while the verdict is not in (and while leaving). @default the kit's loading state */
  waiting?: ReactNode;
  children: ReactNode;
}

/**
 * The one route-guard primitive: waits for the reads the verdict needs, shows a failure with 'Try
 * again' when they fail (the generic toast has already shown), leaves for the page the domain's
 * guard names (in place or by a full page load, `useGo`), else renders the page.
 */
export function RouteGuard({ access, waiting, children }: RouteGuardProps) {
  const waitingView = waiting ?? <LoadState read={NOTHING}>{() => null}</LoadState>;
  switch (access.kind) {
    case 'allow':
      return <>{children}</>;
    case 'redirect':
      return <Redirect to={access.to} waiting={waitingView} />;
    case 'failed':
      return (
        <LoadState read={{ data: undefined, error: true, mutate: access.retry }}>{() => null}</LoadState>
      );
    default:
      return <>{waitingView}</>;
  }
}

/**
 * The verdict of a signed-in area's guard (doc 1 §2.3; the admin console's rule, doc 3 §2; the
 * investor app's, doc 2 §2): it reads the profile and the onboarding location, asks the domain's
 * `guard`, and sends a signed-out visitor to /login with the page to come back to. A session that
 * ends while the page is open is `CairnApp`'s to follow (to /login), not the guard's.
 */
export function useSignedInAccess(guard: (input: GuardInput) => GuardResult): Access {
  const [path] = useLocation();
  const signedIn = useSignedIn();
  const [cameSignedIn] = useState(signedIn);
  const profile = useUserProfile(signedIn);
  const waldo = useWaldo(signedIn);
  if (!signedIn)
    return cameSignedIn ? { kind: 'wait' } : { kind: 'redirect', to: loginPathReturningTo(path) };
  if (profile.error !== undefined || waldo.error !== undefined) {
    return {
      kind: 'failed',
      retry: () => {
        void profile.mutate();
        void waldo.mutate();
      },
    };
  }
  if (profile.data === undefined || waldo.data === undefined) return { kind: 'wait' };
  const verdict = guard({
    location: waldo.data.location,
    permittedLocations: waldo.data.permitted_locations,
    path,
    user: { status: profile.data.user.status, roles: profile.data.roles },
    storedUserType: null,
  });
  if (verdict.kind === 'allow') return verdict;
  return {
    kind: 'redirect',
    to: verdict.to === routePath('login') ? loginPathReturningTo(path) : verdict.to,
  };
}
