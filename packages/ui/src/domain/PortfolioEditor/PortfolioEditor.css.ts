import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { root as emptyState } from '../../primitives/layout/EmptyState/EmptyState.css';
import { vars } from '../../theme/contract.css';

/** The editor's own width decides its rows' layout (it sits in pages, dialogs and stories alike). */
const editor = createContainer();

/** Below this width a row stacks: name above, slider, percent and remove below (reflow, WCAG 1.4.10). */
const NARROW = `${editor} (max-width: 36rem)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
  containerName: editor,
  containerType: 'inline-size',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/**
 * Below this width the footer's reason for a disabled Apply takes a line of its own above the
 * buttons (issue 30: beside them at 1280 px it wrapped to three right-aligned lines, one word last).
 */
const FOOTER_STACKED = `${editor} (max-width: 64rem)`;

/**
 * The rows share one set of columns (each row a subgrid), so the sliders start at one line: the
 * name column is as wide as the longest name and its badge (a very long one truncates), and the
 * slider takes the rest, down to 10 rem (issue 30: at 1280 px the slider kept 440 px while
 * 'Bitcoin & Ether' was cut to 'Bitcoin & …' beside its 'Below minimum' badge).
 */
export const list = style({
  display: 'grid',
  // The outer columns are `auto`: they hold the rows' padding as well (the icon is 2 rem, the percent 6).
  gridTemplateColumns: 'auto minmax(0, max-content) minmax(10rem, 1fr) auto auto',
  gap: `${vars.space['4']} ${vars.space['16']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
  gap: vars.space['16'],
  padding: `${vars.space['8']} ${vars.space['16']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-disabled]': { background: vars.color.disabledSurface },
    // The row a warning banner is about, marked in place (its badge says which warning).
    '&[data-warning]': { borderColor: vars.color.warning },
  },
  '@container': {
    [NARROW]: {
      gridTemplateColumns: '2rem minmax(0, 1fr) 5rem 2.5rem',
      gridTemplateAreas: '"icon name name name" "slider slider percent remove"',
      gap: vars.space['8'],
    },
  },
});

export const icon = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  '@container': { [NARROW]: { gridArea: 'icon' } },
});

/** The name and, after it, the row's warning badge. */
export const nameCell = style({
  display: 'flex',
  // Where the name and its badge do not fit on one line, the badge goes under the name.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['4']} ${vars.space['8']}`,
  minWidth: 0,
  '@container': { [NARROW]: { gridArea: 'name' } },
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weightMedium,
});

export const slider = style({ minWidth: 0, '@container': { [NARROW]: { gridArea: 'slider' } } });

export const percent = style({
  width: '6rem',
  '@container': { [NARROW]: { gridArea: 'percent', width: '5rem' } },
});

// Quiet buttons: pulled out by their inline padding, so the first plus sits on the list's edge.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['8'],
  marginInlineStart: `calc(-1 * ${vars.space['8']})`,
  // Under the empty state they are its action, centred beneath its sentence.
  alignItems: 'center',
  selectors: { '[data-empty] > &': { justifyContent: 'center', marginInlineStart: 0 } },
});

// The add actions stand 24 px under the empty state's sentence, as an empty state's own buttons do
// (issue 30: its 48 px bottom padding and the column's 16 put them 64 px away).
globalStyle(`${root}[data-empty] > ${emptyState}`, { paddingBlockEnd: vars.space['8'] });

/** Why adding is not possible now, beside the add actions. */
export const addHint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['16'],
  paddingTop: vars.space['8'],
  borderTop: `1px solid ${vars.color.border}`,
  // Empty, it holds only the (silent) 'Changes Applied' region: no rule under the empty state.
  selectors: { '[data-empty] > &': { borderTop: 'none', paddingTop: 0 } },
});

export const total = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-complete]': { color: vars.color.success },
    '&[data-valid="false"]': { color: vars.color.danger },
  },
});

export const message = style({
  flex: '1 1 16rem',
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
});

export const spacer = style({ flex: 1 });

// Apply's reason beside Reset: it takes the room the buttons leave and wraps inside it, so the
// buttons keep their row (their reason ends next to them).
// In a narrower editor it goes on a line of its own above the total and the buttons, left-aligned.
globalStyle(`${footer} > ${addHint}`, {
  flex: '100 1 0',
  minWidth: '12rem',
  textAlign: 'end',
  '@container': { [FOOTER_STACKED]: { flexBasis: '100%', order: -1, textAlign: 'start' } },
});

/** The live region around 'Changes Applied': present always, so the badge is announced as it appears. */
export const appliedStatus = style({ display: 'inline-flex' });
