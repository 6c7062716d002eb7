import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.background,
  borderRadius: vars.radius.sm,
});
