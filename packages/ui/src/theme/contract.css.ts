import { createGlobalThemeContract } from '@vanilla-extract/css';

const token = (name: string | null) => `cairn-${name ?? ''}`;

/**
 * The theme contract: semantic tokens only (`surface`, `textMuted`, `gain`, `loss`, ...), never raw
 * colours in components. Stable CSS variable names (`--cairn-color-surface`) so consumers of the
 * published stylesheet can read them too.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: 'color-background',
      surface: 'color-surface',
      surfaceRaised: 'color-surface-raised',
      surfaceSunken: 'color-surface-sunken',
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
      loss: 'color-loss',
      danger: 'color-danger',
      dangerSurface: 'color-danger-surface',
      warning: 'color-warning',
      warningSurface: 'color-warning-surface',
      success: 'color-success',
      successSurface: 'color-success-surface',
      info: 'color-info',
      infoSurface: 'color-info-surface',
      disabledText: 'color-disabled-text',
      disabledSurface: 'color-disabled-surface',
      overlay: 'color-overlay',
      skeleton: 'color-skeleton',
    },
    space: {
      none: 'space-none',
      xxs: 'space-xxs',
      xs: 'space-xs',
      sm: 'space-sm',
      md: 'space-md',
      lg: 'space-lg',
      xl: 'space-xl',
      xxl: 'space-xxl',
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
      weightRegular: 'font-weight-regular',
      weightMedium: 'font-weight-medium',
      weightBold: 'font-weight-bold',
      lineHeight: 'font-line-height',
      lineHeightTight: 'font-line-height-tight',
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
