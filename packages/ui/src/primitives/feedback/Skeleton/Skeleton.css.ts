import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

/** Skeleton shapes; stories reuse these for controls. */
export const skeletonShapes = ['text', 'rect', 'circle'] as const;

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = recipe({
  base: {
    display: 'inline-block',
    verticalAlign: 'middle',
    background: vars.color.skeleton,
    animation: `${pulse} 1.6s ${vars.motion.easing} infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '0.875em', width: '100%', borderRadius: vars.radius.sm },
      rect: { height: '2.5rem', width: '100%', borderRadius: vars.radius.md },
      circle: { height: '2.5rem', width: '2.5rem', borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'text' },
});
