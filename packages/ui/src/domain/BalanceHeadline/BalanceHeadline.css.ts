import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The currency symbol lighter than the digits (DESIGN.md: large figures). */
export const currencySymbol = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weightRegular,
  marginInlineEnd: '0.1em',
});

/** The change lines: one per period, the figures first, the period's name after. */
export { plainList as changes } from '../private/plainList.css';

export const change = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['12'],
  rowGap: vars.space['4'],
});
