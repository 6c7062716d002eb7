import { ERROR_SCREEN, NOT_FOUND_SCREEN, PAGE_NOT_AVAILABLE_SCREEN } from '@cairn/domain';
import { MessageScreen } from './Screen';

/**
 * The route render error screen of the spec: 'Uh oh! Sorry, something went wrong on our end...'
 * with 'Cairn Home' (/dashboard) and 'Cairn Login' (/). Announced as an alert.
 */
export function ErrorScreen() {
  return (
    <MessageScreen
      role="alert"
      title={ERROR_SCREEN.title}
      message={ERROR_SCREEN.message}
      actions={[
        { label: ERROR_SCREEN.homeLabel, href: ERROR_SCREEN.homeHref },
        { label: ERROR_SCREEN.loginLabel, href: ERROR_SCREEN.loginHref, variant: 'secondary' },
      ]}
    />
  );
}

/** The catch-all not-found page, with a button to /dashboard. */
export function NotFoundScreen() {
  return (
    <MessageScreen
      title={NOT_FOUND_SCREEN.title}
      message={NOT_FOUND_SCREEN.message}
      actions={[{ label: NOT_FOUND_SCREEN.actionLabel, href: NOT_FOUND_SCREEN.actionHref }]}
    />
  );
}

/** /403: 'Page Not Available', with a button back to login. */
export function PageNotAvailableScreen() {
  return (
    <MessageScreen
      title={PAGE_NOT_AVAILABLE_SCREEN.title}
      message={PAGE_NOT_AVAILABLE_SCREEN.message}
      actions={[{ label: PAGE_NOT_AVAILABLE_SCREEN.actionLabel, href: PAGE_NOT_AVAILABLE_SCREEN.actionHref }]}
    />
  );
}
