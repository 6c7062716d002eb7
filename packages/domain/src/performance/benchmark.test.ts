import { describe, expect, it } from 'vitest';
import { benchmarkOverlay, cumulativeReturnSummary } from './benchmark';
import { annualizedReturn } from './performance';

const track = {
  x_axis: ['2023-12-31', '2024-01-01', '2024-06-30', '2025-01-01', 'bad'],
  y_axis: [0.05, 0.1, 0.21, 0.32, 9],
};

describe("benchmarkOverlay: an index rebased to the portfolio's start, in percent", () => {
  it('starts at 0 % on the portfolio start and annualizes a span of a year or more', () => {
    const overlay = benchmarkOverlay(['2024-01-01', '2024-06-30', '2025-01-01'], track);
    expect(overlay.startDate).toBe('2024-01-01');
    expect(overlay.points.map((p) => p.date)).toEqual(['2024-01-01', '2024-06-30', '2025-01-01']);
    expect(overlay.points[0]?.returnPct).toBeCloseTo(0, 12);
    expect(overlay.points[1]?.returnPct).toBeCloseTo(10, 10);
    expect(overlay.points[2]?.returnPct).toBeCloseTo(20, 10);
    expect(overlay.spanDays).toBe(366);
    expect(overlay.annualizedReturnPct).toBeCloseTo(annualizedReturn(0.2, 366) * 100, 10);
  });
  it('uses the latest index value on or before each portfolio date', () => {
    const overlay = benchmarkOverlay(['2024-01-02', '2024-07-01'], track);
    expect(overlay.points[0]?.returnPct).toBeCloseTo(0, 12);
    expect(overlay.points[1]?.returnPct).toBeCloseTo(10, 10);
  });
  it('does not annualize a span under a year', () => {
    const overlay = benchmarkOverlay(['2024-01-01', '2024-06-30'], track);
    expect(overlay.spanDays).toBe(181);
    expect(overlay.annualizedReturnPct).toBeNull();
    expect(overlay.totalReturnPct).toBeCloseTo(10, 10);
  });
  it('counts from the index start when it begins after the portfolio', () => {
    const overlay = benchmarkOverlay(['2023-06-01', '2024-06-30'], {
      x_axis: ['2024-01-01', '2024-06-30'],
      y_axis: [0, 0.5],
    });
    expect(overlay.startDate).toBe('2024-01-01');
    expect(overlay.points.map((p) => p.returnPct)).toEqual([null, 50]);
  });
  it('is empty without overlapping data', () => {
    const empty = { startDate: null, totalReturnPct: null, spanDays: 0, annualizedReturnPct: null };
    expect(benchmarkOverlay([], track)).toEqual({ points: [], ...empty });
    expect(benchmarkOverlay(['2020-01-01'], track)).toEqual({
      points: [{ date: '2020-01-01', returnPct: null }],
      ...empty,
    });
    expect(benchmarkOverlay(['2024-01-01'], { x_axis: [], y_axis: [] }).totalReturnPct).toBeNull();
  });
});

describe('cumulativeReturnSummary: the returns chart key figure, as the table annualizes it (issue 30)', () => {
  it.each([
    [
      'a year or more: the last value drawn and it annualized',
      ['2024-01-01', '2024-06-30', '2025-12-31'],
      [0, 0.1, -0.4],
      -40,
      annualizedReturn(-0.4, 730) * 100,
    ],
    ['under a year: not annualized', ['2024-01-01', '2024-06-30'], [0, 0.1], 10, null],
    [
      'trailing gaps: the last day with a value',
      ['2024-01-01', '2024-06-30', '2024-07-01'],
      [0, 0.1, null],
      10,
      null,
    ],
  ] as const)('%s', (_, dates, returns, total, annualized) => {
    const summary = cumulativeReturnSummary(dates, returns);
    expect(summary?.totalReturnPct).toBeCloseTo(total, 10);
    if (annualized === null) expect(summary?.annualizedReturnPct).toBeNull();
    else expect(summary?.annualizedReturnPct).toBeCloseTo(annualized, 10);
  });
  it('has nothing to state without a value', () => {
    expect(cumulativeReturnSummary([], [])).toBeNull();
    expect(cumulativeReturnSummary(['2024-01-01'], [null])).toBeNull();
  });
});
