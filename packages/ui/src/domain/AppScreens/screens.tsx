import { CircleAlert, Compass, Lock } from 'lucide-react';
import { MessageScreen, type MessageScreenProps } from '../../primitives/screens/Screen/Screen';
import {
  errorScreen as ERROR_SCREEN,
  notFoundScreen as NOT_FOUND_SCREEN,
  pageNotAvailableScreen as PAGE_NOT_AVAILABLE_SCREEN,
} from './screenTexts.css';

/**
 * What the app screens take: where they stand (the whole page, or a template's content). A screen
 * is also a router's route component (`<Route component={NotFoundScreen} />`): the route's
 * `params` are accepted and ignored.
 */
export type AppScreenProps = Pick<MessageScreenProps, 'variant'> & { params?: unknown };

/**
 * The route render error screen of the spec: 'Uh oh! Sorry, something went wrong on our end...'
 * with 'Cairn Home' (/dashboard) and 'Cairn Login' (/). Announced as an alert.
 */
export function ErrorScreen({ variant }: AppScreenProps = {}) {
  return (
    <MessageScreen
      role="alert"
      icon={CircleAlert}
      title={ERROR_SCREEN.title}
      message={ERROR_SCREEN.message}
      actions={[
        { label: ERROR_SCREEN.homeLabel, href: ERROR_SCREEN.homeHref },
        { label: ERROR_SCREEN.loginLabel, href: ERROR_SCREEN.loginHref, variant: 'secondary' },
      ]}
      {...(variant ? { variant } : {})}
    />
  );
}

/** The catch-all not-found page, with a button to /dashboard. */
export function NotFoundScreen({ variant }: AppScreenProps = {}) {
  return (
    <MessageScreen
      icon={Compass}
      title={NOT_FOUND_SCREEN.title}
      message={NOT_FOUND_SCREEN.message}
      actions={[{ label: NOT_FOUND_SCREEN.actionLabel, href: NOT_FOUND_SCREEN.actionHref }]}
      {...(variant ? { variant } : {})}
    />
  );
}

/** /403: 'Page Not Available', with a button back to login. */
export function PageNotAvailableScreen({ variant }: AppScreenProps = {}) {
  return (
    <MessageScreen
      icon={Lock}
      title={PAGE_NOT_AVAILABLE_SCREEN.title}
      message={PAGE_NOT_AVAILABLE_SCREEN.message}
      actions={[{ label: PAGE_NOT_AVAILABLE_SCREEN.actionLabel, href: PAGE_NOT_AVAILABLE_SCREEN.actionHref }]}
      {...(variant ? { variant } : {})}
    />
  );
}
