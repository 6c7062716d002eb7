import { afterEach, describe, expect, it } from 'vitest';
import { LIGHT_CLASS, setColorMode } from './colorMode';
import './dark.css';
import './light.css';
import { CHART_PALETTE, chartSeriesColor, contrastRatio, MY_PORTFOLIO_GREY } from './palette';

const CHART_BACKGROUNDS = ['background', 'surface', 'surface-raised', 'surface-sunken'] as const;

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--cairn-color-${name}`).trim();

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove(LIGHT_CLASS);
});

describe('chart palette', () => {
  it('has about 90 distinct fixed colours', () => {
    expect(CHART_PALETTE.length).toBe(90);
    expect(new Set(CHART_PALETTE.map((color) => color.toLowerCase())).size).toBe(90);
    expect(Object.isFrozen(CHART_PALETTE)).toBe(true);
  });

  it('wraps series indices onto the palette', () => {
    expect(chartSeriesColor(0)).toBe(CHART_PALETTE[0]);
    expect(chartSeriesColor(90)).toBe(CHART_PALETTE[0]);
    expect(chartSeriesColor(-1)).toBe(CHART_PALETTE[89]);
  });

  // WCAG 2.2 1.4.11: graphical objects need 3:1 against what they sit on, in both colour modes.
  for (const mode of ['dark', 'light'] as const) {
    it(`gives every series colour and the My Portfolio grey 3:1 on each chart background (${mode})`, () => {
      setColorMode(mode);
      for (const background of CHART_BACKGROUNDS) {
        const surface = token(background);
        expect(surface).toMatch(/^#/);
        for (const color of [...CHART_PALETTE, MY_PORTFOLIO_GREY]) {
          expect(contrastRatio(color, surface), `${color} on ${background} (${mode})`).toBeGreaterThanOrEqual(
            3,
          );
        }
      }
    });
  }

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777d83', '#777d83')).toBe(1);
  });
});
