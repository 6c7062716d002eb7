import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const sizes = {
  xs: { fontSize: vars.font.sizeXs, lineHeight: '1rem' },
  sm: { fontSize: vars.font.sizeSm, lineHeight: '1.25rem' },
  md: { fontSize: vars.font.sizeMd, lineHeight: '1.5rem' },
  lg: { fontSize: vars.font.sizeLg, lineHeight: '1.75rem' },
  xl: { fontSize: vars.font.sizeXl, lineHeight: '2rem', letterSpacing: vars.font.trackingTight },
  xxl: { fontSize: vars.font.sizeXxl, lineHeight: '2.5rem', letterSpacing: '-0.017em' },
  xxxl: { fontSize: vars.font.sizeXxxl, lineHeight: '3rem', letterSpacing: '-0.02em' },
};

const weights = {
  regular: { fontWeight: vars.font.weightRegular },
  medium: { fontWeight: vars.font.weightMedium },
  bold: { fontWeight: vars.font.weightBold },
};

const tones = {
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  gain: { color: vars.color.gainText },
  loss: { color: vars.color.lossText },
  neutral: { color: vars.tone.neutral.text },
  info: { color: vars.tone.info.text },
  success: { color: vars.tone.success.text },
  warning: { color: vars.tone.warning.text },
  danger: { color: vars.tone.danger.text },
};

const aligns = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const;

/** One selector per value of a `data-*` attribute, weighing one class (see `variantRules`). */
const byAttribute = (attributes: string[], values: Record<string, Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(values).map(([value, rule]) => [
      `&:where(${attributes.map((attribute) => `[data-${attribute}=${value}]`).join(', ')})`,
      rule,
    ]),
  );

/**
 * The type scale (12, 14, 16, 18, 24, 32, 40 px, each with its line height on a 4 px rhythm and,
 * from 24 px up, slightly tighter tracking as Inter wants at display sizes), the weights, the
 * colours and the alignments of `Text`, `Heading` and `Figure`, as selectors of one class on the
 * `data-size`, `data-weight`, `data-tone` (or a figure's `data-trend`) and `data-align` the
 * components set: no class map in the page's JS.
 */
export const typography = style({
  selectors: {
    ...byAttribute(['size'], sizes),
    ...byAttribute(['weight'], weights),
    ...byAttribute(['tone', 'trend'], tones),
    ...byAttribute(['align'], aligns),
  },
});

export const text = style({ margin: 0, fontFamily: vars.font.body });

export const heading = style({ margin: 0, fontFamily: vars.font.body, color: vars.color.text });

// A heading focused after navigation (PageHeader) shows no ring: it is a reading position, not a control.
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

export const figure = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.25em',
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const figureIcon = style({ alignSelf: 'center' });

export const unit = style({
  fontSize: '0.6em',
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
  letterSpacing: 0,
});
