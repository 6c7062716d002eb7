import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const pill = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
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
