import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { listPopover } from '../../private/listBox.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  minWidth: 0,
  fontFamily: vars.font.body,
});

export { listBox, listOption as option } from '../../private/listBox.css';

export const popover = style([listPopover, { maxHeight: '18rem' }]);

export const empty = style({
  padding: vars.space['8'],
  fontSize: vars.font.sizeMd,
  color: vars.color.textMuted,
});

export const tagGroup = style({ outline: 'none' });

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  outline: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInlineStart: vars.space['8'],
  paddingInlineEnd: vars.space['2'],
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

/** The drawn circle of a chosen item's Remove: 24 px, whatever the hit area around it. */
const REMOVE_DRAWN = '1.5rem';
const REMOVE_OUTSET = `calc((${CONTROL_MIN_HEIGHT} - ${REMOVE_DRAWN}) / 2)`;

/**
 * A chosen item's Remove: a control's height (36 px, issue 30) as its hit area, drawn as a 24 px
 * circle by `::before`; negative margins keep the chip's height and width as they were.
 */
export const removeButton = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: CONTROL_MIN_HEIGHT,
  height: CONTROL_MIN_HEIGHT,
  margin: `calc(-1 * ${REMOVE_OUTSET})`,
  padding: 0,
  background: 'transparent',
  border: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      inset: REMOVE_OUTSET,
      borderRadius: vars.radius.pill,
    },
    '&[data-hovered], &[data-pressed]': { color: vars.color.text },
    '&[data-hovered]::before, &[data-pressed]::before': { background: vars.color.secondaryHover },
    '&[data-focus-visible]::before': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const check = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  color: vars.color.primary,
});
