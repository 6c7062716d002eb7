import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  paddingBlock: vars.space['12'],
  minWidth: 0,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.borderSubtle}` } },
});

/** A row laid out on `RowList`'s `columns` (set inline: the template is the caller's). */
export const gridRow = style({ display: 'grid', gap: vars.space['16'] });
