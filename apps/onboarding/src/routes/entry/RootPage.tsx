import { isMobileUserAgent, useGo, usePageTitle } from '@cairn/app-shell';
import { DESKTOP_ONLY_SCREEN, ONBOARDING_PAGES, PRODUCT_NAME } from '@cairn/domain';
import { DesktopOnlyScreen } from '@cairn/ui';
import { useEffect } from 'react';
import { AreaGuard } from '../../shared/session/guard';
import { PublicFrame } from '../../shared/shell/PublicFrame';

/** User-Agent Client Hints, where the browser has them (not yet in TypeScript's DOM types). */
type NavigatorWithHints = Navigator & { userAgentData?: { mobile?: boolean } };

function ToLogin() {
  const go = useGo();
  useEffect(() => go(ONBOARDING_PAGES.login, { replace: true }), [go]);
  return null;
}

/**
 * / (doc 1 §1, §2.1): on a mobile device the desktop-only page with a button to the marketing
 * site; otherwise /login, or a signed-in user's location page (the public guard).
 */
export function RootPage() {
  const navigatorWithHints = navigator as NavigatorWithHints;
  const mobile = isMobileUserAgent({
    uaDataMobile: navigatorWithHints.userAgentData?.mobile,
    userAgent: navigator.userAgent,
  });
  usePageTitle(mobile ? DESKTOP_ONLY_SCREEN.title : PRODUCT_NAME);
  if (mobile) {
    return (
      <PublicFrame width="form" verticalAlign="center">
        <DesktopOnlyScreen variant="embedded" />
      </PublicFrame>
    );
  }
  return (
    <AreaGuard area="public" waiting={null}>
      <ToLogin />
    </AreaGuard>
  );
}
