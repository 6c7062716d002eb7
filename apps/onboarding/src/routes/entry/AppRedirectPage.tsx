import { usePageTitle } from '@cairn/app-shell';
import { APP_REDIRECT_TEXT, appRedirectUrl } from '@cairn/domain';
import { Heading, LinkButton, Spinner } from '@cairn/ui';
import { useEffect, useState } from 'react';
import * as styles from './AppRedirectPage.css';
import { appRedirectTexts } from './copy';

/**
 * /appredirect (doc 1 §2.1): forwards this page's query string to the mobile app's custom URL
 * scheme (`cairn://`), saying 'Opening the app...' under a spinner, centred, with a quiet button in
 * case the browser asks first.
 */
export function AppRedirectPage() {
  const [target] = useState(() => appRedirectUrl(window.location.search));
  usePageTitle(APP_REDIRECT_TEXT);
  useEffect(() => {
    window.location.assign(target);
  }, [target]);
  return (
    <div className={styles.redirect}>
      <Spinner size="lg" label={appRedirectTexts.progress} className={styles.spinner} />
      <Heading level={1}>{APP_REDIRECT_TEXT}</Heading>
      <p className={styles.line}>{appRedirectTexts.fallback}</p>
      <LinkButton href={target} variant="secondary" className={styles.action}>
        {appRedirectTexts.openAgain}
      </LinkButton>
    </div>
  );
}
