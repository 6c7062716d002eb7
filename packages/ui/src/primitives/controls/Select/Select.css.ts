import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { field, icon, inputBox } from '../../private/formField/formField.css';

export const trigger = style([
  inputBox,
  {
    width: '100%',
    justifyContent: 'space-between',
    paddingBlock: vars.space['8'],
    font: 'inherit',
    fontSize: vars.font.sizeMd,
    lineHeight: vars.font.lineHeightTight,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      [`${field}[data-invalid] &[data-focus-visible]`]: { outlineColor: vars.color.danger },
      [`${field}[data-open] &`]: { borderColor: vars.color.text },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    [`${field}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});

export const chevron = style([
  icon,
  {
    color: vars.color.textMuted,
    transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: { [`${field}[data-open] &`]: { transform: 'rotate(180deg)' } },
  },
]);

export { listBox, listOption as option, listPopover as popover } from '../../private/listBox.css';

export const check = style([icon, { color: vars.color.primary }]);
