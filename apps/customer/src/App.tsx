import { preloadCustomerCalls, useUserProfile } from '@cairn/api-client';
import { RouteGuard, useSignedInAccess } from '@cairn/app-shell';
import { routePath, signedInAreaGuard } from '@cairn/domain';
import { AppLayout, NotFoundScreen } from '@cairn/ui';
import { Suspense, useEffect, useMemo } from 'react';
import { matchRoute, Redirect, Route, useLocation, useRouter } from 'wouter';
import { CUSTOMER_PAGES, CUSTOMER_REDIRECTS } from './routes';
import { DraftsProvider } from './shared/drafts/drafts';
import { TransferProvider } from './shared/transfers/TransferProvider';
import { CustomerShell } from './shell/CustomerShell';
import { useUnsavedChangesNotice } from './shell/UnsavedChangesNotice';

/** The page of the route table a path opens, if any. */
function usePage() {
  const [path] = useLocation();
  const { parser } = useRouter();
  return CUSTOMER_PAGES.find((entry) => matchRoute(parser, entry.path, path)[0]);
}

/**
 * While the guard reads the profile: the frame and the skeleton of the page being opened, whose
 * code and call specs load meanwhile, so its reads go out as soon as the guard lets the user in.
 */
function Waiting() {
  const page = usePage();
  useEffect(() => {
    page?.load();
    preloadCustomerCalls();
  }, [page]);
  return (
    <AppLayout homeHref={routePath('dashboard')} navigation={[]}>
      {page ? <page.Skeleton /> : null}
    </AppLayout>
  );
}

/**
 * The page the path opens, in the shell, once the guard has let the user in. The shell stays
 * mounted from page to page (its notice, tutorial and dialogs keep their state); only the page
 * below it changes, showing its skeleton while its code loads.
 */
function SignedInArea() {
  const [path] = useLocation();
  const profile = useUserProfile().data;
  const unsavedNotice = useUnsavedChangesNotice();
  const page = usePage();
  const redirect = CUSTOMER_REDIRECTS.find((entry) => entry.from === path);
  // The same element while the page stays: when the shell re-renders (the unsaved-changes flag
  // flips as a weight slider crosses the saved weight), the page below it does not.
  const content = useMemo(
    () =>
      page ? (
        <Route path={page.path}>
          <Suspense fallback={<page.Skeleton />}>
            <page.Page />
          </Suspense>
        </Route>
      ) : null,
    [page],
  );
  // The guard has read the profile; it is only missing while a session ends.
  if (profile === undefined) return null;
  if (redirect) return <Redirect to={redirect.to} replace />;
  if (!page) return <NotFoundScreen />;
  return (
    <CustomerShell profile={profile} unsavedNotice={unsavedNotice}>
      {content}
    </CustomerShell>
  );
}

/** The signed-in investor app (doc 2) behind its guard (doc 1 §2.3 rule 3, doc 2 §2 "Access by user status"). */
export function CustomerRoutes() {
  const access = useSignedInAccess(signedInAreaGuard);
  const profile = useUserProfile(access.kind === 'allow').data;
  return (
    <RouteGuard access={access} waiting={<Waiting />}>
      {profile ? (
        <DraftsProvider userId={profile.cognito_user.sub}>
          <TransferProvider>
            <SignedInArea />
          </TransferProvider>
        </DraftsProvider>
      ) : null}
    </RouteGuard>
  );
}
