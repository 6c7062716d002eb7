import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { TONES } from '../../../theme/tone';
import { toneVariants } from '../../../theme/toneColors';

/** Toast tones (the whole scale); stories reuse these. */
export const toastTones = TONES;

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 2rem))',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
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
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: toneVariants(({ border }) => ({ borderLeftColor: border })),
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { flex: 'none' },
  variants: {
    tone: toneVariants(({ foreground }) => ({ color: foreground })),
  },
});

export const content = style({ flex: '1 1 auto', minWidth: 0 });

export const closeButton = style({ flex: 'none', width: '2rem', height: '2rem', padding: 0 });
