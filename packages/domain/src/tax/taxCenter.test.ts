import { describe, expect, it } from 'vitest';
import {
  canDownloadTaxReport,
  isTaxYearInProgress,
  taxCenterTexts,
  taxPeriod,
  taxPeriodLine,
  taxSummaryQuery,
  taxSummaryRows,
  taxYears,
} from './taxCenter';

const today = { year: 2025, month: 3, day: 14 };

describe('tax years (creation year to current year, newest first)', () => {
  it.each([
    [2021, 2025, [2025, 2024, 2023, 2022, 2021]],
    [2025, 2025, [2025]],
    [2026, 2025, [2025]],
  ])('created %s, current %s -> %j', (created, current, years) => {
    expect(taxYears(created, current)).toEqual(years);
  });
});

describe('current year: In Progress, no report download', () => {
  it.each([
    [2025, true, false],
    [2024, false, true],
    [2021, false, true],
  ])('%s: in progress %s, download %s', (year, inProgress, download) => {
    expect(isTaxYearInProgress(year, today)).toBe(inProgress);
    expect(canDownloadTaxReport(year, today)).toBe(download);
  });
  it('downloads last year on 1 January and never the current year on 31 December', () => {
    expect(canDownloadTaxReport(2024, { year: 2025, month: 1, day: 1 })).toBe(true);
    expect(canDownloadTaxReport(2025, { year: 2025, month: 12, day: 31 })).toBe(false);
  });
  it('quotes the spec texts', () => {
    expect(taxCenterTexts.inProgress).toBe('In Progress');
    expect(taxCenterTexts.reportNotAvailable).toBe('Report for the current year is not yet available.');
  });
});

describe('tax period', () => {
  it.each([
    [2024, 'January 1, 2024 – December 31, 2024'],
    [2025, 'January 1, 2025 – Today'],
  ])('%s -> %s', (year, line) => {
    expect(taxPeriodLine(year, today)).toBe(line);
  });
  it('ends today for the current year', () => {
    expect(taxPeriod(2025, today)).toEqual({
      start: { year: 2025, month: 1, day: 1 },
      end: today,
      endsToday: true,
    });
    expect(taxSummaryQuery(2025, today)).toEqual({ start_date: '2025-01-01', end_date: '2025-03-14' });
    expect(taxSummaryQuery(2020, today)).toEqual({ start_date: '2020-01-01', end_date: '2020-12-31' });
  });
});

describe('tax summary rows (positive values get a plus sign)', () => {
  it('formats short-term, long-term and total', () => {
    expect(taxSummaryRows({ shortTerm: '1200', longTerm: '-35.1', total: '1164.9' })).toEqual([
      { label: 'Short-term', value: '+$1,200.00' },
      { label: 'Long-term', value: '-$35.10' },
      { label: 'Total', value: '+$1,164.90' },
    ]);
    expect(
      taxSummaryRows({ shortTerm: 0, longTerm: '0.00', total: '-0.001' }).map((row) => row.value),
    ).toEqual(['$0.00', '$0.00', '$0.00']);
  });
});
