import { ONBOARDING_PAGES as P } from '@cairn/domain';
import { NotFoundScreen, PageNotAvailableScreen } from '@cairn/ui';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppRedirectPage } from './pages/AppRedirectPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LegalPage } from './pages/LegalPage';
import { LoginPage } from './pages/LoginPage';
import { RootPage } from './pages/RootPage';
import { TwoFactorPage } from './pages/TwoFactorPage';
import { Guarded } from './session/guard';
import { Loading } from './shell/Loading';

const OnboardingArea = lazy(() => import('./OnboardingArea'));

/** Every route of the app (doc 1 §2.1, §2.2): public pages, the guarded onboarding area, not found. */
export function Routes() {
  return (
    <Switch>
      <Route path="/" component={RootPage} />
      <Route path={P.login}>
        <Guarded area="public">
          <LoginPage />
        </Guarded>
      </Route>
      <Route path="/2fa">
        <Guarded area="public">
          <TwoFactorPage />
        </Guarded>
      </Route>
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/403" component={PageNotAvailableScreen} />
      <Route path="/terms-and-conditions">
        <LegalPage which="terms" />
      </Route>
      <Route path="/privacy-policy">
        <LegalPage which="privacy" />
      </Route>
      <Route path="/appredirect" component={AppRedirectPage} />
      <Route path="/onboarding/*">
        <Suspense fallback={<Loading />}>
          <OnboardingArea />
        </Suspense>
      </Route>
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
