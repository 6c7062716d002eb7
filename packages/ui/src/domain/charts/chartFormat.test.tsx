import { daysOfData } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { tooltipElement } from '../../primitives/charts/chartOptions';
import * as css from '../../primitives/charts/chartTooltip.css';
import {
  dateAxisInterval,
  formatAxisDate,
  formatAxisReturn,
  formatAxisUsd,
  formatSignedReturn,
  returnTrend,
} from './chartFormat';

describe('chart figures (issue 30)', () => {
  it('writes returns as the figures do: a sign, U+2212 for a loss, -- under 1e-7', () => {
    expect(formatSignedReturn(0.0892)).toBe('+8.92%');
    expect(formatSignedReturn(-0.371)).toBe('\u221237.10%');
    expect(formatSignedReturn(-0.00004)).toBe('0.00%');
    expect(formatSignedReturn(0.00000005)).toBe('--');
    expect(formatSignedReturn(null)).toBe('--');
  });

  it('labels the axes in whole numbers with U+2212', () => {
    expect(formatAxisReturn(-0.1)).toBe('\u221210%');
    expect(formatAxisReturn(0)).toBe('0%');
    expect(formatAxisReturn(0.25)).toBe('25%');
    expect(formatAxisUsd(-500)).toBe('\u2212$500');
    expect(formatAxisUsd(12000)).toBe('$12,000');
  });

  it('colours a tooltip value by its trend', () => {
    const element = tooltipElement('June 30, 2025', [
      { name: 'Gain', value: '+1.00%', trend: returnTrend(0.01) },
      { name: 'Loss', value: '\u22121.00%', trend: returnTrend(-0.01) },
      { name: 'Flat', value: '0.00%', trend: returnTrend(0) },
    ]);
    const [gain, loss, flat] = [...element.children]
      .slice(1)
      .map((row) => row.lastElementChild as HTMLElement);
    if (!gain || !loss || !flat) throw new Error('three rows expected');
    expect(gain.classList.contains(css.tooltipTrend.gain)).toBe(true);
    expect(loss.classList.contains(css.tooltipTrend.loss)).toBe(true);
    expect(flat.className).toBe(css.tooltipValue);
  });
});

describe('date axis labels at even steps (issue 30)', () => {
  /** Every day from `from` for `count` days, as 'YYYY-MM-DD'. */
  const days = (from: string, count: number) =>
    Array.from({ length: count }, (_, index) =>
      new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
    );
  const labelled = (dates: readonly string[]) => {
    const interval = dateAxisInterval(dates);
    return typeof interval === 'number'
      ? dates.filter((_, index) => index % (interval + 1) === 0)
      : dates.filter((_, index) => interval(index));
  };

  it('labels month starts a regular number of months apart beyond two months', () => {
    // Oct 14, 2024 to Nov 28, 2026: 26 months, every 4th month from January.
    const dates = days('2024-10-14', 776);
    expect(labelled(dates)).toEqual([
      '2025-01-01',
      '2025-05-01',
      '2025-09-01',
      '2026-01-01',
      '2026-05-01',
      '2026-09-01',
    ]);
    expect(dates.map((date) => formatAxisDate(date, daysOfData(dates))).at(-1)).toBe('Nov 2026');
  });

  it('labels every other month over a year', () => {
    const dates = days('2025-11-29', 366);
    expect(labelled(dates)).toEqual([
      '2026-01-01',
      '2026-03-01',
      '2026-05-01',
      '2026-07-01',
      '2026-09-01',
      '2026-11-01',
    ]);
  });

  it('labels every few days within two months', () => {
    const dates = days('2026-10-30', 30);
    expect(labelled(dates)).toEqual([
      '2026-10-30',
      '2026-11-04',
      '2026-11-09',
      '2026-11-14',
      '2026-11-19',
      '2026-11-24',
    ]);
    expect(formatAxisDate('2026-11-04', daysOfData(dates))).toBe('Nov 4');
  });
});
