import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, getColorMode, LIGHT_CLASS, setColorMode } from './colorMode';
import { darkColors, lightColors } from './palettes';
import './dark.css';
import './light.css';

const background = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--cairn-color-background').trim();

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove(LIGHT_CLASS);
});

describe('colour mode (real browser)', () => {
  it('is dark by default, with the dark tokens on :root', () => {
    expect(getColorMode()).toBe('dark');
    expect(background()).toBe(darkColors.background);
  });

  it('switches to light by a class on <html> and remembers it in localStorage "theme"', () => {
    setColorMode('light');
    expect(document.documentElement.classList.contains(LIGHT_CLASS)).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(getColorMode()).toBe('light');
    expect(background()).toBe(lightColors.background);
    setColorMode('dark');
    expect(document.documentElement.classList.contains(LIGHT_CLASS)).toBe(false);
    expect(getColorMode()).toBe('dark');
  });

  it('ignores a stored value that is not a colour mode', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'sepia');
    expect(getColorMode()).toBe('dark');
  });
});
