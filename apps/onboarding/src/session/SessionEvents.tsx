import { takeSessionEndNotice, useSessionEnd } from '@cairn/api-client';
import { ONBOARDING_PAGES } from '@cairn/domain';
import { useToaster } from '@cairn/ui';
import { useEffect } from 'react';
import { loadPage } from './navigation';

/**
 * What the app does when the session ends (doc 1 §4): a 401 on any call, the idle logout or a
 * logout goes to /login, a restart to self-identification. Always a full page load, so nothing of
 * the last user (cache, memory) outlives the session. After the idle logout, the next page says so:
 * 'Your session expired due to inactivity.'
 */
export function SessionEvents() {
  const { toast } = useToaster();
  useSessionEnd((reason) => {
    loadPage(reason === 'restart' ? ONBOARDING_PAGES.selfIdentification : ONBOARDING_PAGES.login, {
      replace: true,
    });
  });
  useEffect(() => {
    const notice = takeSessionEndNotice();
    if (notice !== null) toast({ tone: 'info', message: notice });
  }, [toast]);
  return null;
}
