import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { field, icon, inputBox } from '../private/formField/formField.css';

export const trigger = style([
  inputBox,
  {
    width: '100%',
    justifyContent: 'space-between',
    paddingBlock: vars.space.sm,
    font: 'inherit',
    fontSize: vars.font.sizeMd,
    lineHeight: vars.font.lineHeightTight,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
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

export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--trigger-width)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  overflow: 'auto',
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.body,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weightMedium },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const check = style([icon, { color: vars.color.primary }]);
