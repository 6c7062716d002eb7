import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { FORCED_COLORS, forcedSelected } from '../../../theme/forcedColors';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['8'] });

/**
 * One row that scrolls sideways (many filters beside a view switch): the padding keeps the focus
 * ring inside the scroller, and the row may shrink to the space its toolbar leaves.
 */
export const oneRow = style({
  flexWrap: 'nowrap',
  overflowX: 'auto',
  minWidth: 0,
  padding: vars.space['4'],
  margin: `calc(-1 * ${vars.space['4']})`,
  scrollbarWidth: 'thin',
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A pill's label stays on one line; in a scrolling row the pills keep their width.
  whiteSpace: 'nowrap',
  flexShrink: 0,
  minHeight: CONTROL_MIN_HEIGHT,
  paddingInline: vars.space['16'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-selected]': forcedSelected } } },
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-selected][data-hovered]': { background: vars.color.primaryHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.disabledSurface,
      borderColor: 'transparent',
      color: vars.color.disabledText,
    },
  },
});
