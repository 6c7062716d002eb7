import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { below } from '../../layout/breakpoints';

/**
 * Three columns, the outer two always equal (`minmax(0, 1fr)`): the stepper sits at the centre of
 * the page whatever the links on the right or the brand on the left, and those slots wrap inside
 * their own column instead of pushing it. Below desktop width, brand, stepper and links take a row
 * each, in that order, so the stepper still moves with nothing the header holds.
 */
export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  gridTemplateAreas: '"brand stepper actions"',
  alignItems: 'start',
  columnGap: vars.space['24'],
  rowGap: vars.space['12'],
  paddingBlock: vars.space['16'],
  paddingInline: vars.space['24'],
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [below('desktop')]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"brand" "stepper" "actions"',
    },
  },
});

const slot = style({ display: 'flex', alignItems: 'center', minHeight: '2.25rem', minWidth: 0 });

export const brandSlot = style([slot, { gridArea: 'brand' }]);

export const stepperSlot = style({
  gridArea: 'stepper',
  display: 'flex',
  justifyContent: 'center',
  // Centres the step markers (28 px) on the brand and the links (36 px rows).
  paddingBlockStart: vars.space['4'],
});

export const actionsSlot = style([
  slot,
  { gridArea: 'actions', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['8'] },
]);

export const main = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: `${vars.space['24']} ${vars.space['64']}`,
  paddingInline: vars.space['24'],
});

/** One column: 560 px for forms (DESIGN.md "Forms"), 880 px for cards and the review. */
export const width = styleVariants({ form: { maxWidth: '35rem' }, wide: { maxWidth: '55rem' } });

export const column = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['24'],
});

// Always there, empty or not, so the page's heading starts at the same height on every step.
export const backSlot = style({ display: 'flex', alignItems: 'center', minHeight: '1.5rem' });
