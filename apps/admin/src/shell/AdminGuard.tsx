import { RouteGuard, useSignedInAccess } from '@cairn/app-shell';
import { adminAreaGuard } from '@cairn/domain';
import { Spinner } from '@cairn/ui';
import type { ReactNode } from 'react';
import { adminTexts } from '../texts';
import { centered } from './AdminShell.css';

/**
 * The admin area's access rule (doc 3 §2, §6; the domain's `adminAreaGuard`): location DASHBOARD,
 * status ACTIVE and role CAIRN_ADMIN, else /403 (the onboarding app's page, a full page load). A
 * signed-out visitor goes to /login with the page to come back to (`?redirect=`).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const access = useSignedInAccess(adminAreaGuard);
  return (
    <RouteGuard
      access={access}
      waiting={
        <main className={centered}>
          <Spinner label={adminTexts.loadingConsole} />
        </main>
      }
    >
      {children}
    </RouteGuard>
  );
}
