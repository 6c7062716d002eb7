import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The three selectors, equal in width (one row of three like parts), under the group's one label as
 * any field's box is under its label, 16 px apart like the other rows of fields (City / State / Zip).
 */
export const selectors = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['16'],
});
