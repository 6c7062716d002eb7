import { describe, expect, it } from 'vitest';
import { performancePageTexts } from './copy';

describe("the Performance page's sentences", () => {
  it('names the benchmark and annualizes its summary only when given', () => {
    expect(performancePageTexts.benchmarkSeries('Cairn Bitcoin Index')).toBe(
      'Benchmark: Cairn Bitcoin Index',
    );
    expect(performancePageTexts.benchmarkSummary('CBTC', '+12.00%', null)).toBe(
      'CBTC returned +12.00% over the period shown.',
    );
    expect(performancePageTexts.benchmarkSummary('CBTC', '+21.00%', '+10.00%')).toBe(
      'CBTC returned +21.00% over the period shown, +10.00% a year annualized.',
    );
    expect(performancePageTexts.harvestedTaxLossesTotal('1234.5', 'January 1, 2025', 'March 1, 2025')).toBe(
      '$1,234.50 harvested from January 1, 2025 to March 1, 2025.',
    );
  });
});
