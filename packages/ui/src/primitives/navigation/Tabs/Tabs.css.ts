import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { FORCED_COLORS } from '../../../theme/forcedColors';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space['8']} ${vars.space['16']}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.secondaryHover },
    '&[data-selected]': { color: vars.color.text },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: '-1px',
      height: '3px',
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', background: 'none' },
  },
  // Forced colours replace the underline's fill with the page's colour: it is drawn in the
  // selection's colour instead, and the selected tab's text takes it too (issue 31).
  '@media': {
    [FORCED_COLORS]: {
      selectors: {
        '&[data-selected]': { color: 'Highlight' },
        '&[data-selected]::after': { forcedColorAdjust: 'none', background: 'Highlight' },
      },
    },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
