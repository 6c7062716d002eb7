import { ONBOARDING_PAGES, returnPathFromQuery } from '@cairn/domain';

/**
 * Where a signed-in user on a public page goes (doc 1 §2.3 rule 2, §4): `locationPage`, the page
 * of their onboarding location, except that at DASHBOARD they go back to the page that sent a
 * signed-out visitor to /login (doc 3 §2, '/login?redirect=/admin/...'; same-origin paths only).
 *
 * This is also where a sign-in leads: /login and /2fa only start the session, and the public
 * area's guard, re-reading the location for the signed-in user, sends them on from here in one
 * step (no page of their own navigates, so nothing races it back through /login).
 */
export function destinationAfterSignIn(locationPage: string, search: string): string {
  if (locationPage !== ONBOARDING_PAGES.dashboard) return locationPage;
  return returnPathFromQuery(search) ?? locationPage;
}
