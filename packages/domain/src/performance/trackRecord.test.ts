import { describe, expect, it } from 'vitest';
import { trackRecordWindow } from './trackRecord';

const dates = ['2024-01-01', '2024-12-25', '2024-12-31', '2025-01-01', '2025-01-07'];
const momentum = { name: 'Momentum', returns: [0, 0.1, 0.21, 0.1, 0.32] };

describe("a track record's timeframe (doc 2 §4: 'Week (1w), Month (1m), YTD (ytd), Year (1y), Full (f)')", () => {
  it.each([
    // Week: the last 7 days ending on the newest point.
    ['1w', ['2025-01-01', '2025-01-07']],
    // Month: the last 31 days.
    ['1m', ['2024-12-25', '2024-12-31', '2025-01-01', '2025-01-07']],
    // YTD: the calendar year of the newest point.
    ['ytd', ['2025-01-01', '2025-01-07']],
    // Year: the last 365 days.
    ['1y', ['2024-12-25', '2024-12-31', '2025-01-01', '2025-01-07']],
    ['f', dates],
  ] as const)('%s keeps %j', (timeframe, kept) => {
    expect(trackRecordWindow(dates, [momentum], timeframe).dates).toEqual(kept);
  });

  it('rebases each series to 0 at its first value in the window', () => {
    const { series } = trackRecordWindow(dates, [momentum], '1m');
    const returns = series[0]?.returns ?? [];
    expect(returns[0]).toBeCloseTo(0, 12);
    expect(returns[1]).toBeCloseTo(0.1, 12);
    expect(returns[2]).toBeCloseTo(0, 12);
    expect(returns[3]).toBeCloseTo(0.2, 12);
  });

  it('keeps the full record as it is', () => {
    expect(trackRecordWindow(dates, [momentum], 'f').series[0]?.returns).toEqual(momentum.returns);
  });

  it('leaves a later series null until its own start, then counts from there', () => {
    const later = { name: 'Benchmark', returns: [null, null, 0.5, 0.65, Number.NaN] };
    expect(
      trackRecordWindow(dates, [later], 'f').series[0]?.returns.map((v) => v && Number(v.toFixed(10))),
    ).toEqual([null, null, 0, 0.1, null]);
  });

  it('is empty without a readable date', () => {
    expect(trackRecordWindow(['x'], [momentum], 'f')).toEqual({
      dates: [],
      series: [{ name: 'Momentum', returns: [] }],
    });
    expect(trackRecordWindow([], [], '1w')).toEqual({ dates: [], series: [] });
  });
});
