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
  selectors: {
    ...toneSelectors(({ foreground, surface, border }) => ({
      background: surface,
      color: foreground,
      borderColor: border,
    })).selectors,
    // A lasting chip: no fade, its remove button flush with its end and as high as the chip.
    '&[data-removable]': {
      animationName: 'none',
      gap: vars.space['8'],
      padding: `0 0 0 ${vars.space['12']}`,
      fontWeight: vars.font.weightRegular,
      whiteSpace: 'nowrap',
    },
  },
});

/** A lasting chip's remove button: a round 36 px target. */
export const chipRemove = style({ minWidth: '2.25rem', padding: 0, borderRadius: vars.radius.pill });
