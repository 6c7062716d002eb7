import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** `density="compact"`: the weight of a table's rows (14 px, 36 px rows), for details under a table. */
const compact = `${group}[data-density="compact"] &`;

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  selectors: { [compact]: { fontSize: vars.font.sizeSm } },
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  width: '100%',
  padding: `${vars.space['16']} ${vars.space['16']}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    [compact]: { minHeight: '2.25rem', padding: `${vars.space['4']} ${vars.space['12']}` },
  },
});

export const chevron = style({
  flex: 'none',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const panelInner = style({
  padding: `0 ${vars.space['16']} ${vars.space['16']}`,
  selectors: { [compact]: { padding: `0 ${vars.space['12']} ${vars.space['12']}` } },
});
