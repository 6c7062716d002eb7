import { handleQueryError, refreshWaldo } from '@cairn/api-client';
import { ONBOARDING_PAGES, pageOfLocation, returnPathFromQuery } from '@cairn/domain';
import { type Go, loadPage } from './navigation';

/**
 * Where a completed sign-in leads (doc 1 §4): the page of the onboarding location; DASHBOARD goes
 * to /dashboard, or back to the page that sent a signed-out visitor to /login (doc 3 §2,
 * '/login?redirect=/admin/...'), by a full page load since those are other apps.
 */
export async function goAfterSignIn(go: Go, search: string): Promise<void> {
  let location: Awaited<ReturnType<typeof refreshWaldo>>['location'];
  try {
    location = (await refreshWaldo()).location;
  } catch (error) {
    handleQueryError(error);
    return;
  }
  if (location === 'DASHBOARD') {
    loadPage(returnPathFromQuery(search) ?? ONBOARDING_PAGES.dashboard);
    return;
  }
  go(pageOfLocation(location));
}
