import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../theme/controlSize';

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['8'],
});

/** The Resend button and the status chip on one line; its height is kept so the chip never shifts the page. */
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['16'],
  minHeight: CONTROL_MIN_HEIGHT,
});

/** The Resend button, drawn as a standalone link: no button chrome. */
export const resend = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: CONTROL_MIN_HEIGHT,
  padding: 0,
  border: 0,
  background: 'none',
  lineHeight: 'inherit',
});
