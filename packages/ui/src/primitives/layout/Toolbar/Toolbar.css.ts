import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// One row: the filters shrink (their own content wraps or scrolls), the actions keep their place at
// the row's end, on the filters' centre line.
export const toolbar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  minWidth: 0,
});

export const side = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['8'],
  minWidth: 0,
});

export const end = style({ marginInlineStart: 'auto', flexShrink: 0 });
