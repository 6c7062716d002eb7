import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import type { Tone } from '../../../theme/tone';
import { variantRules } from '../../../utils/variantRules';

/** Dialog widths; stories reuse these for controls. */
export const dialogSizes = ['sm', 'md', 'lg'] as const;
/** Dialog tones (a subset of the kit's scale): `danger` for a destructive or failed outcome. */
export const dialogTones = ['neutral', 'danger'] as const satisfies readonly Tone[];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  // One column as wide as the window allows, never as wide as the content wants: at 320 CSS px a
  // dialog shrinks to the window and scrolls inside (reflow, WCAG 1.4.10).
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  padding: vars.space['16'],
  '@media': { 'screen and (max-width: 30rem)': { padding: vars.space['8'] } },
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing} reverse`,
    },
  },
});

/**
 * The scrim, under the panel (before it, both positioned): it fills the window and reaches far past its bottom edge, so a
 * capture of the whole page (a full-page screenshot, a print) shows the page dimmed down to its
 * end, not only its first window (issue 30). It takes no room and never scrolls: the overlay is
 * fixed and the page under a modal does not scroll. Ten windows past the first cover any page of
 * the apps (the longest is about four windows at 1440 x 900).
 */
export const scrim = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  insetBlockEnd: '-1000vh',
  background: vars.color.overlay,
});

/** A flow's top edge: the panel hangs from it and grows downward (`placement="top"`). */
export const flowTop = 'min(8dvh, 4rem)';

/**
 * `placement="top"`: the panel keeps its top edge when a step is taller or shorter, instead of
 * re-centring (the top would jump at each Next); it grows downward to the window's bottom.
 */
export const overlayTop = style({
  alignItems: 'start',
  paddingTop: flowTop,
  '@media': { 'screen and (max-height: 30rem)': { paddingTop: vars.space['8'] } },
});

// The widths as selectors of the panel's one class, on `data-size` (see `variantRules`).
const size = (name: (typeof dialogSizes)[number]) => `&:where([data-size=${name}])`;

export const modal = style({
  // Positioned, so it paints over the scrim before it (no negative z-index: axe's colour checks
  // put a negatively stacked scrim over the panel's sticky table headers).
  position: 'relative',
  width: '100%',
  minWidth: 0,
  maxHeight: 'calc(100dvh - 2rem)',
  display: 'flex',
  outline: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  // The parts' square backgrounds (the body's scroll shadows) stay inside the rounded corners:
  // unclipped, they painted over the bottom corners and the panel read as cut off (issue 30).
  overflow: 'clip',
  boxShadow: vars.elevation.high,
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    ...variantRules(size('sm'), { maxWidth: '26rem' }),
    // 640 px: every customer flow dialog (transfers, deactivation, mobile change) has this one
    // width; the wire details' fact list fits it and a one-sentence step keeps a ~70-character line.
    ...variantRules(size('md'), { maxWidth: '40rem' }),
    ...variantRules(size('lg'), { maxWidth: '52rem' }),
  },
});

/**
 * The panel of a `placement="top"` dialog: at most as tall as the window below its top edge, with a
 * 16 px margin under it. Defined after `modal`, so this cap wins over the centred panel's (the same
 * specificity: the later rule): a top-placed panel under the centred cap ran 48 px past a 900 px
 * window, its footer cut off (issue 30).
 */
export const modalTop = style({
  maxHeight: `calc(100dvh - ${flowTop} - ${vars.space['16']})`,
  '@media': { 'screen and (max-height: 30rem)': { maxHeight: `calc(100dvh - 2 * ${vars.space['8']})` } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['8'],
  padding: `${vars.space['24']} ${vars.space['24']} ${vars.space['8']}`,
});

/** The tone icon before a `danger` dialog's title. */
export const toneIcon = style({ color: vars.color.danger, marginTop: '2px' });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  lineHeight: vars.font.lineHeightTight,
  fontWeight: vars.font.weightBold,
});

/** The panel's parts stay the dialog's flex items (the wrapper only watches presses). */
export const contents = style({ display: 'contents' });

const edge = '0.75rem';

export const body = style({
  padding: `${vars.space['8']} ${vars.space['24']}`,
  overflowY: 'auto',
  // Scroll shadows: a shade on an edge with content past it. The two opaque covers scroll with the
  // content (`local`) and hide the shades (fixed to the box) when the content's end reaches that edge.
  background: [
    `linear-gradient(${vars.color.surfaceRaised}, ${vars.color.surfaceRaised}) top / 100% ${edge} no-repeat local`,
    `linear-gradient(${vars.color.surfaceRaised}, ${vars.color.surfaceRaised}) bottom / 100% ${edge} no-repeat local`,
    `radial-gradient(farthest-side at 50% 0, ${vars.color.border}, transparent) top / 100% ${edge} no-repeat scroll`,
    `radial-gradient(farthest-side at 50% 100%, ${vars.color.border}, transparent) bottom / 100% ${edge} no-repeat scroll`,
    vars.color.surfaceRaised,
  ].join(', '),
  overflowWrap: 'anywhere',
  minHeight: 0,
  flex: '1 1 auto',
  color: vars.color.text,
  // Without a footer the body ends the panel: the footer's bottom padding, not 8 px under the text.
  selectors: { '&:last-child': { paddingBottom: vars.space['24'] } },
});

/** The place of a form's error summary, first in the body; it takes room only when it holds one. */
export const summarySlot = style({
  selectors: { '&:not(:empty)': { marginBottom: vars.space['16'] } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space['8'],
  padding: `${vars.space['16']} ${vars.space['24']} ${vars.space['24']}`,
});

/** The footer's start group (a step count, a secondary action): left, the actions stay right. */
export const footerStart = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['12'],
  marginInlineEnd: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const closeButton = style({
  flex: 'none',
  marginLeft: 'auto',
  width: CONTROL_MIN_HEIGHT,
  height: CONTROL_MIN_HEIGHT,
  padding: 0,
  marginTop: `calc(-1 * ${vars.space['4']})`,
  marginRight: `calc(-1 * ${vars.space['4']})`,
  // A neutral icon, not the ghost button's link colour: the accent stays for the primary action.
  // Doubled class: it wins over the button's variant whatever the order of the style sheets.
  selectors: {
    '&&': { color: vars.color.textMuted },
    '&&[data-hovered], &&[data-pressed], &&[data-focus-visible]': { color: vars.color.text },
  },
});
