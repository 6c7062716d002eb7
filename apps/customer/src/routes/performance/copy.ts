/**
 * The Performance page's words (doc 2 §2 Performance).
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */
import { formatUsd, MY_PORTFOLIO_SERIES, PERFORMANCE_CHART_KIND_LABELS, PRODUCT_NAME } from '@cairn/domain';
import { TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS } from '../../shared/copy';

/** The Performance page (doc 2 §2 Performance); the period labels are `PERFORMANCE_PERIODS`. */
export const performanceTexts = {
  title: 'Portfolio Returns',
  lineChart: PERFORMANCE_CHART_KIND_LABELS.line,
  barChart: PERFORMANCE_CHART_KIND_LABELS.bar,
  category: 'Category',
  timeframe: 'Timeframe',
  myPortfolio: MY_PORTFOLIO_SERIES,
  clearSelection: 'Clear Selection',
  returnsColumns: ['MTD', 'QTD', 'YTD', '1Y', 'Full'] as const,
  harvestedTaxLosses: 'Harvested Tax Losses',
  harvestedTaxLossesBody: `Tax-loss harvesting sells investments that have fallen in value to realise losses that can offset gains, and keeps your exposure by buying similar assets. The figure is the total of losses harvested in the period. ${TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS}`,
  benchmark: 'Benchmark',
  disclosureLink: 'Performance Disclosure',
} as const;

/** The Performance page (doc 2 §2 Performance). */
export const performancePageTexts = {
  heading: 'Performance',
  description: 'How your portfolio has done since you invested, by investment, asset or sector.',
  returnsTable: 'Returns',
  returnsTableDescription: 'Returns over one year are annualized.',
  name: 'Name',
  /** Under the chart's 'No Data' (doc 2 §9): when returns will show. */
  noReturnsYet: 'Your returns appear after your first full day invested.',
  /** The empty chart's action before a first deposit (the dashboard Allocation's words). */
  makeDeposit: 'Make a Deposit',
  /** Under the returns table's 'No Data'. */
  noReturnsTableYet: 'MTD, QTD, YTD, 1Y and Full returns show here from your first full day invested.',
  benchmarkNone: 'None',
  /** The benchmark series' name in the chart's key. */
  benchmarkSeries: (index: string): string => `Benchmark: ${index}`,
  /** The benchmark's summary under the chart: annualized only over a year or more. */
  benchmarkSummary: (index: string, total: string, annualized: string | null): string =>
    annualized === null
      ? `${index} returned ${total} over the period shown.`
      : `${index} returned ${total} over the period shown, ${annualized} a year annualized.`,
  harvestedTaxLossesButton: 'Harvested Tax Losses',
  /** The key figures in the chart card (issue 30): My Portfolio's return over the line's period, and annualized as the table's Full. */
  periodReturn: 'Return over the period shown',
  annualizedReturn: 'A year, annualized (the table’s Full)',
  /** The bar chart's key figures: My Portfolio's best and worst period drawn. */
  bestPeriod: (unit: string): string => `Best ${unit}`,
  worstPeriod: (unit: string): string => `Worst ${unit}`,
  /** A bar timeframe's period, as the key figures name it. */
  barPeriodUnit: { weekly: 'week', monthly: 'month', quarterly: 'quarter', annually: 'year' },
  harvestedTaxLossesTotal: (amount: string, from: string, to: string): string =>
    `${formatUsd(amount)} harvested from ${from} to ${to}.`,
} as const;

/** The Performance Disclosure modal (doc 2 §2 Performance). */
export const performanceDisclosureTexts = {
  title: 'Performance Disclosure',
  paragraphs: [
    'Past performance is not a guarantee or a reliable indicator of future results. Crypto-assets are volatile, and you can lose some or all of the money you invest.',
    'Returns are time-weighted: deposits and withdrawals do not count as gains or losses. Returns over periods longer than one year are annualized; shorter periods are shown as they are.',
    `Returns are shown after the investment and platform fees ${PRODUCT_NAME} charges, and before custodial and transaction costs and taxes. Your own returns depend on when you invested and may differ from those of a model or index.`,
    'Model and index track records before you held them, and benchmark lines, are shown for comparison only and are not your results.',
  ],
} as const;
