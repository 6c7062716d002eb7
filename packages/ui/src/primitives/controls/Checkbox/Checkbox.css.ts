import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { FORCED_COLORS, forcedSelected } from '../../../theme/forcedColors';

const BOX = '1.25rem';

export const checkboxField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The clickable label: box and text. */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['8'],
  // Its hit area is a control's height: a one-line label is 36 px high, the box centred on it.
  paddingBlock: `calc((${CONTROL_MIN_HEIGHT} - ${vars.font.sizeMd} * ${vars.font.lineHeight}) / 2)`,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: BOX,
  height: BOX,
  // Centres the box on the first line of the label.
  marginBlockStart: `calc((${vars.font.sizeMd} * ${vars.font.lineHeight} - ${BOX}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: 'transparent',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.primaryPressed },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: {
      background: vars.color.disabledSurface,
      borderColor: vars.color.border,
      color: vars.color.disabledText,
    },
  },
  // Forced colours would paint the transparent check mark of an unchecked box in the text colour
  // and drop the checked box's fill: the box keeps its own system colours (issue 31).
  '@media': {
    [FORCED_COLORS]: {
      forcedColorAdjust: 'none',
      background: 'Canvas',
      borderColor: 'CanvasText',
      color: 'transparent',
      selectors: {
        [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: forcedSelected,
        [`${checkbox}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
        [`${checkbox}[data-disabled] &`]: { background: 'Canvas', borderColor: 'GrayText' },
        [`${checkbox}[data-disabled][data-selected] &, ${checkbox}[data-disabled][data-indeterminate] &`]: {
          color: 'GrayText',
        },
      },
    },
  },
});

export const mark = style({ width: '0.875rem', height: '0.875rem' });

/** Description and error line up with the label text, not the box. */
export const below = style({ paddingInlineStart: `calc(${BOX} + ${vars.space['8']})` });
