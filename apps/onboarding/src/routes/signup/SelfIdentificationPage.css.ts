import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/** Overview / Who you are / Features inside an account-type card: term above its text. */
export const details = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  paddingBlockStart: vars.space['12'],
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});

globalStyle(`${details} dt`, { fontWeight: vars.font.weightMedium, marginBlockStart: vars.space['8'] });
globalStyle(`${details} dt:first-child`, { marginBlockStart: 0 });
globalStyle(`${details} dd`, { margin: 0, color: vars.color.textMuted });

/**
 * The account types one under another in the flow's one 560 px column (the kit's cards would fit
 * two abreast and leave the third alone on a row).
 */
export const oneColumn = style({});

globalStyle(`${oneColumn} > div`, { gridTemplateColumns: 'minmax(0, 1fr)' });
