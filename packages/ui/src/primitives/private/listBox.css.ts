import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The list of options a select-like field opens (`Select`, `MultiSelect`): the raised popover, the
 * list box and its options, with react-aria's states.
 */
export const listPopover = style({
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

export const listOption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
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
