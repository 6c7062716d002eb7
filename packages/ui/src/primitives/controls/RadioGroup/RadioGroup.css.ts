import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { field } from '../../private/formField/formField.css';

const DOT = '1.25rem';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    [`${field}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.md,
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
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
