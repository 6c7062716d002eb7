import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../theme/controlSize';
import * as code from '../VerificationCode/VerificationCode.css';

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
});

// The six boxes fill the step's width (its card's or dialog's column), so the code ends on the
// same right edge as every field and button around it.
globalStyle(`${step} > ${code.field}`, { alignItems: 'stretch' });
globalStyle(`${step} ${code.slots}`, { display: 'flex' });
globalStyle(`${step} ${code.box}`, { flex: '1 1 0', width: 'auto', height: '3.5rem' });

/**
 * The resend row, one 14 px line flush with the label: the prompt (muted), the resend links, then
 * the status chip. Its height is kept so the chip never shifts the page.
 */
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space['12'],
  minHeight: CONTROL_MIN_HEIGHT,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** A resend button, drawn as a standalone link: no button chrome. */
export const resend = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: CONTROL_MIN_HEIGHT,
  padding: 0,
  border: 0,
  background: 'none',
  lineHeight: 'inherit',
});
