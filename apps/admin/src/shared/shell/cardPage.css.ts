import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/**
 * A settings card's fields and results: one column of at most 560 px (DESIGN.md "Forms").
 */
export const fields = style({ maxInlineSize: '35rem', display: 'grid', gap: vars.space['16'] });

/**
 * The cards of a settings page with fields (Keys, Access Code): as wide as the 560 px fields and
 * the card's padding, so a card's action at its footer's right end stands under its fields' right
 * edge instead of across an empty card (a review found it 390 to 550 px away).
 */
export const cards = style({ display: 'grid', gap: vars.space['24'], maxInlineSize: '38rem' });

/**
 * The header's description over such cards: it wraps on the cards' edge instead of running 150 px
 * past it (issue 30). The header itself spans the page column, as on every page.
 */
export const cardsMeasure = style({ display: 'block', maxInlineSize: '38rem' });
