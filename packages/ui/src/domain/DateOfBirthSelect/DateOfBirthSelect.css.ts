import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const selectors = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 1.4fr) minmax(5.5rem, 1fr) minmax(5.5rem, 1fr)',
  gap: vars.space.sm,
});
