import { ONBOARDING_PAGES as P } from '@cairn/domain';
import { LinkButton, NotFoundScreen, PageNotAvailableScreen, Text } from '@cairn/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RootPage } from './pages/RootPage';
import { AreaGuard } from './session/guard';
import { PublicFrame } from './shell/PublicFrame';
import { SignInColumns } from './shell/SignInColumns';
import { CardSkeleton, OnboardingSkeleton, TextSkeleton } from './shell/skeletons';
import { loginTexts } from './texts';

// Each route is its own chunk: the first page loads only what it renders.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const TwoFactorPage = lazy(() => import('./pages/TwoFactorPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const LegalPage = lazy(() => import('./pages/LegalPage'));
const AppRedirectPage = lazy(() => import('./pages/AppRedirectPage'));
const OnboardingArea = lazy(() => import('./OnboardingArea'));

/** A sign-in page: the product's promise beside the page's card, which shows a skeleton while it loads. */
function SignInPage({ fields, signUp, children }: { fields: number; signUp?: boolean; children: ReactNode }) {
  const skeleton = <CardSkeleton fields={fields} />;
  return (
    <PublicFrame
      width="wide"
      headerActions={
        signUp ? (
          <>
            <Text size="sm" tone="muted" as="span">
              {loginTexts.noAccount}
            </Text>
            <LinkButton href={P.selfIdentification} variant="secondary" size="sm">
              {loginTexts.signUp}
            </LinkButton>
          </>
        ) : undefined
      }
    >
      <SignInColumns>
        <Suspense fallback={skeleton}>
          <AreaGuard area="public" waiting={skeleton}>
            {children}
          </AreaGuard>
        </Suspense>
      </SignInColumns>
    </PublicFrame>
  );
}

/** A message page of the public frame (403, not found, app redirect): short, in the middle. */
function MessagePage({ children }: { children: ReactNode }) {
  return (
    <PublicFrame width="form" verticalAlign="center">
      <Suspense fallback={<TextSkeleton lines={2} />}>{children}</Suspense>
    </PublicFrame>
  );
}

/** Every route of the app (doc 1 §2.1, §2.2): public pages, the guarded onboarding area, not found. */
export function Routes() {
  return (
    <Switch>
      <Route path="/" component={RootPage} />
      <Route path={P.login}>
        <SignInPage fields={2} signUp>
          <LoginPage />
        </SignInPage>
      </Route>
      <Route path="/2fa">
        <SignInPage fields={1}>
          <TwoFactorPage />
        </SignInPage>
      </Route>
      <Route path="/forgot-password">
        <PublicFrame width="wide">
          <SignInColumns>
            <Suspense fallback={<CardSkeleton fields={1} />}>
              <ForgotPasswordPage />
            </Suspense>
          </SignInColumns>
        </PublicFrame>
      </Route>
      <Route path="/403">
        <MessagePage>
          <PageNotAvailableScreen variant="embedded" />
        </MessagePage>
      </Route>
      <Route path="/terms-and-conditions">
        <PublicFrame width="prose">
          <Suspense fallback={<TextSkeleton />}>
            <LegalPage which="terms" />
          </Suspense>
        </PublicFrame>
      </Route>
      <Route path="/privacy-policy">
        <PublicFrame width="prose">
          <Suspense fallback={<TextSkeleton />}>
            <LegalPage which="privacy" />
          </Suspense>
        </PublicFrame>
      </Route>
      <Route path="/appredirect">
        <MessagePage>
          <AppRedirectPage />
        </MessagePage>
      </Route>
      <Route path="/onboarding/*">
        <Suspense fallback={<OnboardingSkeleton />}>
          <OnboardingArea />
        </Suspense>
      </Route>
      <Route>
        <MessagePage>
          <NotFoundScreen variant="embedded" />
        </MessagePage>
      </Route>
    </Switch>
  );
}
