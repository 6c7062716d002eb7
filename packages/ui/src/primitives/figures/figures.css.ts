import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A figure: kept on one line, its parts on a shared baseline. */
export const figure = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.25em',
  whiteSpace: 'nowrap',
});

/**
 * Tabular digits on the numeric span only: columns of figures line up, while labels and units
 * beside them keep their proportional glyphs (tabular hyphens in a label read as "Short - term").
 */
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

/** A missing figure's mark ('--'): muted, so an empty value does not read as a figure. */
export const missingMark = style({ color: vars.color.textMuted });

/** A unit after a quantity ('BTC'): the label's colour, not tabular. */
export const unit = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular });

export const trend = styleVariants({
  gain: { color: vars.color.gainText },
  loss: { color: vars.color.lossText },
  none: {},
});

/** The arrow of a change sits on the text's centre line, at the text's size. */
export const arrow = style({ alignSelf: 'center', width: '1em', height: '1em', flexShrink: 0 });
