import { formatReturn, LINE_TIMEFRAMES } from '@cairn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barExtremes,
  benchmarkChoices,
  harvestedLossesRange,
  levelSeries,
  NO_BENCHMARK,
  PERFORMANCE_TABLE_SKELETON_ROWS,
  performanceTableRows,
  RETURN_COLUMN_LABELS,
  RETURN_COLUMNS,
  shownLineTimeframe,
} from './returnsView';

const none = { mtd: null, qtd: null, ytd: null, '1y': null, full: null };

describe("the returns table (doc 2 §2: 'columns MTD, QTD, YTD, 1Y, Full (5 skeleton rows)')", () => {
  it('has the five columns in order and 5 skeleton rows', () => {
    expect(RETURN_COLUMNS.map((column) => RETURN_COLUMN_LABELS[column])).toEqual([
      'MTD',
      'QTD',
      'YTD',
      '1Y',
      'Full',
    ]);
    expect(PERFORMANCE_TABLE_SKELETON_ROWS).toBe(5);
  });

  it.each([
    // doc 2 §9: 'Values under 1e-7 display as '--'; returns shown with 2 decimals and multiplied by 100.'
    [0.1234, '12.34%'],
    [-0.031, '-3.10%'],
    [1e-7, '0.00%'],
    [9.9e-8, '--'],
    [-9.9e-8, '--'],
    [null, '--'],
    [2.5, '250.00%'],
  ])('a return of %s shows %s', (ratio, shown) => {
    const [row] = performanceTableRows(
      { portfolioReturns: { ...none, qtd: 0.5, mtd: ratio }, levelReturns: [] },
      'My Portfolio',
    );
    expect(row?.display.mtd).toBe(shown);
  });

  it('puts the portfolio first, then the levels in the API order, with 1Y from y and Full from f', () => {
    const rows = performanceTableRows(
      {
        portfolioReturns: { mtd: 0.01, qtd: 0.02, ytd: 0.03, '1y': 0.04, full: 0.05 },
        levelReturns: [
          { levelName: 'Momentum', mtd: 0.1, qtd: 0.2, ytd: null, y: 0.4, f: 0.5, icon: 'data:x' },
          { levelName: 'Bitcoin Core', mtd: -0.1, qtd: null, ytd: null, y: null, f: -0.5 },
        ],
      },
      'My Portfolio',
    );
    expect(rows.map((row) => [row.id, row.name, row.isPortfolio, row.icon])).toEqual([
      ['portfolio', 'My Portfolio', true, null],
      ['level:Momentum', 'Momentum', false, 'data:x'],
      ['level:Bitcoin Core', 'Bitcoin Core', false, null],
    ]);
    expect(rows[1]?.display).toEqual({
      mtd: '10.00%',
      qtd: '20.00%',
      ytd: '--',
      '1y': '40.00%',
      full: '50.00%',
    });
    expect(rows[2]?.values.full).toBe(-0.5);
  });

  it("has no rows without data, so the page shows 'No Data' (doc 2 §2: 'Empty table shows No Data')", () => {
    expect(performanceTableRows({ portfolioReturns: none, levelReturns: [] }, 'My Portfolio')).toEqual([]);
  });

  it('every shown value is the domain format of its ratio (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.double({ min: -1, max: 100, noNaN: true })), (ratio) => {
        const [row] = performanceTableRows(
          { portfolioReturns: { ...none, qtd: 0.5, full: ratio }, levelReturns: [] },
          'My Portfolio',
        );
        expect(row?.display.full).toBe(formatReturn(ratio));
      }),
    );
  });
});

describe('the chart series (doc 2 §3: levelReturns per name: attributions)', () => {
  it('keeps the API order and pads missing values with gaps, never zeros', () => {
    expect(
      levelSeries(
        { Momentum: { attributions: [0, 0.1] }, DeFi: { attributions: [0.2, Number.NaN, 0.3] } },
        3,
      ),
    ).toEqual([
      { name: 'Momentum', returns: [0, 0.1, null] },
      { name: 'DeFi', returns: [0.2, null, 0.3] },
    ]);
  });
});

describe("the line timeframe shown (doc 2 §9: 'Performance buttons enabled by days of data: Week 7, Month 31, Year 365, YTD and Full 1')", () => {
  it.each([
    ['1w', 6, 'f'],
    ['1w', 7, '1w'],
    ['1m', 30, 'f'],
    ['1m', 31, '1m'],
    ['1y', 364, 'f'],
    ['1y', 365, '1y'],
    ['ytd', 1, 'ytd'],
    ['ytd', 0, 'f'],
    ['f', 0, 'f'],
  ] as const)('%s with %i days shows %s', (chosen, days, shown) => {
    expect(shownLineTimeframe(chosen, days)).toBe(shown);
  });
  it('never shows a timeframe whose button is disabled (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINE_TIMEFRAMES), fc.integer({ min: 1, max: 2000 }), (chosen, days) => {
        const shown = shownLineTimeframe(chosen, days);
        expect(shown === chosen || shown === 'f').toBe(true);
      }),
    );
  });
});

describe("harvested losses (doc 2 §7: 'only with flag, line view, chart data')", () => {
  it('spans the chart dates, or nothing without data', () => {
    expect(harvestedLossesRange(['2025-03-01', '2025-01-01', '2025-02-01'])).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-03-01',
    });
    expect(harvestedLossesRange([])).toBeNull();
  });
});

describe('benchmark choices (beyond the spec; doc 2 §2: a suffix after a hyphen is dropped)', () => {
  it('offers None first, then the indices by display name without repeats', () => {
    expect(
      benchmarkChoices(
        [
          { id: 'b', name: 'Meridian Digital Assets 5 - Partner Series' },
          { id: 'a', name: 'Cairn Bitcoin Index' },
          { id: 'c', name: 'Cairn Bitcoin Index - Old' },
        ],
        'None',
      ),
    ).toEqual([
      { id: NO_BENCHMARK, label: 'None' },
      { id: 'a', label: 'Cairn Bitcoin Index' },
      { id: 'b', label: 'Meridian Digital Assets 5' },
    ]);
  });
});

describe("the bar chart's key figures (issue 30: best and worst period)", () => {
  it('picks the best and the worst period, skipping missing returns, the first of equals', () => {
    expect(
      barExtremes(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30'], [0.1, null, -0.2, 0.1]),
    ).toEqual({ best: { date: '2025-01-31', ratio: 0.1 }, worst: { date: '2025-03-31', ratio: -0.2 } });
    expect(barExtremes(['2025-01-31'], [0.05])).toEqual({
      best: { date: '2025-01-31', ratio: 0.05 },
      worst: { date: '2025-01-31', ratio: 0.05 },
    });
  });
  it('is null with no return to show', () => {
    expect(barExtremes([], [])).toBeNull();
    expect(barExtremes(['2025-01-31'], [null])).toBeNull();
  });
});
