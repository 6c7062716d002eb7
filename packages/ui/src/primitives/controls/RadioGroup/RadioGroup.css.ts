import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { field } from '../../private/formField/formField.css';

const DOT = '1.25rem';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  // Each option's label is a control's height (its own padding spaces the options).
  gap: 0,
  selectors: {
    [`${field}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space['16'],
    },
  },
});

/**
 * One radio, built one way wherever it is drawn (a plain option, an answer tile, a choice card): the
 * dot in a fixed leading column, the label in a second column that wraps on its own, so a long
 * label never pushes the dot onto a line of its own (issue 30).
 */
export const radio = style({
  display: 'inline-grid',
  gridTemplateColumns: `${DOT} minmax(0, 1fr)`,
  alignItems: 'start',
  columnGap: vars.space['8'],
  // Its hit area is a control's height: a one-line label is 36 px high, the box centred on it.
  paddingBlock: `calc((${CONTROL_MIN_HEIGHT} - ${vars.font.sizeMd} * ${vars.font.lineHeight}) / 2)`,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' } },
});

/** The round indicator, shared with the choice cards. */
export const dot = style({
  flexShrink: 0,
  width: DOT,
  height: DOT,
  marginBlockStart: `calc((${vars.font.sizeMd} * ${vars.font.lineHeight} - ${DOT}) / 2)`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.text },
    '[data-selected] > &': { borderColor: vars.color.primary, borderWidth: '6px' },
    '[data-pressed] > &': { borderColor: vars.color.primaryPressed },
    '[data-focus-visible] > &': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-disabled] > &': { borderColor: vars.color.border, background: vars.color.disabledSurface },
  },
});
