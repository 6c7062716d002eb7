import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { below } from '../../layout/breakpoints';
import { HEADER_HEIGHT } from '../templates.css';

/**
 * The header's content height on desktop: the stepper with its sub-step line (80 px with the
 * slot's 4 px offset), kept when the line or the whole stepper is absent. With the padding (2 × 16
 * px) and the hairline, the header is 113 px on every page.
 */
const HEADER_CONTENT_BLOCK = '5rem';

/**
 * Three columns, the outer two always equal (`minmax(0, 1fr)`): the stepper sits at the centre of
 * the page whatever the links on the right or the brand on the left, and those slots wrap inside
 * their own column instead of pushing it. Below desktop width, brand, stepper and links take a row
 * each, in that order, so the stepper still moves with nothing the header holds.
 */
export const header = style({
  boxSizing: 'content-box',
  // One height on every page: with or without the stepper, with or without its sub-step line.
  minBlockSize: HEADER_CONTENT_BLOCK,
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
  selectors: {
    // Before the flow (self-identification, sign-up: no stepper at all) the header is the public
    // pages' 56 px brand bar, as on /login, instead of an empty stepper band.
    '&:has(> [data-stepper-slot]:empty)': {
      boxSizing: 'border-box',
      minBlockSize: HEADER_HEIGHT,
      paddingBlock: 0,
      alignItems: 'center',
    },
  },
  '@media': {
    [below('desktop')]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"brand" "stepper" "actions"',
      minBlockSize: 0,
    },
  },
});

const slot = style({ display: 'flex', alignItems: 'center', minHeight: '2.25rem', minWidth: 0 });

export const brandSlot = style([slot, { gridArea: 'brand' }]);

export const stepperSlot = style({
  gridArea: 'stepper',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  // Centres the step markers (28 px) on the brand and the links (36 px rows).
  paddingBlockStart: vars.space['4'],
});

export const actionsSlot = style([
  slot,
  { gridArea: 'actions', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['8'] },
]);

// 48 px above the heading (the back link's row used to sit there), the public pages' space.
export const main = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: `${vars.space['48']} ${vars.space['64']}`,
  paddingInline: vars.space['24'],
});

/** One column of 560 px on every page (DESIGN.md "Forms"): nothing moves sideways between steps. */
export const column = style({
  width: '100%',
  maxWidth: '35rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['24'],
});

/**
 * The page's footer: a disabled action's reason, then the row. The reason stands above the row
 * (not beside the button), so Back and the action keep one place on every page.
 */
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

/**
 * The page's footer row: Back at the left, the primary action at the right, at every width; one
 * 40 px row (the buttons' height), both ends centred on it. It stands 32 px under the content: the
 * pages' stacks hold it at that gap (a stack of fields at 24 px adds 8 px above it).
 */
export const actionRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  minBlockSize: '2.5rem',
});

/**
 * The note on the primary action (why it is disabled, what it does): one 14 px muted line right
 * over it, ending on its edge (issue 30: one rule for every step). It may run the row's whole
 * width, so a note of one sentence stays on one line (capped at 22.5 rem it wrapped in two).
 */
export const reason = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
  color: vars.color.textMuted,
  textAlign: 'end',
  textWrap: 'balance',
});

export const backEnd = style({ display: 'flex', alignItems: 'center', flex: 'none' });

export const primaryEnd = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['12'],
  marginInlineStart: 'auto',
  flex: 'none',
});
