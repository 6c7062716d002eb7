import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { variantRules } from '../../../utils/variantRules';

/** Spinner sizes; stories reuse these for controls. */
export const spinnerSizes = ['sm', 'md', 'lg'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['8'],
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

// The sizes as selectors of the ring's one class, on the root's `data-size` (see `variantRules`).
const size = (name: (typeof spinnerSizes)[number]) => `:where([data-size=${name}]) > &`;

// A ring with one coloured quarter, turning.
export const circle = style({
  flex: 'none',
  boxSizing: 'border-box',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  // Under reduced motion the arc holds still; the label still says what is happening.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    ...variantRules(size('sm'), { width: '1rem', height: '1rem', borderWidth: '2px' }),
    ...variantRules(size('md'), { width: '1.5rem', height: '1.5rem', borderWidth: '3px' }),
    ...variantRules(size('lg'), { width: '2.5rem', height: '2.5rem', borderWidth: '4px' }),
  },
});
