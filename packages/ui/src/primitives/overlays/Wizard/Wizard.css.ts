import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const stepTitle = style({
  margin: `0 0 ${vars.space['8']}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});
