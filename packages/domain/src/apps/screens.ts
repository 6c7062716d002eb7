import { PRODUCT_NAME } from '../constants';
import { routePath } from './manifest';

/**
 * The route render error screen (doc 1 §2.1, doc 2 §2, doc 3 §2): shown by every app's error
 * boundary, which also reports the error. The buttons lead to /dashboard and to the root.
 */
export const ERROR_SCREEN = {
  title: 'Uh oh!',
  message: 'Sorry, something went wrong on our end. Our team has been notified...',
  homeLabel: `${PRODUCT_NAME} Home`,
  homeHref: routePath('dashboard'),
  loginLabel: `${PRODUCT_NAME} Login`,
  loginHref: routePath('root'),
} as const;

/** The catch-all not-found page (doc 1 §2.1): a button to /dashboard. Wording decided by the project. */
export const NOT_FOUND_SCREEN = {
  title: 'Page Not Found',
  message: 'The page you are looking for does not exist or has moved.',
  actionLabel: 'Go to Dashboard',
  actionHref: routePath('dashboard'),
} as const;

/** /403 (doc 1 §2.1, doc 3 §2): 'Page Not Available', with a button back to login. */
export const PAGE_NOT_AVAILABLE_SCREEN = {
  title: 'Page Not Available',
  message: 'This page is not accessible to you.',
  actionLabel: 'Back to Login',
  actionHref: routePath('login'),
} as const;

/** The desktop-only page shown at / on mobile devices (doc 1 §1, §2.1; doc 3 §2). */
export const DESKTOP_ONLY_SCREEN = {
  title: `${PRODUCT_NAME} is available on desktop only`,
  message: 'Please use a desktop computer to sign up or log in.',
  actionLabel: `Back to ${PRODUCT_NAME} homepage`,
} as const;

/** /appredirect's text while it forwards to the mobile app (doc 1 §2.1). */
export const APP_REDIRECT_TEXT = 'Opening the app...';

/**
 * A read's loading and failure states (the kit's `LoadState`), in the project's words: the spec
 * gives none beyond the generic error toast, which has already shown when a read fails.
 */
export const LOAD_STATE_TEXTS = {
  loading: 'Loading',
  failed: 'We could not load this page.',
  retry: 'Try again',
} as const;
