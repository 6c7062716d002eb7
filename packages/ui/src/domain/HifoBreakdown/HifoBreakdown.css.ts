import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space.sm,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

const cellBase = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
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

/** Amounts line up on the right in tabular figures. */
export const amount = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const totalRow = style({ fontWeight: vars.font.weightBold });

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const warning = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.warning });
