import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Chip tones; stories reuse these for controls. */
export const chipTones = ['info', 'success', 'error'] as const;

// Fade in, stay, fade out: the chip is gone when the animation ends.
const lifecycle = keyframes({
  '0%': { opacity: 0, transform: 'translateY(4px)' },
  '8%': { opacity: 1, transform: 'none' },
  '88%': { opacity: 1, transform: 'none' },
  '100%': { opacity: 0, transform: 'none' },
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xs} ${vars.space.md}`,
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
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info },
      success: {
        background: vars.color.successSurface,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      error: {
        background: vars.color.dangerSurface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});
