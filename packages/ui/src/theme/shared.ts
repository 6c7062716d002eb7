import { vars } from './contract.css';

/** The 4 px space scale, in rem so it follows the reader's font size (1rem = 16 px). */
export const SPACE_SCALE = {
  '0': '0',
  '4': '0.25rem',
  '8': '0.5rem',
  '12': '0.75rem',
  '16': '1rem',
  '24': '1.5rem',
  '32': '2rem',
  '48': '3rem',
  '64': '4rem',
} as const;

/** A step of the space scale, by its value in px. */
export type Space = keyof typeof SPACE_SCALE;

/** The font stack: Inter Variable (self-hosted, `font.css`), then the platform's UI font. */
export const FONT_STACK =
  '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Tokens that are the same in both colour modes. */
export const sharedTokens = {
  // Each tone reads its colour mode's flat tokens, so the two stay one source.
  tone: {
    neutral: {
      text: vars.color.neutral,
      surface: vars.color.neutralSurface,
      border: vars.color.neutralBorder,
    },
    info: { text: vars.color.info, surface: vars.color.infoSurface, border: vars.color.infoBorder },
    success: {
      text: vars.color.success,
      surface: vars.color.successSurface,
      border: vars.color.successBorder,
    },
    warning: {
      text: vars.color.warning,
      surface: vars.color.warningSurface,
      border: vars.color.warningBorder,
    },
    danger: { text: vars.color.danger, surface: vars.color.dangerSurface, border: vars.color.dangerBorder },
  },
  // The layout scale, and 2 px for hairline gaps inside compact controls (not a layout step).
  space: { ...SPACE_SCALE, '2': '0.125rem' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: FONT_STACK,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.5rem',
    sizeXxl: '2rem',
    sizeXxxl: '2.5rem',
    weightRegular: '400',
    weightMedium: '500',
    // Headings and emphasis: the scale stops at 600 (Inter at 700 reads heavy on dark surfaces).
    weightBold: '600',
    lineHeight: '1.5',
    lineHeightTight: '1.2',
    lineHeightHeading: '1.25',
    trackingTight: '-0.011em',
  },
  motion: { durationFast: '120ms', durationNormal: '200ms', easing: 'cubic-bezier(0, 0, 0.2, 1)' },
  zIndex: {
    base: '0',
    sticky: '10',
    popover: '100',
    overlay: '200',
    modal: '300',
    toast: '400',
    tooltip: '500',
  },
} as const;
