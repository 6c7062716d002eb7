import {
  handleQueryError,
  refreshWaldo,
  useApplication,
  useFeatureFlags,
  useSignedIn,
  useUserProfile,
  type Waldo,
} from '@cairn/api-client';
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
import { LoadFailed, Loading } from '../shell/Loading';
import { destinationAfterSignIn } from './afterSignIn';
import { useGo } from './navigation';
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

/** The flow state of the guarded area around the page. */
export function useFlow(): FlowState {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useFlow must be used inside a guarded area');
  return flow;
}

/** The signed-out visitor's flow state. */
const SIGNED_OUT = { signedIn: false, waldo: null, tlhFlag: false } as const;

/** Sends the user on once, replacing the refused page in history. */
function Redirect({ to }: { to: string }) {
  const go = useGo();
  useEffect(() => go(to, { replace: true }), [go, to]);
  return <Loading />;
}

type Area = 'public' | 'onboarding';

const GUARDS: Readonly<Record<Area, (input: GuardInput) => GuardResult>> = {
  public: publicAreaGuard,
  onboarding: onboardingAreaGuard,
};

/**
 * The route guards of doc 1 §2.3 around an area: the location (waldo) is re-read from the server
 * before each page of the area (doc 1 §2.2), then the domain's guard allows the page or sends the
 * user to the page of their location. A signed-in user's account type is the application's, kept in
 * local storage so signup stays reachable by its back buttons.
 */
export function Guarded({
  area,
  frame = (content) => content,
  children,
}: {
  area: Area;
  /** The area's layout (the onboarding shell): it stays while the next page is checked. */
  frame?: (content: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const lastFlow = useRef<FlowState | null>(null);
  const [path] = useLocation();
  const search = useSearch();
  const signedIn = useSignedIn();
  const profile = useUserProfile(signedIn);
  const application = useApplication(signedIn && area === 'onboarding' ? {} : null);
  const flags = useFeatureFlags(signedIn && area === 'onboarding' ? {} : null);
  // A check answers for one page and one side of the session: the signed-out check of /2fa must not
  // judge the user who has just signed in there (it read no location, which counts as LOGIN).
  const [check, setCheck] = useState<{
    path: string;
    signedIn: boolean;
    waldo: Waldo | null;
    failed: boolean;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const page = normalizePath(path);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the read on Try again
  useEffect(() => {
    if (!signedIn) {
      setCheck({ path: page, signedIn: false, waldo: null, failed: false });
      return undefined;
    }
    let live = true;
    refreshWaldo().then(
      (waldo) => {
        if (live) setCheck({ path: page, signedIn: true, waldo, failed: false });
      },
      (error: unknown) => {
        handleQueryError(error);
        if (live) setCheck({ path: page, signedIn: true, waldo: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [page, signedIn, attempt]);

  const accountType = application.data?.account_type ?? null;
  useEffect(() => {
    if (accountType !== null && readStoredUserType() !== accountType) storeUserType(accountType);
  }, [accountType]);

  const onboarding = signedIn && area === 'onboarding';
  const failed =
    check?.failed === true ||
    (signedIn && profile.error !== undefined) ||
    (onboarding && (application.error !== undefined || flags.error !== undefined));
  const framed = (content: ReactNode) =>
    lastFlow.current === null ? (
      content
    ) : (
      <FlowContext.Provider value={lastFlow.current}>{frame(content)}</FlowContext.Provider>
    );
  if (failed) {
    return framed(
      <LoadFailed
        onRetry={() => {
          setAttempt((value) => value + 1);
          void profile.mutate();
          if (onboarding) {
            void application.mutate();
            void flags.mutate();
          }
        }}
      />,
    );
  }
  const waiting =
    check === null ||
    check.path !== page ||
    check.signedIn !== signedIn ||
    (signedIn && profile.data === undefined) ||
    (onboarding && (application.data === undefined || flags.data === undefined));
  if (waiting) return framed(<Loading />);

  const userType = signedIn ? accountType : readStoredUserType();
  const input: GuardInput = {
    location: check.waldo?.location ?? 'LOGIN',
    permittedLocations: check.waldo?.permitted_locations ?? [],
    path,
    user: signedIn && profile.data ? { status: profile.data.user.status, roles: profile.data.roles } : null,
    storedUserType: userType,
  };
  const verdict = GUARDS[area](input);
  if (verdict.kind === 'redirect') {
    // A sign-in on /login or /2fa lands here too: the public area sends the user on.
    const to = area === 'public' && signedIn ? destinationAfterSignIn(verdict.to, search) : verdict.to;
    return framed(<Redirect to={to} />);
  }
  const flow: FlowState = signedIn
    ? { signedIn, waldo: check.waldo, userType, tlhFlag: flags.data?.tlhEnabled ?? false }
    : { ...SIGNED_OUT, userType };
  lastFlow.current = flow;
  return <FlowContext.Provider value={flow}>{frame(children)}</FlowContext.Provider>;
}
