import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** The Resend link and the status chip on one line; its height is kept so the chip never shifts the page. */
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: '2rem',
});
