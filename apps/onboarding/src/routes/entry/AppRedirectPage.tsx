import { usePageTitle } from '@cairn/app-shell';
import { APP_REDIRECT_TEXT, appRedirectUrl } from '@cairn/domain';
import { Inline, MessageScreen, Spinner } from '@cairn/ui';
import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { appRedirectTexts } from './copy';

/**
 * /appredirect (doc 1 §2.1): forwards this page's query string to the mobile app's custom URL
 * scheme (`cairn://`), saying 'Opening the app...' in the message card of the 403 and not-found
 * pages: its icon, the heading, one line with a small spinner, and 'Open the app' as its primary
 * action in case the browser asks first.
 */
export function AppRedirectPage() {
  const [target] = useState(() => appRedirectUrl(window.location.search));
  usePageTitle(APP_REDIRECT_TEXT);
  useEffect(() => {
    window.location.assign(target);
  }, [target]);
  return (
    <MessageScreen
      variant="embedded"
      icon={Smartphone}
      title={APP_REDIRECT_TEXT}
      message={
        <Inline space="8" wrap={false}>
          <Spinner size="sm" label={appRedirectTexts.progress} />
          {appRedirectTexts.fallback}
        </Inline>
      }
      actions={[{ label: appRedirectTexts.openAgain, href: target }]}
    />
  );
}
