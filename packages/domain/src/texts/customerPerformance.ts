/**
 * The Performance page's own texts and the track-record charts of the marketplace's details pages
 * (doc 2 §2 Performance, Marketplace). The spec's labels ('Portfolio Returns', 'Clear Selection',
 * 'Performance Disclosure', MTD ... Full) live in `performanceTexts` and `RETURN_COLUMN_LABELS`;
 * these are the project's wording around them (docs/decisions.md "Performance page").
 */
import { formatUsd } from '../money/format';

/** The Performance page (doc 2 §2 Performance). */
export const performancePageTexts = {
  heading: 'Performance',
  description: 'How your portfolio has done since you invested, by investment, asset or sector.',
  returnsTable: 'Returns',
  returnsTableDescription: 'Returns over one year are annualized.',
  name: 'Name',
  benchmarkNone: 'None',
  /** The benchmark series' name in the chart's key. */
  benchmarkSeries: (index: string): string => `Benchmark: ${index}`,
  /** The benchmark's summary under the chart: annualized only over a year or more. */
  benchmarkSummary: (index: string, total: string, annualized: string | null): string =>
    annualized === null
      ? `${index} returned ${total} over the period shown.`
      : `${index} returned ${total} over the period shown, ${annualized} a year annualized.`,
  harvestedTaxLossesButton: 'Harvested Tax Losses',
  harvestedTaxLossesTotal: (amount: string, from: string, to: string): string =>
    `${formatUsd(amount)} harvested from ${from} to ${to}.`,
} as const;

/** The track-record chart of a model's or an index's page (doc 2 §2 Marketplace). */
export const trackRecordTexts = {
  title: 'Performance',
  description: (name: string): string =>
    `${name}'s hypothetical track record: cumulative return from the start of the period shown.`,
} as const;
