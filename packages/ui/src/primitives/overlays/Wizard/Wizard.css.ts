import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const stepCount = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const stepTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
  marginTop: vars.space.lg,
});
