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
 * Account's sections: one calm column (issue 30), 720 px, so a section's quiet button sits beside its
 * title instead of a page's width away, and every form, fact list and Save button shares the
 * card's one right edge.
 */
export const sections = style({ maxWidth: '45rem' });

/** A section's header keeps its button on the title's line: the title and description wrap instead. */
export const sectionHeader = style({ flexWrap: 'nowrap' });

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
  minHeight: '2.25rem',
  paddingInlineStart: vars.space['12'],
  paddingInlineEnd: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
});

/** The chip's remove button: a round 28 px target inside the 36 px chip. */
export const chipRemove = style({
  minHeight: '1.75rem',
  minWidth: '1.75rem',
  padding: 0,
  borderRadius: vars.radius.pill,
});
