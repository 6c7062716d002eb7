/** The two colour modes. Dark is the default (doc 1 §9, doc 3 §9). */
export const COLOR_MODES = ['dark', 'light'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** localStorage key holding the colour mode (doc 1 §3 "Client-side storage": theme). */
export const COLOR_MODE_STORAGE_KEY = 'theme';
/** The class on `<html>` that switches to the light theme. */
export const LIGHT_CLASS = 'cairn-light';

const isColorMode = (value: unknown): value is ColorMode => value === 'dark' || value === 'light';

/** The remembered colour mode, else dark. Storage failures (private mode) fall back to dark. */
export function getColorMode(): ColorMode {
  try {
    const stored = globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(stored) ? stored : 'dark';
  } catch {
    return 'dark';
  }
}

/** Applies a colour mode to `<html>` and remembers it in localStorage `theme`. */
export function setColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle(LIGHT_CLASS, mode === 'light');
  root.style.colorScheme = mode;
  try {
    globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode, quota); the mode still applies to this page.
  }
}
