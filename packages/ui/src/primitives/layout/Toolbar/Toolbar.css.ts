import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
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

export const end = style({ marginInlineStart: 'auto' });
