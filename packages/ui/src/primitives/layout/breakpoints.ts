/**
 * The layout breakpoints (px). Below `tablet` columns stack and the app's side navigation moves
 * above the content; from `desktop` the onboarding header holds the stepper between brand and links;
 * from `wide` a page's columns of short content stand side by side (`Columns collapseBelow="wide"`).
 */
export const BREAKPOINTS = { tablet: 768, desktop: 1024, wide: 1600 } as const;

/** A media query for viewports narrower than a breakpoint. */
export const below = (breakpoint: keyof typeof BREAKPOINTS) =>
  `screen and (max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`;

/** A media query for viewports at least as wide as a breakpoint (the sprinkles' conditions). */
export const from = (breakpoint: keyof typeof BREAKPOINTS) =>
  `screen and (min-width: ${BREAKPOINTS[breakpoint]}px)`;
