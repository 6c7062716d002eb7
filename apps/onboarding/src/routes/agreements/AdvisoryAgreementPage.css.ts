import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The signature block: 32 px under the agreement's box (16 px gap and 16 px), as page blocks are. */
export const signature = style({ marginBlockStart: vars.space['16'] });
