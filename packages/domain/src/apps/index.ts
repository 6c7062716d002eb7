export { appRedirectUrl } from './appRedirect';
export { LOGIN_RETURN_PARAM, loginPathReturningTo, returnPathFromQuery, safeReturnPath } from './loginReturn';
export {
  areaRouteForPath,
  matchesRoute,
  type NavIconOf,
  type PageIdOf,
  ROUTES,
  type Route,
  type RouteAccess,
  type RouteDefinition,
  type RouteId,
  type RouteIdOf,
  type RouteNav,
  type RoutePathOf,
  route,
  routeForPath,
  routeHref,
  routePath,
  routesOf,
} from './manifest';
export {
  APPS,
  type AppName,
  appForPath,
  appForPathIn,
  assetPrefix,
  PATH_TABLE,
  type PathTableEntry,
} from './paths';
export {
  APP_REDIRECT_TEXT,
  DESKTOP_ONLY_SCREEN,
  ERROR_SCREEN,
  LOAD_STATE_TEXTS,
  NOT_FOUND_SCREEN,
  PAGE_NOT_AVAILABLE_SCREEN,
} from './screens';
