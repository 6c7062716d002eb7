import { pageRoutes } from '@cairn/app-shell';
import { route } from '@cairn/domain';
import { NotFoundScreen } from '@cairn/ui';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ONBOARDING_APP_PAGES } from './routes';
import { AreaGuard } from './shared/session/guard';
import { OnboardingShell } from './shared/shell/OnboardingShell';
import { PageSkeleton } from './shared/shell/skeletons';

/** The onboarding steps of the route table (doc 1 §2.2): the manifest's `onboarding` routes. */
const STEP_PAGES = ONBOARDING_APP_PAGES.filter((page) => route(page.id).access === 'onboarding');

/** The onboarding pages (doc 1 §2.2); a page the guard allows but the table lacks is not found. */
function OnboardingRoutes() {
  return (
    <Switch>
      {pageRoutes(STEP_PAGES)}
      <Route>
        <NotFoundScreen variant="embedded" />
      </Route>
    </Switch>
  );
}

const skeleton = <PageSkeleton />;

/**
 * The guarded onboarding area (doc 1 §2.2-§2.4): the frame, the guard re-reading the location
 * before each page, and each page in its own chunk behind a skeleton of the page's shape.
 */
export function OnboardingArea() {
  return (
    <AreaGuard
      area="onboarding"
      waiting={skeleton}
      frame={(content) => <OnboardingShell>{content}</OnboardingShell>}
    >
      <Suspense fallback={skeleton}>
        <OnboardingRoutes />
      </Suspense>
    </AreaGuard>
  );
}
