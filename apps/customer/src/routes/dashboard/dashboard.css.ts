import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

// A figure is a flex box, so `textAlign` alone left it at its grid cell's start: each ends on the
// cell's end, and every figure of the card on one right edge (issue 30).
export const amount = style({ textAlign: 'end', justifySelf: 'end' });

/** Weights share one column so the balances beside them line up. */
export const weight = style({
  textAlign: 'end',
  justifySelf: 'end',
  color: vars.color.textMuted,
});

/**
 * A column of cards as tall as the row, so the columns share a bottom edge in every state (issue
 * 30): its list card grows (the balance chart's on the left, Holdings on the right), and a card
 * after it (Harvested Tax Losses) keeps its content's height, so the extra room reads as the end of
 * a list rather than a hole.
 */
export const fillColumn = style({ height: '100%' });

/**
 * The Holdings rail: 2/5 of the row, and at least 25 rem, so at 1280 px its description ('What you
 * hold now, by asset.') stays one line beside 'Deposit Crypto' (issue 30: 'asset.' wrapped alone
 * on six states); the balance column takes what it leaves.
 */
export const holdingsRail = style({ selectors: { '&&': { minWidth: 'min(25rem, 45%)' } } });

/** The same column, its first card growing (Holdings, above Harvested Tax Losses). */
export const fillColumnFirst = style({ height: '100%' });

globalStyle(`${fillColumn} > :last-child, ${fillColumnFirst} > :first-child`, { flexGrow: 1 });

/**
 * The page's notices (KYC, rebalancing minimum, the open cost basis task, the timed popups) as ONE
 * banner (issue 30 "one banner per page"): joined into a single box, one row per notice with a
 * hairline between, instead of a stack of separate boxes. Takes no room when there is none.
 */
export const notices = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&:empty': { display: 'none' } },
});

/** Each notice row: the banner itself, or the timed popup's wrapper around one. */
const row = (part: string) => `${notices} > ${part}[data-tone], ${notices} > ${part} > [data-tone]`;

globalStyle(row(':not(:last-child)'), {
  borderBottomLeftRadius: 0,
  borderBottomRightRadius: 0,
});

globalStyle(row(':not(:first-child)'), {
  borderTopLeftRadius: 0,
  borderTopRightRadius: 0,
  borderTopColor: vars.color.border,
  marginTop: '-1px',
});

/** The deactivated panel's support line: as wide as the sentence above it (the empty state's 28rem). */
export const deactivatedSupport = style({ maxWidth: '28rem', textAlign: 'center' });

/**
 * The kit's empty state inside a card that also holds other content (Holdings): the card's padding
 * already frames it, so it keeps a smaller block padding than a page-wide one (48 px).
 */
export const cardEmptyState = style({ selectors: { '&&': { paddingBlock: vars.space['16'] } } });
