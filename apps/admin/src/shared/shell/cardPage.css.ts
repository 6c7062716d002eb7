import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/**
 * A settings card's fields and results: one column of at most 560 px (DESIGN.md "Forms"), while the
 * card and its footer, with the card's primary action at its right end, take the page's width.
 */
export const fields = style({ maxInlineSize: '35rem', display: 'grid', gap: vars.space['16'] });
