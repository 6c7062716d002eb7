// The public surface of @cairn/app-shell: what every Cairn app is built in.
export { CairnApp, type CairnAppProps } from './CairnApp';
export { isMobileUserAgent, type UserAgentInfo } from './device';
export {
  DRAFTS_STORAGE_PREFIX,
  DRAFTS_STORAGE_VERSION,
  draftsStorageKey,
  parseStoredDrafts,
  serializeStoredDrafts,
} from './draftStorage';
export { MAIN_ID, useFocusNeverLost, useFocusOnStep } from './focus';
export { type Access, RouteGuard, type RouteGuardProps, useSignedInAccess } from './guard';
export { AppNameContext, type Go, loadPage, ownsPath, useAppName, useGo } from './navigation';
export { FramedPage, pageRoutes } from './pageRoutes';
export {
  type AppPage,
  type AppRedirect,
  type PageFrame,
  type PageSpec,
  pageTable,
  redirectsOf,
} from './pages';
export { pageTitle, usePageTitle } from './pageTitle';
export { type SessionEndNoticeState, useSessionEndNotice } from './sessionEndNotice';
