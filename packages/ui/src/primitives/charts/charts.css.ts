import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../theme/controlSize';
import { FORCED_COLORS, forcedInk, forcedInkOnSelected, forcedSelected } from '../../theme/forcedColors';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/** The card around a chart: heading, controls, the chart or its table, the table toggle. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
  minWidth: 0,
  padding: vars.space['24'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['8'],
});

export const title = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

/** The chart's text summary: what it shows, for everyone (and its description for screen readers). */
export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['16'],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['8'],
});

// The footer's first group (a switch, the key, a note) takes the room the table toggle leaves and
// wraps inside it, so Download CSV and View as table keep the footer's first line at its end.
globalStyle(`${footer} > ${controls}:first-child`, { flex: '1 1 12rem' });

/**
 * A line of its own under the whole footer: why some timeframes are disabled. Its group steps
 * aside (`display: contents`) and the note goes last, so the group's switch and the table toggle
 * share the footer's first line and its centre line (issue 30: 'Show flows' sat 15 px higher).
 */
export const footerNote = style({ flexBasis: '100%', order: 1 });

globalStyle(`${footer} > ${controls}:has(> ${footerNote})`, { display: 'contents' });

/** Keeps a row's height while what it will hold is not there yet (a loading chart's toggle). */
export const reserved = style({ visibility: 'hidden' });

/** The box echarts draws into; its height is set inline from the `height` prop. */
/**
 * The chart's place: when the frame is stretched taller than its content (a card beside a taller
 * column), the chart takes the extra height, so the chart fills its card (issue 30).
 */
export const chartArea = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  width: '100%',
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  width: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  // In a card stretched to its row (the dashboard's Balance), the empty state takes the spare
  // height and sits in its middle, not in the top half (issue 30).
  flexGrow: 1,
  width: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
});

// ── Segmented buttons (timeframes, line/bar) ────────────────────────────────────────────────────

export const segmented = style({
  display: 'inline-flex',
  // The range buttons wrap rather than overflow a 320 CSS px window (reflow, WCAG 1.4.10).
  flexWrap: 'wrap',
  maxWidth: '100%',
  gap: vars.space['2'],
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '3rem',
  minHeight: CONTROL_MIN_HEIGHT,
  paddingInline: vars.space['8'],
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-selected]': forcedSelected } } },
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.disabledText,
      background: 'transparent',
    },
  },
});

// ── Toggle button ('View as table') ─────────────────────────────────────────────────────────────

export const toggleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: CONTROL_MIN_HEIGHT,
  paddingInline: vars.space['8'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  outline: 'none',
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-selected]': forcedSelected } } },
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
    '&[data-focus-visible]': focusRing,
  },
});

// ── Switch ('Show flows') ───────────────────────────────────────────────────────────────────────

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['8'],
  minHeight: CONTROL_MIN_HEIGHT,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText } },
});

export const switchTrack = style({
  position: 'relative',
  width: '2.25rem',
  height: '1.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
  '@media': { [FORCED_COLORS]: { selectors: { [`${switchRoot}[data-selected] &`]: forcedSelected } } },
});

export const switchThumb = style({
  position: 'absolute',
  top: '50%',
  left: '0.125rem',
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: '50%',
  background: vars.color.borderStrong,
  transform: 'translateY(-50%)',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.onPrimary,
      transform: 'translate(1rem, -50%)',
    },
  },
  '@media': {
    [FORCED_COLORS]: {
      ...forcedInk,
      selectors: { [`${switchRoot}[data-selected] &`]: forcedInkOnSelected },
    },
  },
});

// ── Select (bar timeframe, allocation level) ────────────────────────────────────────────────────

export const select = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['8'],
  fontSize: vars.font.sizeSm,
});

export const selectLabel = style({ color: vars.color.textMuted });

export const selectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['8'],
  minWidth: '8rem',
  minHeight: CONTROL_MIN_HEIGHT,
  paddingInline: vars.space['8'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-focus-visible]': focusRing,
  },
});

/** The kit Select's chevron, so the chart's select reads as the page's selects (issue 30). */
export const selectChevron = style({ color: vars.color.textMuted, flexShrink: 0 });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  padding: vars.space['2'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const option = style({
  padding: `${vars.space['4']} ${vars.space['8']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

// ── Series picker (performance) ─────────────────────────────────────────────────────────────────

export const seriesGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  fontSize: vars.font.sizeSm,
});

export const seriesLabel = style({ color: vars.color.textMuted });

export const seriesList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['4']} ${vars.space['16']}`,
});

// A chart's key wraps as a whole (issue 30: at 1280 px 'Cash' sat alone on a second line beside
// View as table): it keeps one line while it fits beside the table toggle; where it does not, the
// toggle goes under it, at the end, and the key takes the footer's width.
globalStyle(`${footer} > ${controls}:first-child:has(${seriesGroup})`, { flex: '1 1 auto' });
globalStyle(`${footer}:has(${seriesGroup}) > ${controls}:last-child`, { marginInlineStart: 'auto' });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: CONTROL_MIN_HEIGHT,
  color: vars.color.text,
  cursor: 'pointer',
});

export const checkboxBox = style({
  display: 'grid',
  placeItems: 'center',
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.onPrimary,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});

export const checkMark = style({
  width: '0.75rem',
  height: '0.75rem',
  visibility: 'hidden',
  selectors: { [`${checkbox}[data-selected] &`]: { visibility: 'visible' } },
});

/** The series' line sample (an SVG line in its dash): colour set inline (the palette colour is data). */
export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1.5rem',
  height: '0.75rem',
  overflow: 'visible',
});

// ── Table view ──────────────────────────────────────────────────────────────────────────────────

export const tableScroll = style({
  maxHeight: '22rem',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  padding: vars.space['8'],
  textAlign: 'start',
  color: vars.color.textMuted,
  captionSide: 'top',
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  padding: `${vars.space['4']} ${vars.space['8']}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const cell = style({
  padding: `${vars.space['4']} ${vars.space['8']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.font.weightRegular,
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

/**
 * My Portfolio's colour in the key, which shows with the page (the chart draws the token's value
 * from `chartTheme.ts`, in the chart chunk).
 */
export const keyPrimary = vars.color.primary;
