import { PORTFOLIO_CHANGE_HOURS, PRODUCT_NAME, TRADE_FEE_SHARE } from '@cairn/domain';

/** The words of `TaxImpactTable`, the estimated tax impact of a withdrawal or a rebalance. */
export interface TaxImpactTableMessages {
  readonly title: string;
  readonly estimateBadge: string;
  readonly intro: (share: string) => string;
  readonly fromCash: (amount: string) => string;
  readonly disclaimer: string;
  readonly basisAssumed: string;
  readonly unmatched: (asset: string) => string;
  readonly noSales: string;
  readonly caption: (amount: string) => string;
  readonly asset: string;
  readonly quantity: string;
  readonly proceeds: string;
  readonly costBasis: string;
  /** The one gain column's heading; each gain under it carries its term (`shortTermPeriod`, `longTermPeriod`). */
  readonly gain: string;
  readonly total: string;
  readonly lotsCaption: (asset: string) => string;
  readonly showLots: string;
  readonly acquired: string;
  readonly unitCost: string;
  readonly holdingPeriod: string;
  readonly shortTermPeriod: string;
  readonly longTermPeriod: string;
  readonly assumedBasis: string;
  readonly estimatedShortTerm: string;
  readonly estimatedLongTerm: string;
  readonly estimatedTotal: string;
}

/**
 * The estimated tax impact of a fiat withdrawal (beyond the spec): labelled an estimate and not tax
 * advice. Amounts and the share arrive formatted.
 */
export const defaultTaxImpactTableMessages: TaxImpactTableMessages = {
  title: 'Estimated Tax Impact',
  estimateBadge: 'Estimate',
  intro: (share: string): string =>
    `To pay this withdrawal, about ${share} of each holding would be sold. The gains are estimated from the cost basis your account knows, lot by lot in HIFO order (highest in, first out).`,
  fromCash: (amount: string): string => `${amount} comes from cash and sells nothing.`,
  disclaimer: `This is an estimate, not tax advice: ${PRODUCT_NAME} does not provide tax advice. It assumes the sales execute at today's prices on their trade day (a withdrawal's today, a rebalance's about ${PORTFOLIO_CHANGE_HOURS} hours from now, in New York time), net of the ${TRADE_FEE_SHARE * 100}% trade fee, by HIFO from the cost basis your account knows. Prices move before the trades execute, so the actual gains will differ.`,
  basisAssumed:
    'Some of these holdings came from crypto deposits without cost basis details: a $0 cost basis is assumed for them, which overstates the gain. Add their details in the Tax Center.',
  unmatched: (asset: string): string =>
    `Part of the ${asset} sold is not covered by a known lot; its gain is not estimated.`,
  noSales: 'No holdings would be sold: this withdrawal is paid from cash.',
  caption: (amount: string): string => `Estimated sales to pay a withdrawal of ${amount}`,
  asset: 'Asset',
  quantity: 'Quantity sold',
  proceeds: 'Proceeds',
  costBasis: 'Cost basis',
  gain: 'Gain',
  total: 'Total',
  lotsCaption: (asset: string): string => `Lots of ${asset} used (HIFO)`,
  showLots: 'Lots used',
  acquired: 'Acquired',
  unitCost: 'Unit cost',
  holdingPeriod: 'Holding period',
  shortTermPeriod: 'Short-term',
  longTermPeriod: 'Long-term',
  assumedBasis: '$0 basis assumed',
  estimatedShortTerm: 'Estimated short-term gain or loss',
  estimatedLongTerm: 'Estimated long-term gain or loss',
  estimatedTotal: 'Estimated total gain or loss',
};
