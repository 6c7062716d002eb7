import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { TONES, type Tone } from './tone';

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

type ToneColors = (typeof toneColors)[Tone];
type ToneStyle = NonNullable<StyleRule['selectors']>[string];

/**
 * A style's tone colours keyed by the `data-tone` attribute every toned component sets: on the
 * element itself (`'self'`), or on its parent (`'parent'`, for the tone icon inside it). One class
 * serves every tone, where a recipe's `tone` variant ships a class name per tone in the page's JS
 * (issue 26, "Kit size"). `:where()` keeps the weight of one class, as the variant's class had.
 */
export function toneSelectors(
  styleOf: (colors: ToneColors) => ToneStyle,
  on: 'self' | 'parent' = 'self',
): Pick<StyleRule, 'selectors'> {
  return {
    selectors: Object.fromEntries(
      TONES.map((tone) => [
        on === 'self' ? `&:where([data-tone="${tone}"])` : `:where([data-tone="${tone}"]) > &`,
        styleOf(toneColors[tone]),
      ]),
    ),
  };
}
