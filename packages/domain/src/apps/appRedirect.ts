import { DEFAULT_MOBILE_APP_SCHEME } from '../constants';

/**
 * Where /appredirect forwards (doc 1 §2.1): the mobile app's custom URL scheme with the page's
 * query string, unchanged ('?code=1&x=2' gives 'cairn://?code=1&x=2'). Without a query, the bare
 * scheme opens the app.
 */
export function appRedirectUrl(search: string, scheme: string = DEFAULT_MOBILE_APP_SCHEME): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? scheme : `${scheme}?${query}`;
}
