import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { modal } from '../Dialog/Dialog.css';

/** The progress line: the count (and the step's name) over a thin bar. */
export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

export const progressText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightRegular,
  lineHeight: '1.25rem',
  outline: 'none',
});

/** The step's name after the count: the band's words, in the text colour. */
export const stepName = style({ color: vars.color.text, fontWeight: vars.font.weightMedium });

export const track = style({
  blockSize: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
  selectors: { '&[data-empty]': { visibility: 'hidden' } },
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
});

/**
 * A step's content, from the top of the body down (a short step leaves its room under it). Its
 * paragraphs wrap with no lone last word ('again.', 'own.', 'your bank.' alone on a line, review 12).
 */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
  textWrapStyle: 'pretty',
});

/**
 * The flow's least panel height (issue 30, session 11): every short step takes it, so the footer
 * (Back, the primary) stays put from one short step to the next; a taller step grows the panel
 * downward (its top edge pinned) up to the window's cap (the top-placed panel's `maxHeight`), then
 * scrolls in the body under the pinned footer. A fixed height for the tallest step left the short
 * steps of the Transfer flows 300 to 480 px of empty panel. `sm` for a flow of short steps (a field,
 * a code), `md` for fact lists and small forms, `lg` for a long form or a wide fact list.
 */
for (const [name, height] of [
  ['sm', '28rem'],
  ['md', '38rem'],
  ['lg', '44rem'],
]) {
  // On the panel, from the step's content (`data-height`): CSS, no class for the panel to take.
  globalStyle(`${modal}:has(${content}[data-height=${name}])`, { minHeight: height });
}

/**
 * While a new step settles (350 ms after it arrives or the footer moves, `data-settling`), nothing in
 * the panel takes the pointer: the second press of a double-click falls on the panel itself.
 */
globalStyle(`${modal}:has(${content}[data-settling]) *`, { pointerEvents: 'none' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['8'],
  width: '100%',
});

/** A submit step's confirmation: the footer's first line, the actions under it; a hairline above. */
export const confirmation = style({
  width: '100%',
  paddingBlock: `${vars.space['12']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

// Back sits at the start of the row, the way forward at its end (DESIGN.md "Forms").
export const back = style({ marginInlineEnd: 'auto' });

/** Where a form's error summary shows: under the progress line, before the step's heading. */
export const summarySlot = style({ selectors: { '&:empty': { display: 'none' } } });
