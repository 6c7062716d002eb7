import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/**
 * A settings card's fields and results: one column of at most 560 px (DESIGN.md "Forms").
 */
export const fields = style({ maxInlineSize: '35rem', display: 'grid', gap: vars.space['16'] });

/**
 * A settings page (Keys, Access Code, Trade Settings), its header and its cards in one column as
 * wide as the 560 px fields and the card's padding: a card's action at its footer's right end
 * stands under its fields' right edge instead of across an empty card (a review found it 390 to
 * 550 px away), and the header's description ends on the cards' edge, not 170 px past it (issue 30).
 */
export const cards = style({ display: 'grid', gap: vars.space['24'], maxInlineSize: '38rem' });
