import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The signature block: right under the agreement's box (its 16 px gap and 8 px), as one control with it. */
export const signature = style({ marginBlockStart: vars.space['8'] });
