import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { toneSelectors } from '../../../theme/toneColors';

const fillVar = createVar();

/** The pill as drawn: 28 px, a button's proportions (a Badge is 20), whatever the hit area around it. */
const PILL_HEIGHT = '1.75rem';
/** What the hit area adds above and below the drawn pill. */
const OUTSET = `calc((${CONTROL_MIN_HEIGHT} - ${PILL_HEIGHT}) / 2)`;

/**
 * A pill-shaped button filled with its tone's colour, for a row's action that also says the row's
 * state. Drawn as a button, not a status (issue 30: the tinted, edged pill read as the Completed and
 * Queued badges): the solid fill with the on-primary text (the danger button's pair, AA in both
 * themes), the action's icon, lighter on hover, darker when pressed. The button itself is a control's height
 * (36 px): the pill is drawn by `::before`, centred, and the negative block margins keep the row's
 * height.
 */
export const pillButton = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: CONTROL_MIN_HEIGHT,
  marginBlock: `calc(-1 * ${OUTSET})`,
  padding: `0 ${vars.space['12']}`,
  border: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.onPrimary,
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
      background: fillVar,
      transition: `filter ${vars.motion.durationFast} ${vars.motion.easing}`,
    },
    // Neutral takes the strong text colour as its fill (its foreground is the body text).
    ...toneSelectors(({ foreground }) => ({
      // Drawn by `::before`; the button's own box stays transparent.
      vars: { [fillVar]: foreground },
    })).selectors,
    '&[data-hovered]::before': { filter: 'brightness(1.12)' },
    // The quieter pill: the tone's edge and words on the row's background, a tint on hover.
    '&[data-variant=outline]': { color: fillVar },
    '&[data-variant=outline]::before': { background: 'transparent', border: `1px solid ${fillVar}` },
    '&[data-variant=outline][data-hovered]::before': {
      background: `color-mix(in srgb, ${fillVar} 12%, transparent)`,
    },
    '&[data-pressed]::before': { filter: 'brightness(0.92)' },
    '&[data-focus-visible]::before': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
