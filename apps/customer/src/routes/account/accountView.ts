/**
 * The Account page's view states (doc 2 §4 "Asset exclusions"): recommendation update, withdrawal
 * success, exclude assets, confirm exclude assets (cancel returns to exclude assets), success. The
 * exclusions themselves (the picker's search, what confirming does) are the domain's rules.
 */

/** What the Account page shows over itself. */
export type AccountView =
  | { readonly view: 'NONE' }
  /** The recommended style changed: the app goes to the marketplace, which announces it. */
  | { readonly view: 'RECOMMENDATION_UPDATE' }
  /** The full withdrawal of the deactivation wizard was sent. */
  | { readonly view: 'WITHDRAWAL_SUCCESS' }
  /** The asset picker, with the assets chosen so far. */
  | { readonly view: 'EXCLUDE_ASSETS'; readonly chosen: readonly string[] }
  /** The confirmation of the chosen assets (never empty). */
  | { readonly view: 'CONFIRM_EXCLUDE_ASSETS'; readonly chosen: readonly string[] }
  /** The exclusions were stored as pending. */
  | { readonly view: 'SUCCESS' };

/** What moves the Account page's view. */
export type AccountViewEvent =
  | { readonly type: 'OPEN_EXCLUSIONS' }
  | { readonly type: 'CHOOSE'; readonly chosen: readonly string[] }
  /** Continue on the picker. */
  | { readonly type: 'REVIEW' }
  /** Cancel: from the confirmation back to the picker (the choice kept), else closed. */
  | { readonly type: 'CANCEL' }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'RECOMMENDATION_CHANGED' }
  | { readonly type: 'WITHDRAWAL_SENT' }
  | { readonly type: 'CLOSE' };

/** Nothing over the page. */
export const ACCOUNT_VIEW_NONE: AccountView = { view: 'NONE' };

/** The next view of the Account page; events that do not apply leave it as it is. */
export function accountView(state: AccountView, event: AccountViewEvent): AccountView {
  switch (event.type) {
    case 'OPEN_EXCLUSIONS':
      return state.view === 'NONE' ? { view: 'EXCLUDE_ASSETS', chosen: [] } : state;
    case 'CHOOSE':
      return state.view === 'EXCLUDE_ASSETS' ? { view: 'EXCLUDE_ASSETS', chosen: [...event.chosen] } : state;
    case 'REVIEW':
      return state.view === 'EXCLUDE_ASSETS' && state.chosen.length > 0
        ? { view: 'CONFIRM_EXCLUDE_ASSETS', chosen: state.chosen }
        : state;
    case 'CANCEL':
      if (state.view === 'CONFIRM_EXCLUDE_ASSETS') return { view: 'EXCLUDE_ASSETS', chosen: state.chosen };
      return state.view === 'EXCLUDE_ASSETS' ? ACCOUNT_VIEW_NONE : state;
    case 'CONFIRM':
      return state.view === 'CONFIRM_EXCLUDE_ASSETS' ? { view: 'SUCCESS' } : state;
    case 'RECOMMENDATION_CHANGED':
      return { view: 'RECOMMENDATION_UPDATE' };
    case 'WITHDRAWAL_SENT':
      return { view: 'WITHDRAWAL_SUCCESS' };
    case 'CLOSE':
      return ACCOUNT_VIEW_NONE;
  }
}
