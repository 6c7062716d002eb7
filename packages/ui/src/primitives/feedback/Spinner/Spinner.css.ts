import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

/** Spinner sizes; stories reuse these for controls. */
export const spinnerSizes = ['sm', 'md', 'lg'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

// A ring with one coloured quarter, turning.
export const circle = recipe({
  base: {
    flex: 'none',
    boxSizing: 'border-box',
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.primary,
    animation: `${spin} 0.9s linear infinite`,
    // Under reduced motion the arc holds still; the label still says what is happening.
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});
