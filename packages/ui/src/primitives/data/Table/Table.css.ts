import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'], width: '100%' });

export const scroller = style({
  overflow: 'auto',
  // The containing block of what a cell positions absolutely (a figure's screen-reader word is
  // visually hidden so): without it that text sat at its static place far right of a narrow
  // window, outside the scroller, and the whole page scrolled sideways at 320 px.
  position: 'relative',
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // Its width is what a wide table's cells tighten on (`wideNarrow`).
  containerType: 'inline-size',
});

/**
 * A table of eight columns or more in a box under 64 rem (the Tax Center's Gains Lot by Lot at
 * 1280 px) takes 12 px cell padding instead of 16, so its last column is not cut off at the
 * scroller's edge; narrower tables and wider boxes keep 16.
 */
const wideNarrow = {
  '@container': {
    '(max-width: 64rem)': {
      selectors: { 'table:has(th:nth-child(8)) &': { paddingInline: vars.space['12'] } },
    },
  },
} as const;

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/**
 * The column that takes the spare width (`fill`, usually the name): in a table that has one, every
 * other column is as narrow as its content, on one line (issue 30: names, sectors and dates wrapped
 * in two-line rows while a wide column stayed half empty), and this one gets the rest; only it may
 * wrap, when the table has no room left. (`&&` wins over the cells' `nowrap`.)
 */
export const fill = style({ selectors: { '&&': { whiteSpace: 'normal' } } });

/** In a table with a `fill` column, the other columns shrink to their content. */
const besideFill = `table:has(${fill}) &:not(${fill})`;

export const column = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  // A fixed height, as the rows have: the header's inline-flex text and arrow made it 40.5 px.
  height: '2.5rem',
  padding: `0 ${vars.space['16']}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  ...wideNarrow,
  selectors: {
    [besideFill]: { width: '1%' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    '&[data-sort-direction]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

// Tabular digits belong to a figure's number (the kit's Money, Quantity, Percent, Delta), never to
// the whole cell: on a cell they widen its hyphens and words ("Short - term", "- 37.10%").
// A right-aligned (figures) column is as narrow as its widest figure, so figure columns sit side by
// side at the table's right end and the text columns take the rest (issue 30: the dashboard's
// Balance floated mid-table, 450 px from its name).
// Several figure columns may share the spare width instead (`fill` on each: Trade History's four
// figures, so the asset name no longer takes 450 px while the figures crowd the right end); a figure
// still never wraps.
export const alignEnd = style({
  textAlign: 'end',
  width: '1%',
  whiteSpace: 'nowrap',
  selectors: { [`&${fill}`]: { width: 'auto', whiteSpace: 'nowrap' } },
});

/**
 * A header's text and its sort arrow. In a right-aligned column the arrow comes first, so the
 * header's text ends on the same edge as its figures (sorted or not, empty or not).
 */
export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  selectors: { [`${alignEnd} > &`]: { flexDirection: 'row-reverse' } },
});

/**
 * The sort arrow: on the sorted column only (issue 30: an arrow on every column hid which one
 * sorts); another sortable column shows its arrow faintly on hover or keyboard focus, as a hint.
 * Its room is kept, so a header never shifts when the sort moves.
 */
export const sortIcon = style({
  flex: 'none',
  opacity: 0,
  selectors: {
    '[data-hovered] &, [data-focus-visible] &': { opacity: 0.5 },
    '[data-sort-direction] &': { opacity: 1 },
    '[data-sort-direction="descending"] &': { transform: 'rotate(180deg)' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/**
 * One row height per table (issue 30): 44 px, 40 px in the denser admin console; a cell's content
 * (a badge, a small button, a link) centres in it, and a wrapped line makes a row taller, never shorter.
 */
export const cell = style({
  height: '2.75rem',
  whiteSpace: 'nowrap',
  // Little padding above and below: a 36 px control fits a 40 px row.
  padding: `${vars.space['2']} ${vars.space['16']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  outline: 'none',
  ...wideNarrow,
  selectors: {
    [besideFill]: { width: '1%' },
    'tr:last-child > &': { borderBottom: 'none' },
    '[data-density="compact"] &': { height: '2.5rem' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const empty = style({
  padding: `${vars.space['32']} ${vars.space['16']}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/**
 * Paging under a table, joined to its frame as its last line (issue 30: the 5-row pages the spec
 * fixes): the count ('5 of 1,710') at the start, 'Load More...' at the end, so the table ends with
 * its own paging instead of a line floating under it.
 */
export const loadMore = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  marginTop: `calc(-1 * ${vars.space['8']})`,
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['4']} ${vars.space['16']}`,
  border: `1px solid ${vars.color.border}`,
  borderTop: 'none',
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

// The table's frame and its paging line read as one box: a hairline between them, not two corners.
globalStyle(`${scroller}:has(+ ${loadMore})`, {
  borderBottomLeftRadius: 0,
  borderBottomRightRadius: 0,
});

// Without a count (server paging), 'Load More...' still ends the line.
globalStyle(`${loadMore} > :last-child`, { marginInlineStart: 'auto' });
