import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/**
 * Scrolls a wide table inside a narrow column; the containing block of what a cell positions
 * absolutely, so nothing sits outside it.
 */
export const scroll = style({ overflowX: 'auto', minWidth: 0, position: 'relative' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space['8'],
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

const cellBase = {
  padding: `${vars.space['4']} ${vars.space['8']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
} as const;

export const headerCell = style({
  ...cellBase,
  textAlign: 'left',
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  borderBottomColor: vars.color.borderStrong,
});

export const cell = style({ ...cellBase, textAlign: 'left', fontWeight: vars.font.weightRegular });

/** Amounts line up at the end; tabular digits come with each figure's number, not the cell. */
export const amount = style({ textAlign: 'end' });

export const totalRow = style({ fontWeight: vars.font.weightBold });

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const warning = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.warning });
