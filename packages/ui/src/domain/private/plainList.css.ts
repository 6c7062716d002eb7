import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A list without bullets or indent, its items one under the other 4 px apart (a figure's change lines). */
export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
