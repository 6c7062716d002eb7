import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { TONES } from '../../../theme/tone';
import { toneSelectors } from '../../../theme/toneColors';

/** Toast tones (the whole scale); stories reuse these. */
export const toastTones = TONES;

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  right: vars.space['24'],
  bottom: vars.space['24'],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  width: 'min(24rem, calc(100vw - 2rem))',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
    // While a modal is open (the kit's `Dialog` marks its overlay) the toasts stand at the top
    // centre: a dialog's actions are in its footer at the bottom and its × at the top right, so a
    // toast (paused while the pointer rests on it) never covers Submit, Back or × (issue 30).
    ':root:has([data-modal-overlay]:not([data-exiting])) &': {
      top: vars.space['16'],
      bottom: 'auto',
      right: 'auto',
      left: '50%',
      transform: 'translateX(-50%)',
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['8'],
  padding: `${vars.space['8']} ${vars.space['8']} ${vars.space['8']} ${vars.space['16']}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.high,
  fontSize: vars.font.sizeSm,
  outline: 'none',
  animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    ...toneSelectors(({ border }) => ({ borderLeftColor: border })).selectors,
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The tone icon, a child of the toast or recalled message: coloured by its parent's `data-tone`. */
export const icon = style({
  flex: 'none',
  ...toneSelectors(({ foreground }) => ({ color: foreground }), 'parent'),
});

export const content = style({ flex: '1 1 auto', minWidth: 0 });

export const closeButton = style({
  flex: 'none',
  width: CONTROL_MIN_HEIGHT,
  height: CONTROL_MIN_HEIGHT,
  padding: 0,
});

/** `RecentMessages`: the header's bell, its count of new messages, and the recalled list. */
export const recentButton = style({
  position: 'relative',
  flex: 'none',
  minWidth: '2.5rem',
  paddingInline: vars.space['8'],
});

export const recentCount = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: '1.125rem',
  height: '1.125rem',
  paddingInline: '4px',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeXs,
  lineHeight: '1.125rem',
  textAlign: 'center',
});

export const recentPanel = style({ width: 'min(24rem, calc(100vw - 2rem))' });

export const recentItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['8'],
  padding: vars.space['8'],
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
  ...toneSelectors(({ border }) => ({ borderLeftColor: border })),
});

export const recentNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
