import {
  handleQueryError,
  refreshWaldo,
  useApplication,
  useFeatureFlags,
  useSignedIn,
  useUserProfile,
  type Waldo,
} from '@cairn/api-client';
import { type Access, RouteGuard } from '@cairn/app-shell';
import {
  type GuardInput,
  type GuardResult,
  normalizePath,
  onboardingAreaGuard,
  publicAreaGuard,
  type UserType,
} from '@cairn/domain';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { destinationAfterSignIn } from './afterSignIn';
import { readStoredUserType, storeUserType } from './userType';

/** What the onboarding pages know about the user's place in the flow. */
export interface FlowState {
  readonly signedIn: boolean;
  /** The location re-read before this page (doc 1 §2.2); `null` when signed out. */
  readonly waldo: Waldo | null;
  /** The account type: the application's when signed in, else the one chosen at self-identification. */
  readonly userType: UserType | null;
  /** The tax-loss harvesting feature flag (the TLH step shows only when it is on). */
  readonly tlhFlag: boolean;
}

const FlowContext = createContext<FlowState | null>(null);

/** The flow state of the page: only pages the guard allowed render, so it is always known there. */
export function useFlow(): FlowState {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useFlow must be used inside a guarded area');
  return flow;
}

/**
 * The flow state as the area's frame sees it: the last page's while the next one is checked, `null`
 * before the first check of the visit.
 */
export function useLastFlow(): FlowState | null {
  return useContext(FlowContext);
}

/** The guarded areas of the app (doc 1 §2.3 rules 2 and 4). */
export type Area = 'public' | 'onboarding';

const GUARDS: Readonly<Record<Area, (input: GuardInput) => GuardResult>> = {
  public: publicAreaGuard,
  onboarding: onboardingAreaGuard,
};

/** The location read for one page, on one side of the session. */
interface LocationCheck {
  readonly path: string;
  readonly signedIn: boolean;
  readonly waldo: Waldo | null;
  readonly failed: boolean;
}

/**
 * The location (waldo) of a signed-in user, re-read from the server before each page (doc 1 §2.2).
 * A check answers for one page and one side of the session: the signed-out check of /2fa must not
 * judge the user who has just signed in there (it read no location, which counts as LOGIN).
 */
function useLocationCheck(
  page: string,
  signedIn: boolean,
): { check: LocationCheck | null; reread: () => void } {
  const [read, setRead] = useState<LocationCheck | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the read on Try again
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    refreshWaldo().then(
      (waldo) => {
        if (live) setRead({ path: page, signedIn: true, waldo, failed: false });
      },
      (error: unknown) => {
        handleQueryError(error);
        if (live) setRead({ path: page, signedIn: true, waldo: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [page, signedIn, attempt]);
  const reread = () => setAttempt((value) => value + 1);
  // Signed out there is nothing to read: the check is ready at once.
  if (!signedIn) return { check: { path: page, signedIn, waldo: null, failed: false }, reread };
  const current = read !== null && read.path === page && read.signedIn ? read : null;
  return { check: current, reread };
}

/**
 * The verdict of the route guards of doc 1 §2.3 on the page being opened, for `RouteGuard`: the
 * location is re-read before each page of the area, then the domain's guard of the area allows the
 * page or names the page of the user's location. A signed-in user's account type is the
 * application's, kept in local storage so signup stays reachable by its back buttons. `flow` is the
 * allowed page's flow state (the last allowed one while the next page is checked).
 */
export function useAreaAccess(area: Area): { access: Access; flow: FlowState | null } {
  const [path] = useLocation();
  const search = useSearch();
  const signedIn = useSignedIn();
  const onboarding = signedIn && area === 'onboarding';
  const profile = useUserProfile(signedIn);
  const application = useApplication(onboarding ? {} : null);
  const flags = useFeatureFlags(onboarding ? {} : null);
  const page = normalizePath(path);
  const located = useLocationCheck(page, signedIn);
  const lastFlow = useRef<FlowState | null>(null);

  const accountType = application.data?.account_type ?? null;
  useEffect(() => {
    if (accountType !== null && readStoredUserType() !== accountType) storeUserType(accountType);
  }, [accountType]);

  const failed =
    located.check?.failed === true ||
    (signedIn && profile.error !== undefined) ||
    (onboarding && (application.error !== undefined || flags.error !== undefined));
  if (failed) {
    const retry = () => {
      located.reread();
      void profile.mutate();
      if (onboarding) {
        void application.mutate();
        void flags.mutate();
      }
    };
    return { access: { kind: 'failed', retry }, flow: lastFlow.current };
  }
  const waiting =
    located.check === null ||
    (signedIn && profile.data === undefined) ||
    (onboarding && (application.data === undefined || flags.data === undefined));
  if (waiting) return { access: { kind: 'wait' }, flow: lastFlow.current };

  const userType = signedIn ? accountType : readStoredUserType();
  const waldo = located.check?.waldo ?? null;
  const verdict = GUARDS[area]({
    location: waldo?.location ?? 'LOGIN',
    permittedLocations: waldo?.permitted_locations ?? [],
    path,
    user: signedIn && profile.data ? { status: profile.data.user.status, roles: profile.data.roles } : null,
    storedUserType: userType,
  });
  if (verdict.kind === 'redirect') {
    // A sign-in on /login or /2fa lands here too: the public area sends the user on.
    const to = area === 'public' && signedIn ? destinationAfterSignIn(verdict.to, search) : verdict.to;
    return { access: { kind: 'redirect', to }, flow: lastFlow.current };
  }
  const flow: FlowState = {
    signedIn,
    waldo,
    userType,
    tlhFlag: onboarding ? (flags.data?.tlhEnabled ?? false) : false,
  };
  lastFlow.current = flow;
  return { access: { kind: 'allow' }, flow };
}

/**
 * A guarded area (doc 1 §2.3): the app-shell's `RouteGuard` fed with {@link useAreaAccess}, the
 * page's flow state around it. `frame` (the onboarding layout) stays while the next page is
 * checked; `waiting` is the page's skeleton, shown while the verdict is not in.
 */
export function AreaGuard({
  area,
  waiting,
  frame = (content) => content,
  children,
}: {
  area: Area;
  waiting: ReactNode;
  frame?: (content: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const { access, flow } = useAreaAccess(area);
  return (
    <FlowContext.Provider value={flow}>
      {frame(
        <RouteGuard access={access} waiting={waiting}>
          {children}
        </RouteGuard>,
      )}
    </FlowContext.Provider>
  );
}
