import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { variantRules } from '../../../utils/variantRules';

/** Skeleton shapes; stories reuse these for controls. */
export const skeletonShapes = ['text', 'rect', 'circle'] as const;

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

// The shapes as selectors of the one class, on `data-shape` (see `variantRules`).
const shape = (name: (typeof skeletonShapes)[number]) => `&:where([data-shape=${name}])`;

export const skeleton = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  background: vars.color.skeleton,
  animation: `${pulse} 1.6s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    ...variantRules(shape('text'), { height: '0.875em', width: '100%', borderRadius: vars.radius.sm }),
    ...variantRules(shape('rect'), { height: '2.5rem', width: '100%', borderRadius: vars.radius.md }),
    ...variantRules(shape('circle'), { height: '2.5rem', width: '2.5rem', borderRadius: '50%' }),
  },
});
