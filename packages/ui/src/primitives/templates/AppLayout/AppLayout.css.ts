import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { below } from '../../layout/breakpoints';
import { HEADER_HEIGHT } from '../templates.css';

const sidebarWidth = createVar();
const itemHeight = createVar();
const mainPadding = createVar();

/**
 * The header spans the page; under it the navigation column and the content column. The header
 * and the navigation are sticky: the navigation fills the viewport's height under the header and
 * scrolls on its own, so it never floats in the middle of a long page.
 */
export const shell = style({
  display: 'grid',
  gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
  gridTemplateRows: `${HEADER_HEIGHT} 1fr auto`,
  gridTemplateAreas: '"header header" "nav main" "nav footer"',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    [below('tablet')]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: `${HEADER_HEIGHT} auto 1fr auto`,
      gridTemplateAreas: '"header" "nav" "main" "footer"',
    },
  },
  // The density is the shell's `data-density` (selectors, not a class per density).
  selectors: {
    '&:where([data-density=comfortable])': {
      vars: { [sidebarWidth]: '15rem', [itemHeight]: '2.25rem', [mainPadding]: vars.space['32'] },
    },
    '&:where([data-density=compact])': {
      vars: { [sidebarWidth]: '13.5rem', [itemHeight]: '2rem', [mainPadding]: vars.space['24'] },
    },
  },
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
  alignItems: 'center',
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [below('tablet')]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const brandSlot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['8'],
  paddingInline: vars.space['16'],
  minWidth: 0,
});

export const productLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  paddingInlineStart: vars.space['8'],
  borderInlineStart: `1px solid ${vars.color.border}`,
  lineHeight: '1.25rem',
});

export const actionsSlot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['8'],
  paddingInline: mainPadding,
  minWidth: 0,
});

/**
 * The navigation's column: its surface and edge run the whole page's height (a grid cell that
 * stretches), so a long page never shows the surface stopping at the first window's bottom (in a
 * full-page capture or a print); the navigation itself stays sticky inside it.
 */
export const navColumn = style({
  gridArea: 'nav',
  minWidth: 0,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [below('tablet')]: { borderInlineEnd: 'none', borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const nav = style({
  position: 'sticky',
  top: HEADER_HEIGHT,
  height: `calc(100vh - ${HEADER_HEIGHT})`,
  overflowY: 'auto',
  padding: `${vars.space['16']} ${vars.space['12']}`,
  '@media': {
    [below('tablet')]: { position: 'static', height: 'auto' },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Children line up under their parent's label (icon 16 px + gap 12 px past the item's padding).
export const sublist = style([
  list,
  { paddingInlineStart: `calc(${vars.space['12']} + 1rem)`, marginBlock: '2px' },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['12'],
  minHeight: itemHeight,
  paddingInline: vars.space['12'],
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  lineHeight: '1.25rem',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover, color: vars.color.text },
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[aria-current="page"]': { background: vars.color.secondaryHover, color: vars.color.text },
    '&[aria-disabled="true"]': {
      color: vars.color.disabledText,
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { outline: '2px solid CanvasText', outlineOffset: '-2px' } },
    },
  },
});

// The current page's icon takes the accent: a second cue besides the background.
export const itemIcon = style({
  flex: 'none',
  selectors: { '[aria-current="page"] > &': { color: vars.color.primary } },
});

export const itemLabel = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const badge = style({
  flex: 'none',
  minWidth: '1.25rem',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  background: vars.color.neutralSurface,
  border: `1px solid ${vars.color.neutralBorder}`,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  lineHeight: '1rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

// 8 px: visible beside 14 px text without reading as a badge; forced colours keep it as a mark.
export const dot = style({
  flex: 'none',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  '@media': { '(forced-colors: active)': { background: 'Mark', forcedColorAdjust: 'none' } },
});

export const warning = style({ flex: 'none', display: 'inline-flex', color: vars.color.warning });

export const main = style({ gridArea: 'main', padding: mainPadding, minWidth: 0 });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['24'],
  marginInline: 'auto',
  // Content widths, on its `data-width`: 1200 px, 1440 px, or the whole column.
  selectors: {
    '&:where([data-width=default])': { maxWidth: '75rem' },
    '&:where([data-width=wide])': { maxWidth: '90rem' },
    '&:where([data-width=full])': { maxWidth: 'none' },
  },
});

// The footer's links start at the content's text edge at every width (at 1920 px they stood 96 px
// left of it): the main's padding, or the margin the content's max width leaves, on its `data-width`.
export const footer = style({
  gridArea: 'footer',
  paddingInline: mainPadding,
  selectors: {
    '&:where([data-width=default])': { paddingInline: `max(${mainPadding}, (100% - 75rem) / 2)` },
    '&:where([data-width=wide])': { paddingInline: `max(${mainPadding}, (100% - 90rem) / 2)` },
  },
});
