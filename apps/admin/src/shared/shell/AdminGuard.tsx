import { RouteGuard, useSignedInAccess } from '@cairn/app-shell';
import { adminAreaGuard } from '@cairn/domain';
import type { ReactNode } from 'react';
import { ConsoleSkeleton } from './pageFrames';

/**
 * The admin area's access rule (doc 3 §2, §6; the domain's `adminAreaGuard`): location DASHBOARD,
 * status ACTIVE and role CAIRN_ADMIN, else /403 (the onboarding app's page, a full page load). A
 * signed-out visitor goes to /login with the page to come back to (`?redirect=`). While the verdict
 * is read the console's empty frame shows, so nothing moves when it opens.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const access = useSignedInAccess(adminAreaGuard);
  return (
    <RouteGuard access={access} waiting={<ConsoleSkeleton />}>
      {children}
    </RouteGuard>
  );
}
