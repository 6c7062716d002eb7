import { describe, expect, it } from 'vitest';
import { tooltipElement } from '../../primitives/charts/chartOptions';
import * as css from '../../primitives/charts/chartTooltip.css';
import { formatAxisReturn, formatAxisUsd, formatSignedReturn, returnTrend } from './chartFormat';

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
