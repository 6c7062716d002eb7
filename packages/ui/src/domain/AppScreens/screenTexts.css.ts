import { ERROR_SCREEN, NOT_FOUND_SCREEN, PAGE_NOT_AVAILABLE_SCREEN } from '@cairn/domain';

/**
 * The app screens' words and links, evaluated here, where vanilla-extract runs the module at build
 * time: their links come from the route manifest (`routePath`), which the built kit then need not
 * hold (issue 26, "Kit size, part 2"). The same values as the domain's.
 */
export const errorScreen = { ...ERROR_SCREEN };
export const notFoundScreen = { ...NOT_FOUND_SCREEN };
export const pageNotAvailableScreen = { ...PAGE_NOT_AVAILABLE_SCREEN };
