import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/**
 * A settings card's fields and results: one column of at most 560 px (DESIGN.md "Forms").
 */
export const fields = style({ maxInlineSize: '35rem', display: 'grid', gap: vars.space['16'] });

/**
 * A form card's fields (`FormCard`): one column as wide as the card's content, so the submit at the
 * footer's right end stands on their right edge at every width.
 */
export const formFields = style({ display: 'grid', gap: vars.space['16'] });

/**
 * A settings page's body (Keys, Access Code, Trade Settings): its short descriptions and hints wrap
 * without a one-word last line ('…encrypted with this / key.' at 1280 px). Inherited, so it reaches
 * every card's text without restyling the kit's parts.
 */
export const page = style({ textWrap: 'pretty' });

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
