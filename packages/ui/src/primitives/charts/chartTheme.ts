import { useSyncExternalStore } from 'react';
import { chartVars } from './chartVars.css';

/**
 * The token values a chart draws with. echarts paints SVG attributes, which cannot hold
 * `var(--...)`, so the values are read from the computed style of `<html>` at render and again
 * whenever the colour-mode class on `<html>` changes.
 */
export interface ChartTheme {
  readonly text: string;
  readonly textMuted: string;
  readonly border: string;
  readonly surface: string;
  readonly surfaceRaised: string;
  readonly primary: string;
  readonly gain: string;
  readonly loss: string;
  readonly fontFamily: string;
  /** Axis and tooltip text size in px. */
  readonly fontSize: number;
}

/** `var(--cairn-color-text)` → `--cairn-color-text`. */
function propertyName(reference: string): string {
  return reference.replace(/^var\(/, '').replace(/\)$/, '');
}

function readTheme(): ChartTheme {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  // A token that is not there yet (stylesheet still loading) paints in the text colour.
  const read = (reference: string) =>
    style.getPropertyValue(propertyName(reference)).trim() || 'currentColor';
  const rootFontSize = Number.parseFloat(style.fontSize) || 16;
  const size = Number.parseFloat(style.getPropertyValue(propertyName(chartVars.fontSizeXs)));
  return {
    text: read(chartVars.text),
    textMuted: read(chartVars.textMuted),
    border: read(chartVars.border),
    surface: read(chartVars.surface),
    surfaceRaised: read(chartVars.surfaceRaised),
    primary: read(chartVars.primary),
    gain: read(chartVars.gain),
    loss: read(chartVars.loss),
    fontFamily: style.getPropertyValue(propertyName(chartVars.fontBody)).trim() || 'sans-serif',
    fontSize: Number.isFinite(size) && size > 0 ? size * rootFontSize : 12,
  };
}

let cached: { key: string; theme: ChartTheme } | undefined;

function themeSnapshot(): ChartTheme {
  const key = document.documentElement.className;
  if (cached?.key !== key) cached = { key, theme: readTheme() };
  return cached.theme;
}

function subscribeToColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * What a chart draws with on the server and during hydration, where no stylesheet can be read:
 * charts render their skeleton there (`LazyChart`), so these values are never painted.
 */
const SERVER_THEME: ChartTheme = {
  text: 'currentColor',
  textMuted: 'currentColor',
  border: 'currentColor',
  surface: 'transparent',
  surfaceRaised: 'transparent',
  primary: 'currentColor',
  gain: 'currentColor',
  loss: 'currentColor',
  fontFamily: 'sans-serif',
  fontSize: 12,
};
const serverTheme = () => SERVER_THEME;

/** The chart's token values, updated when the colour mode changes (MutationObserver on `<html>`). */
export function useChartTheme(): ChartTheme {
  return useSyncExternalStore(subscribeToColorMode, themeSnapshot, serverTheme);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether charts animate: not under `prefers-reduced-motion: reduce`, and not under browser
 * automation (`navigator.webdriver`: tests and screenshots need the final frame at once).
 */
export function useChartAnimation(): boolean {
  const reduced = useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // The server draws nothing (charts are client-only islands): no animation to plan.
    () => true,
  );
  return !reduced && !globalThis.navigator?.webdriver;
}
