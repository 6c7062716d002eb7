import type { createSprinkles as defineSprinkles } from '@vanilla-extract/sprinkles';
import { createSprinkles } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';
import { unpackAtoms } from './atoms';
import { type LayoutAtoms, layoutAtoms } from './sprinkles.css';

type LayoutSprinkles = ReturnType<typeof defineSprinkles<LayoutAtoms>>;

/** Class names for layout atoms; `Box` takes the same names as props. */
export const sprinkles: LayoutSprinkles = createSprinkles(
  ...(unpackAtoms(layoutAtoms) as unknown as LayoutAtoms),
);

/** The atoms `sprinkles` (and `Box`) take. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
