import { pageRoutes } from '@cairn/app-shell';
import { PATH_TABLE, route } from '@cairn/domain';
import { NotFoundScreen } from '@cairn/ui';
import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ONBOARDING_APP_PAGES } from './routes';
import { PublicFrame } from './shared/shell/PublicFrame';
import { OnboardingSkeleton, TextSkeleton } from './shared/shell/skeletons';

const OnboardingArea = lazy(() =>
  import('./OnboardingArea').then((module) => ({ default: module.OnboardingArea })),
);

/** The pages outside the guarded onboarding area: public pages and sign-in (doc 1 §2.1). */
const PUBLIC_PAGES = ONBOARDING_APP_PAGES.filter((page) => route(page.id).access !== 'onboarding');

/** The onboarding area's path prefixes (the path table's, from the manifest's step routes). */
const AREA_PREFIXES = PATH_TABLE.find((entry) => entry.app === 'onboarding')?.prefixes ?? [];

/** Every route of the app (doc 1 §2.1, §2.2): public pages, the guarded onboarding area, not found. */
export function AppRoutes() {
  const [path] = useLocation();
  if (AREA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return (
      <Suspense fallback={<OnboardingSkeleton />}>
        <OnboardingArea />
      </Suspense>
    );
  }
  return (
    <Switch>
      {pageRoutes(PUBLIC_PAGES)}
      <Route>
        <PublicFrame width="form" template="message">
          <Suspense fallback={<TextSkeleton lines={2} />}>
            <NotFoundScreen variant="embedded" />
          </Suspense>
        </PublicFrame>
      </Route>
    </Switch>
  );
}
