import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// Every step gets the same fixed width, so no label moves when the current step changes, whatever
// the labels' lengths or the page around it (the onboarding layout centres the stepper).
const STEP_WIDTH = '6.5rem';
const MARKER = '1.75rem';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['8'],
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: STEP_WIDTH,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
  fontWeight: vars.font.weightMedium,
  textAlign: 'center',
  selectors: {
    // The connector from the previous marker to this one, between the two circles.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${MARKER} / 2 - 1px)`,
      insetInlineEnd: `calc(50% + ${MARKER} / 2 + ${vars.space['8']})`,
      insetInlineStart: `calc(-50% + ${MARKER} / 2 + ${vars.space['8']})`,
      height: '2px',
      borderRadius: vars.radius.pill,
      background: vars.color.border,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before': {
      background: vars.color.primary,
    },
    '&[data-state="current"]': { color: vars.color.text },
    '&[data-state="complete"]': { color: vars.color.text },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&:not(:first-child)::before': { background: 'CanvasText' } },
    },
  },
});

export const marker = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: MARKER,
  height: MARKER,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: 'transparent',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-state="current"] > &': {
      borderColor: vars.color.primary,
      color: vars.color.primary,
      // A halo that needs no knowledge of the surface behind it (unlike a two-layer box-shadow).
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: '2px',
    },
    '[data-state="complete"] > &': {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const label = style({ maxWidth: '100%', overflowWrap: 'anywhere' });

export const subStep = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  lineHeight: '1rem',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});
