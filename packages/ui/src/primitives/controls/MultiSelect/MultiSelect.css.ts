import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { listPopover } from '../../private/listBox.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
});

export { listBox, listOption as option } from '../../private/listBox.css';

export const popover = style([listPopover, { maxHeight: '18rem' }]);

export const empty = style({
  padding: vars.space.sm,
  fontSize: vars.font.sizeMd,
  color: vars.color.textMuted,
});

export const tagGroup = style({ outline: 'none' });

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const none = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightTight,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.disabledText, borderColor: vars.color.border },
  },
});

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.secondaryHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const check = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  color: vars.color.primary,
});
