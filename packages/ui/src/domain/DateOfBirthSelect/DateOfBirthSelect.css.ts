import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The three selectors, equal in width (one row of three like parts), under the group's label as a
 * fieldset's legend: 8 px below it (the field's 4 px and this 4 px), so the group's label and the
 * selectors' own labels read as two levels, not one stack of labels.
 */
export const selectors = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['8'],
  marginBlockStart: vars.space['4'],
});
