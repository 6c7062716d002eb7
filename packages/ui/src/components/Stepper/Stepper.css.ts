import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      display: 'block',
      width: '2.5rem',
      height: '2px',
      borderRadius: vars.radius.pill,
      background: vars.color.border,
    },
    '&[data-state="complete"]:not(:last-child)::after': { background: vars.color.primary },
    '&[data-state="current"]': { color: vars.color.text },
    '&[data-state="complete"]': { color: vars.color.text },
  },
});

export const marker = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  selectors: {
    '[data-state="current"] > &': {
      borderColor: vars.color.primary,
      color: vars.color.primary,
      boxShadow: `0 0 0 3px ${vars.color.surface}, 0 0 0 5px ${vars.color.primary}`,
    },
    '[data-state="complete"] > &': {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
