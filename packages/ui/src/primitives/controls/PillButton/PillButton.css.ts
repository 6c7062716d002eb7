import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { toneSelectors } from '../../../theme/toneColors';

const surfaceVar = createVar();
const borderVar = createVar();

/** The pill as drawn: a Badge's height (about 22 px), whatever the hit area around it. */
const PILL_HEIGHT = `calc(${vars.font.sizeXs} * ${vars.font.lineHeightTight} + 2 * ${vars.space['2']} + 2px)`;
/** What the hit area adds above and below the drawn pill. */
const OUTSET = `calc((${CONTROL_MIN_HEIGHT} - ${PILL_HEIGHT}) / 2)`;

/**
 * A pill-shaped button in a tone's colours, for a row's status that is also its action. It keeps a
 * Badge's compact look in a table row, while the button itself is a control's height (36 px, issue
 * 30): the pill is drawn by `::before`, centred, and the negative block margins keep the row's
 * height as it was.
 */
export const pillButton = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: CONTROL_MIN_HEIGHT,
  marginBlock: `calc(-1 * ${OUTSET})`,
  padding: `0 ${vars.space['8']}`,
  border: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      insetInline: 0,
      insetBlock: OUTSET,
      borderRadius: vars.radius.pill,
      border: `1px solid ${borderVar}`,
      background: surfaceVar,
    },
    ...toneSelectors(({ foreground, surface, border }) => ({
      color: foreground,
      // Drawn by `::before`; the button's own box stays transparent.
      vars: { [surfaceVar]: surface, [borderVar]: border },
    })).selectors,
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::before': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
