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
 * Account's sections: one calm column (issue 30) of 800 px cards, each section's quiet button beside
 * its title, a card's width from its content (fact lists, chips, people) and its actions at its
 * right edge.
 */
export const sections = style({ maxWidth: '50rem' });

/**
 * An account form's fields: 560 px (issue 30: fields sized by their content in a column of at most
 * 560 px, the onboarding forms' width), City / State / Zip side by side; Save Changes stays at the
 * card's right edge, under its section's button.
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

/** A section's content under its header, stacked. */
export const sectionContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
  minWidth: 0,
});

/** The excluded assets as chips: each asset, its pending badge and its remove button. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['8'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['8'],
  paddingInlineStart: vars.space['12'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
});

/** The chip's remove button: a round 36 px target at the chip's end. */
export const chipRemove = style({
  minWidth: '2.25rem',
  padding: 0,
  borderRadius: vars.radius.pill,
});

/** A phone number inside a sentence: never broken across lines ('(202) 555-' / '0147'). */
export const phone = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
