import { createVar, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { SPACE_SCALE, type Space } from '../../theme/shared';

/** The gap of the nearest primitive, for its children (dividers, column widths). */
export const gapVar = createVar();

const steps = Object.keys(SPACE_SCALE) as Space[];

/** `gap` at each step of the space scale, also exposed to children as {@link gapVar}. */
export const gap = styleVariants(
  Object.fromEntries(
    steps.map((step) => [step, { gap: vars.space[step], vars: { [gapVar]: vars.space[step] } }]),
  ) as Record<Space, { gap: string; vars: Record<string, string> }>,
);

/** `padding` at each step of the space scale. */
export const padding = styleVariants(
  Object.fromEntries(steps.map((step) => [step, { padding: vars.space[step] }])) as Record<
    Space,
    { padding: string }
  >,
);
