import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The grid tracks of the header and every row, set inline from the columns (one template for all). */
export const COLUMNS_VAR = '--editable-list-columns';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'], minWidth: 0 });

const grid = style({
  display: 'grid',
  gridTemplateColumns: `var(${COLUMNS_VAR})`,
  columnGap: vars.space['12'],
  alignItems: 'start',
});

export const header = style([
  grid,
  {
    paddingBlockEnd: vars.space['4'],
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    lineHeight: '1.25rem',
  },
]);

export const headerCell = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  // Empty, it stays (a form focuses it) but takes no gap: the empty line comes first.
  selectors: { '&:empty': { marginBlockEnd: `calc(-1 * ${vars.space['8']})` } },
});

// Hairline rows, no boxes: the list reads as a table of inputs (DESIGN.md "Admin").
export const row = style([
  grid,
  {
    paddingBlock: vars.space['8'],
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

// The cells hold kit fields: they may shrink below their content's width.
globalStyle(`${row} > *`, { minWidth: 0 });

export const remove = style({
  width: '2.5rem',
  paddingInline: 0,
  color: vars.color.textMuted,
  selectors: { '&[data-hovered], &[data-focus-visible]': { color: vars.color.danger } },
});

// The first line of an empty list, at the gap its container puts under any header (its
// description then stands as far from it as from a first field: a 36 px gap was uneven, issue 30).
export const empty = style({
  paddingBlockEnd: vars.space['12'],
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  paddingBlockStart: vars.space['4'],
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  selectors: { '&:empty': { display: 'none' } },
});
