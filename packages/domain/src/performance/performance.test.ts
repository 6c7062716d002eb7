import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualizedReturn,
  BAR_TIMEFRAME_LABELS,
  disabledPeriodsNote,
  enabledPeriods,
  InvalidPerformanceValueError,
  PERFORMANCE_PERIODS,
  parseBarTimeframe,
  parseLineTimeframe,
  parsePerformanceLevel,
} from './performance';

describe('why period buttons are disabled, under the chart (issue 30)', () => {
  it.each([
    [0, null],
    [1, 'Week needs 7 days of history, Month 31, Year 365.'],
    [7, 'Month needs 31 days of history, Year 365.'],
    [31, 'Year needs 365 days of history.'],
    [365, null],
  ])('%s days -> %j', (days, note) => {
    expect(disabledPeriodsNote(days)).toBe(note);
  });
});

describe('period buttons enabled by days of data (Week 7, Month 31, Year 365, YTD and Full 1)', () => {
  it.each([
    [0, []],
    [1, ['ytd', 'f']],
    [6, ['ytd', 'f']],
    [7, ['1w', 'ytd', 'f']],
    [30, ['1w', 'ytd', 'f']],
    [31, ['1w', '1m', 'ytd', 'f']],
    [364, ['1w', '1m', 'ytd', 'f']],
    [365, ['1w', '1m', 'ytd', '1y', 'f']],
  ])('%s days -> %j', (days, timeframes) => {
    expect(enabledPeriods(days)).toEqual(timeframes);
  });
  it('shows Week, Month, YTD, Year, Full in that order', () => {
    expect(PERFORMANCE_PERIODS.map((period) => `${period.label}(${period.timeframe})`)).toEqual([
      'Week(1w)',
      'Month(1m)',
      'YTD(ytd)',
      'Year(1y)',
      'Full(f)',
    ]);
  });
});

describe('levels and timeframes', () => {
  it.each(['investment', 'asset', 'sector'])('level %s', (level) => {
    expect(parsePerformanceLevel(level)).toBe(level);
  });
  it.each(['1w', '1m', 'ytd', '1y', 'f'])('line timeframe %s', (timeframe) => {
    expect(parseLineTimeframe(timeframe)).toBe(timeframe);
  });
  it.each(['weekly', 'monthly', 'quarterly', 'annually'])('bar timeframe %s', (timeframe) => {
    expect(parseBarTimeframe(timeframe)).toBe(timeframe);
  });
  it('labels the annual bar timeframe Yearly', () => {
    expect(BAR_TIMEFRAME_LABELS.annually).toBe('Yearly');
  });
  it.each([
    [() => parsePerformanceLevel('Asset'), 'level', 'Asset', 'invalid level'],
    [() => parsePerformanceLevel(undefined), 'level', undefined, 'invalid level'],
    [() => parseLineTimeframe('weekly'), 'timeframe', 'weekly', 'invalid timeframe'],
    [() => parseBarTimeframe('1w'), 'timeframe', '1w', 'invalid timeframe'],
    [() => parseBarTimeframe(7), 'timeframe', 7, 'invalid timeframe'],
  ])('rejects an unexpected value with a typed error', (call, kind, value, message) => {
    let caught: unknown;
    try {
      call();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidPerformanceValueError);
    expect(caught).toMatchObject({ kind, value, message, name: 'InvalidPerformanceValueError' });
  });
});

describe('annualizedReturn (returns over one year are annualised)', () => {
  it.each([
    [0.1, 200, 0.1],
    [0.1, 365, 0.1],
    [0.21, 730, 0.1],
    [-0.19, 730, -0.1],
    [1, 1095, 2 ** (1 / 3) - 1],
    [-1, 800, -1],
  ])('%s over %s days -> %s', (total, days, annual) => {
    expect(annualizedReturn(total, days)).toBeCloseTo(annual, 12);
  });
  it('compounds back to the total return (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.99, max: 50, noNaN: true }),
        fc.integer({ min: 366, max: 5000 }),
        (total, days) => {
          const annual = annualizedReturn(total, days);
          expect((1 + annual) ** (days / 365) - 1).toBeCloseTo(total, 6);
        },
      ),
    );
  });
});
