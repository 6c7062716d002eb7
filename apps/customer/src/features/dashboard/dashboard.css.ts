import { vars } from '@cairn/ui';
import { style } from '@vanilla-extract/css';

/** The holdings list: one row per asset, name on the left, figures lined up on the right. */
export const holdings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const holding = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto 4.5rem',
  alignItems: 'center',
  gap: vars.space['16'],
  paddingBlock: vars.space['12'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const amount = style({ textAlign: 'end' });

/** Weights share one column so the balances beside them line up. */
export const weight = style({
  textAlign: 'end',
  color: vars.color.textMuted,
});
