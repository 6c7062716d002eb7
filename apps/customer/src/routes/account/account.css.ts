import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The picker's choices: a scrolling column, so the dialog keeps its size while the list is long. */
export const assetChoices = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['8'],
  // No scroller of its own: the dialog's body is the one scroll body (issue 30); the count under
  // the grid says how many there are.
});

/**
 * An account form's column: 560 px (the onboarding forms' width), so address lines are sized for an
 * address, not for the card; City / State / Zip share its row and Save sits at its bottom right.
 */
export const formColumn = style({ maxWidth: '35rem' });
