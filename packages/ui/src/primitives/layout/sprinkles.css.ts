import { defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../../theme/contract.css';
import { SPACE_SCALE, type Space } from '../../theme/shared';
import { packAtoms } from './atoms';
import { from } from './breakpoints';
import { gapVar } from './space.css';

const steps = Object.keys(SPACE_SCALE) as Space[];
const scale = Object.fromEntries(steps.map((step) => [step, vars.space[step]])) as Record<Space, string>;

/**
 * The layout atoms behind {@link Box}, as in Braid: one class per property, value and breakpoint.
 * Mobile first: a value applies from its breakpoint up (`mobile` is every width, `tablet` from
 * 768 px, `desktop` from 1024 px). A responsive value is one value, an object by breakpoint
 * (`{ mobile: '16', desktop: '32' }`) or an array in that order (`['16', '24', '32']`).
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': from('tablet') },
    desktop: { '@media': from('desktop') },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    // The gap is also handed to children as `gapVar` (Columns' widths, Stack's dividers).
    gap: Object.fromEntries(
      steps.map((step) => [step, { gap: scale[step], vars: { [gapVar]: scale[step] } }]),
    ) as Record<Space, { gap: string; vars: Record<string, string> }>,
  },
});

/**
 * Padding, wrapping, surfaces and corners: the same at every width. (Responsive padding tripled
 * its share of the class map every page loads, and no screen set padding by width: issue 26.)
 */
const surface = defineProperties({
  properties: {
    paddingBlock: scale,
    paddingInline: scale,
    flexWrap: ['wrap', 'nowrap'],
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
    },
    borderRadius: vars.radius,
  },
  shorthands: {
    padding: ['paddingBlock', 'paddingInline'],
    paddingX: ['paddingInline'],
    paddingY: ['paddingBlock'],
  },
});

/**
 * The two sets of layout atoms, packed at build time (`atoms.ts`): `sprinkles.ts` makes the
 * `sprinkles` function from them.
 */
export const layoutAtoms = packAtoms([responsive, surface]);

/** The type of the two sets, which `sprinkles` takes its props' types from. */
export type LayoutAtoms = [typeof responsive, typeof surface];
