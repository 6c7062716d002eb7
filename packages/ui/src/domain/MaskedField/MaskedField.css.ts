import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The Edit action inside the masked field's box. */
export const editButton = style({
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      background: vars.color.secondaryHover,
      textDecoration: 'underline',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
