import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../theme/controlSize';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
  minWidth: '18rem',
  padding: vars.space['24'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['8'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const infoButton = style({
  minHeight: CONTROL_MIN_HEIGHT,
  minWidth: CONTROL_MIN_HEIGHT,
  padding: vars.space['2'],
});

export const period = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeMd,
});

export const rowHeader = style({
  padding: `${vars.space['8']} 0`,
  textAlign: 'left',
  fontWeight: vars.font.weightRegular,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    'tr:last-child > &': { fontWeight: vars.font.weightBold, borderBottom: 'none' },
  },
});

/** A value cell: the figure (`Delta`) carries its sign, arrow and colour. */
export const value = style({
  padding: `${vars.space['8']} 0`,
  textAlign: 'right',
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    'tr:last-child > &': { fontWeight: vars.font.weightBold, borderBottom: 'none' },
  },
});

export const skeletonCell = style({ display: 'inline-block', width: '6rem' });
