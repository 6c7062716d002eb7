import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

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
 * An account form's fields and its Save Changes: 560 px (issue 30: fields sized by their content in
 * a column of at most 560 px, the onboarding forms' width), City / State / Zip side by side. The
 * page itself takes the app's column like every other page (its title on the app's title edge, the
 * cards its full width); Save Changes ends on the form's right edge, not the card's.
 */
export const formColumn = style({ maxWidth: '35rem' });

/** A section's header keeps its button on the title's line: the title and description wrap instead. */
export const sectionHeader = style({
  flexWrap: 'nowrap',
  // On a narrow window the button goes under the title rather than squeeze it to a word a line.
  '@media': { 'screen and (max-width: 39.99rem)': { flexWrap: 'wrap' } },
});

// The button keeps its one line (the header no longer wraps it under the title).
globalStyle(`${sectionHeader} > :nth-child(2)`, { flexShrink: 0 });

/** A phone number inside a sentence: never broken across lines ('(202) 555-' / '0147'). */
export const phone = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
