import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { FORCED_COLORS, forcedSelected } from '../../../theme/forcedColors';

export const group = style({
  display: 'inline-flex',
  padding: vars.space['2'],
  gap: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const option = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-selected]': forcedSelected } } },
  selectors: {
    '&[data-hovered]': { background: vars.color.secondaryHover, color: vars.color.text },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
