import { vars } from './contract.css';
import type { Tone } from './tone';

/**
 * The colours of each tone, for the components' recipes: `foreground` for text and icons,
 * `surface` for a tinted background, `border` for the accent edge. Colour only repeats the tone:
 * every toned component also shows its tone icon or says it in text.
 */
export const toneColors: Readonly<Record<Tone, { foreground: string; surface: string; border: string }>> = {
  neutral: {
    foreground: vars.color.text,
    surface: vars.color.surfaceSunken,
    border: vars.color.borderStrong,
  },
  info: { foreground: vars.color.info, surface: vars.color.infoSurface, border: vars.color.info },
  success: { foreground: vars.color.success, surface: vars.color.successSurface, border: vars.color.success },
  warning: { foreground: vars.color.warning, surface: vars.color.warningSurface, border: vars.color.warning },
  danger: { foreground: vars.color.danger, surface: vars.color.dangerSurface, border: vars.color.danger },
};

/** Builds a recipe's `tone` variants from `toneColors`. */
export function toneVariants<S>(styleOf: (colors: (typeof toneColors)[Tone]) => S): Record<Tone, S> {
  return {
    neutral: styleOf(toneColors.neutral),
    info: styleOf(toneColors.info),
    success: styleOf(toneColors.success),
    warning: styleOf(toneColors.warning),
    danger: styleOf(toneColors.danger),
  };
}
