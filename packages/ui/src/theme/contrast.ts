import type { ColorTokens } from './palettes';

/** A colour token name. */
export type ColorToken = keyof ColorTokens;

/** A foreground that must stand out from a background by at least `min` (WCAG 2.2 contrast). */
export interface ContrastRequirement {
  readonly foreground: ColorToken;
  readonly background: ColorToken;
  /** 7 for body text (AAA), 4.5 for other text (AA, 1.4.3), 3 for borders, rings and graphics (1.4.11). */
  readonly min: 7 | 4.5 | 3;
}

/** Every surface text and controls sit on. */
export const SURFACES = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'secondaryHover',
] as const satisfies readonly ColorToken[];

/** Text tokens besides body text: AA on every surface (`gain` / `loss` too: components write figures in them). */
export const TEXT_TOKENS = [
  'textMuted',
  'link',
  'gain',
  'loss',
  'gainText',
  'lossText',
  'neutral',
  'info',
  'success',
  'warning',
  'danger',
] as const satisfies readonly ColorToken[];

/** Non-text tokens that must be seen (control boundaries, focus, the accent): 3:1. */
export const GRAPHIC_TOKENS = [
  'borderStrong',
  'focusRing',
  'primary',
] as const satisfies readonly ColorToken[];

const TONE_PAIRS = [
  ['neutral', 'neutralSurface'],
  ['info', 'infoSurface'],
  ['success', 'successSurface'],
  ['warning', 'warningSurface'],
  ['danger', 'dangerSurface'],
  ['gainText', 'gainSurface'],
  ['lossText', 'lossSurface'],
] as const satisfies readonly (readonly [ColorToken, ColorToken])[];

/**
 * What both palettes promise: body text AAA on every surface; every other text AA on every surface
 * and on its tone's own surface (body text too, for banners); disabled text AA on its surfaces; text
 * on the accent and danger fills AA; control borders, the focus ring and the accent 3:1. Checked live in both themes by
 * `contrast.test.tsx` and shown with figures in Storybook (Foundations/Colours).
 */
export const CONTRAST_REQUIREMENTS: readonly ContrastRequirement[] = [
  ...SURFACES.map((background) => ({ foreground: 'text' as const, background, min: 7 as const })),
  ...TEXT_TOKENS.flatMap((foreground) =>
    SURFACES.map((background) => ({ foreground, background, min: 4.5 as const })),
  ),
  ...TONE_PAIRS.flatMap(([foreground, background]) => [
    { foreground, background, min: 4.5 as const },
    { foreground: 'text' as const, background, min: 4.5 as const },
  ]),
  // Disabled text is exempt in WCAG, but the kit also greys out explanations (a 'Coming soon' card):
  // it stays readable.
  ...(['disabledSurface', 'background', 'surface', 'surfaceRaised'] as const).map((background) => ({
    foreground: 'disabledText' as const,
    background,
    min: 4.5 as const,
  })),
  ...(['primary', 'primaryHover', 'primaryPressed', 'danger'] as const).map((background) => ({
    foreground: 'onPrimary' as const,
    background,
    min: 4.5 as const,
  })),
  ...GRAPHIC_TOKENS.flatMap((foreground) =>
    SURFACES.map((background) => ({ foreground, background, min: 3 as const })),
  ),
];
