import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/**
 * A settings card's fields and results: one column of at most 560 px (DESIGN.md "Forms").
 */
export const fields = style({ maxInlineSize: '35rem', display: 'grid', gap: vars.space['16'] });

/**
 * The cards of a settings page (Keys, Access Code, Trade Settings): as wide as the 560 px fields
 * and the card's padding, so a card's action at its footer's right end stands under its fields'
 * right edge instead of across an empty card (a review found it 390 to 550 px away).
 */
export const cards = style({ display: 'grid', gap: vars.space['24'], maxInlineSize: '38rem' });
