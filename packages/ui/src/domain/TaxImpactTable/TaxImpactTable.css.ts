import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  minWidth: 0,
  color: vars.color.text,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['8'] });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: '1.5rem',
});

export const paragraph = style({ margin: 0, fontSize: vars.font.sizeSm, lineHeight: '1.25rem' });

export const muted = style([paragraph, { color: vars.color.textMuted }]);

export const scroll = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space['8'],
  fontWeight: vars.font.weightMedium,
});

const cellBase = {
  padding: `${vars.space['8']} ${vars.space['8']}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  whiteSpace: 'nowrap',
  textAlign: 'start',
} as const;

export const headerCell = style({
  ...cellBase,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  borderBottomColor: vars.color.border,
});

export const cell = style({ ...cellBase, fontWeight: vars.font.weightRegular });

/** Amounts line up on the right in tabular figures. */
// Tabular digits come with each figure's number, not the cell (a cell's words keep their glyphs).
export const amount = style({ textAlign: 'end' });

export const totalRow = style({ fontWeight: vars.font.weightBold });

/** One term's gain in the Gain column, its tag under it. */
export const gain = style({ display: 'block' });

export const flag = style({
  display: 'block',
  whiteSpace: 'normal',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightRegular,
});

export const totals = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['12'],
  '@media': { 'screen and (max-width: 479.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['12'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceSunken,
});

export const totalTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  lineHeight: '1rem',
});

export const totalValue = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightMedium,
});
