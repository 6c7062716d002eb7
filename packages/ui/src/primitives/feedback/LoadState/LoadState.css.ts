import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Centered in the space the content will take, so the page does not jump when it arrives. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '12rem',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
});
