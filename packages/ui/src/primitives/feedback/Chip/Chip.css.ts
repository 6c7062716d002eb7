import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { TONES } from '../../../theme/tone';
import { toneSelectors } from '../../../theme/toneColors';

/** Chip tones (the whole scale); stories reuse these for controls. */
export const chipTones = TONES;

// Fade in, stay, fade out: the chip is gone when the animation ends.
const lifecycle = keyframes({
  '0%': { opacity: 0, transform: 'translateY(4px)' },
  '8%': { opacity: 1, transform: 'none' },
  '88%': { opacity: 1, transform: 'none' },
  '100%': { opacity: 0, transform: 'none' },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['4']} ${vars.space['16']}`,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  // The duration comes inline from the `durationMs` prop.
  animationName: lifecycle,
  animationTimingFunction: 'linear',
  animationFillMode: 'forwards',
  // Under reduced motion the chip does not fade; a timer of the same duration removes it.
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
  ...toneSelectors(({ foreground, surface, border }) => ({
    background: surface,
    color: foreground,
    borderColor: border,
  })),
});
