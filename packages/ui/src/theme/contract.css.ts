import { createGlobalThemeContract } from '@vanilla-extract/css';

const token = (name: string | null) => `cairn-${name ?? ''}`;

/**
 * The theme contract: semantic tokens only (`surface`, `textMuted`, `gain`, `loss`, ...), never raw
 * colours in components. Stable CSS variable names (`--cairn-color-surface`) so consumers of the
 * published stylesheet can read them too.
 *
 * - Colour: layered neutrals (`background` < `surface` < `surfaceRaised`), hairlines (`borderSubtle`,
 *   `border`) and `borderStrong` for control boundaries (3:1); one accent, `primary`, for actions,
 *   links and the focus ring; `gain` / `loss` for marks and figures (AA as text too), `gainText` /
 *   `lossText` a step stronger, `gainSurface` / `lossSurface` behind them;
 *   each tone of `Tone` as text, surface and border (also grouped under `tone`).
 * - Space: one vocabulary, the 4 px scale named by pixel value (`space['16']`), the names layout
 *   props take; `space['2']` is the hairline step inside compact controls (badges, segments).
 * - Radius 6 / 10 / 16 px; type 12–40 px, headings 600, body 400; elevation only for overlays.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: 'color-background',
      surface: 'color-surface',
      surfaceRaised: 'color-surface-raised',
      surfaceSunken: 'color-surface-sunken',
      borderSubtle: 'color-border-subtle',
      border: 'color-border',
      borderStrong: 'color-border-strong',
      text: 'color-text',
      textMuted: 'color-text-muted',
      primary: 'color-primary',
      primaryHover: 'color-primary-hover',
      primaryPressed: 'color-primary-pressed',
      onPrimary: 'color-on-primary',
      secondaryHover: 'color-secondary-hover',
      focusRing: 'color-focus-ring',
      link: 'color-link',
      gain: 'color-gain',
      gainText: 'color-gain-text',
      gainSurface: 'color-gain-surface',
      loss: 'color-loss',
      lossText: 'color-loss-text',
      lossSurface: 'color-loss-surface',
      neutral: 'color-neutral',
      neutralSurface: 'color-neutral-surface',
      neutralBorder: 'color-neutral-border',
      danger: 'color-danger',
      dangerSurface: 'color-danger-surface',
      dangerBorder: 'color-danger-border',
      warning: 'color-warning',
      warningSurface: 'color-warning-surface',
      warningBorder: 'color-warning-border',
      success: 'color-success',
      successSurface: 'color-success-surface',
      successBorder: 'color-success-border',
      info: 'color-info',
      infoSurface: 'color-info-surface',
      infoBorder: 'color-info-border',
      disabledText: 'color-disabled-text',
      disabledSurface: 'color-disabled-surface',
      overlay: 'color-overlay',
      skeleton: 'color-skeleton',
    },
    /** The tones of `Tone` (`theme/tone.ts`), each as text, surface and border: `vars.tone[tone].text`. */
    tone: {
      neutral: { text: 'tone-neutral-text', surface: 'tone-neutral-surface', border: 'tone-neutral-border' },
      info: { text: 'tone-info-text', surface: 'tone-info-surface', border: 'tone-info-border' },
      success: { text: 'tone-success-text', surface: 'tone-success-surface', border: 'tone-success-border' },
      warning: { text: 'tone-warning-text', surface: 'tone-warning-surface', border: 'tone-warning-border' },
      danger: { text: 'tone-danger-text', surface: 'tone-danger-surface', border: 'tone-danger-border' },
    },
    space: {
      '0': 'space-0',
      '2': 'space-2',
      '4': 'space-4',
      '8': 'space-8',
      '12': 'space-12',
      '16': 'space-16',
      '24': 'space-24',
      '32': 'space-32',
      '48': 'space-48',
      '64': 'space-64',
    },
    radius: { sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg', pill: 'radius-pill' },
    font: {
      body: 'font-body',
      mono: 'font-mono',
      sizeXs: 'font-size-xs',
      sizeSm: 'font-size-sm',
      sizeMd: 'font-size-md',
      sizeLg: 'font-size-lg',
      sizeXl: 'font-size-xl',
      sizeXxl: 'font-size-xxl',
      sizeXxxl: 'font-size-xxxl',
      weightRegular: 'font-weight-regular',
      weightMedium: 'font-weight-medium',
      weightBold: 'font-weight-bold',
      lineHeight: 'font-line-height',
      lineHeightTight: 'font-line-height-tight',
      lineHeightHeading: 'font-line-height-heading',
      trackingTight: 'font-tracking-tight',
    },
    elevation: { low: 'elevation-low', medium: 'elevation-medium', high: 'elevation-high' },
    motion: {
      durationFast: 'motion-duration-fast',
      durationNormal: 'motion-duration-normal',
      easing: 'motion-easing',
    },
    zIndex: {
      base: 'z-base',
      sticky: 'z-sticky',
      popover: 'z-popover',
      overlay: 'z-overlay',
      modal: 'z-modal',
      toast: 'z-toast',
      tooltip: 'z-tooltip',
    },
  },
  token,
);
