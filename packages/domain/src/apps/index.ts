export { appRedirectUrl } from './appRedirect';
export {
  loginPathReturningTo,
  returnPathFromQuery,
} from './loginReturn';
export {
  APPS,
  type AppName,
  appForPath,
  assetPrefix,
  PATH_TABLE,
} from './paths';
export {
  APP_REDIRECT_TEXT,
  DESKTOP_ONLY_SCREEN,
  ERROR_SCREEN,
  LOAD_STATE_TEXTS,
  NOT_FOUND_SCREEN,
  PAGE_NOT_AVAILABLE_SCREEN,
} from './screens';
