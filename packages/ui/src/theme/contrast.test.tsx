import { afterEach, describe, expect, it } from 'vitest';
import { LIGHT_CLASS, setColorMode } from './colorMode';
import { CONTRAST_REQUIREMENTS, SURFACES } from './contrast';
import './dark.css';
import './light.css';
import { contrastRatio } from './palette';
import { type ColorTokens, darkColors, lightColors } from './palettes';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const live = (name: string) =>
  getComputedStyle(document.documentElement)
    .getPropertyValue(`--cairn-color-${kebab(name)}`)
    .trim();

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove(LIGHT_CLASS);
});

const MODES: readonly ['dark' | 'light', ColorTokens][] = [
  ['dark', darkColors],
  ['light', lightColors],
];

describe('colour contrast of the themes (live CSS variables)', () => {
  for (const [mode, palette] of MODES) {
    it(`serves the ${mode} palette as CSS variables`, () => {
      setColorMode(mode);
      for (const [name, value] of Object.entries(palette)) expect(live(name), name).toBe(value);
    });

    it(`meets every contrast requirement in ${mode}`, () => {
      setColorMode(mode);
      const failures = CONTRAST_REQUIREMENTS.filter(
        ({ foreground, background, min }) => contrastRatio(live(foreground), live(background)) < min,
      ).map(
        ({ foreground, background, min }) =>
          `${foreground} on ${background}: ${contrastRatio(live(foreground), live(background)).toFixed(2)} < ${min}`,
      );
      expect(failures).toEqual([]);
    });
  }

  it('checks body text AAA, other text AA and graphics 3:1 on every surface', () => {
    const on = (foreground: string) => CONTRAST_REQUIREMENTS.filter((r) => r.foreground === foreground);
    const onSurfaces = on('text').filter((r) => (SURFACES as readonly string[]).includes(r.background));
    expect(onSurfaces.map((r) => r.min)).toEqual([7, 7, 7, 7, 7]);
    expect(on('textMuted').map((r) => r.background)).toEqual([
      'background',
      'surface',
      'surfaceRaised',
      'surfaceSunken',
      'secondaryHover',
    ]);
    expect(on('focusRing').every((r) => r.min === 3)).toBe(true);
    expect(CONTRAST_REQUIREMENTS.length).toBeGreaterThan(80);
  });
});
