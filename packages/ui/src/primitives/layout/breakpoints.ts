/**
 * The layout breakpoints (px). Below `tablet` columns stack and the app's side navigation moves
 * above the content; from `desktop` the onboarding header holds the stepper between brand and links.
 */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;

/** A media query for viewports narrower than a breakpoint. */
export const below = (breakpoint: keyof typeof BREAKPOINTS) =>
  `screen and (max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`;
