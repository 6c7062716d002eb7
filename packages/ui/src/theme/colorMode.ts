/** The two colour modes a page paints in. Dark is the default (doc 1 §9, doc 3 §9). */
export const COLOR_MODES = ['dark', 'light'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** What a user can choose: a colour mode, or `system` to follow `prefers-color-scheme` live. */
export const COLOR_MODE_PREFERENCES = ['dark', 'light', 'system'] as const;
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];

/** localStorage key holding the preference (doc 1 §3 "Client-side storage": theme). */
export const COLOR_MODE_STORAGE_KEY = 'theme';
/** The class on `<html>` that switches to the light theme (the stylesheet's selector). */
export const LIGHT_CLASS = 'cairn-light';
/** The attribute on `<html>` naming the mode painted, `dark` or `light`, for your own CSS. */
export const COLOR_MODE_ATTRIBUTE = 'data-cairn-color-mode';

const SYSTEM_LIGHT = '(prefers-color-scheme: light)';
const isPreference = (value: unknown): value is ColorModePreference =>
  value === 'dark' || value === 'light' || value === 'system';

/** The remembered preference, else `fallback`. Storage failures (private mode) give the fallback. */
export function getColorModePreference(fallback: ColorModePreference = 'dark'): ColorModePreference {
  try {
    const stored = globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isPreference(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/** The mode a preference paints: `system` reads `prefers-color-scheme` now (dark without a DOM). */
export function resolveColorMode(preference: ColorModePreference): ColorMode {
  if (preference !== 'system') return preference;
  return globalThis.matchMedia?.(SYSTEM_LIGHT).matches ? 'light' : 'dark';
}

/** The mode the page paints in: the remembered preference (else `fallback`), resolved. */
export function getColorMode(fallback: ColorModePreference = 'dark'): ColorMode {
  return resolveColorMode(getColorModePreference(fallback));
}

/**
 * Paints `<html>` in a mode without remembering it: the light class, the `data-cairn-color-mode`
 * attribute and `color-scheme` (what the pre-paint `color-mode.js` sets too).
 */
export function applyColorMode(mode: ColorMode): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.classList.toggle(LIGHT_CLASS, mode === 'light');
  root.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
  root.style.colorScheme = mode;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Applies a preference to `<html>`, remembers it in localStorage `theme` and tells subscribers. */
export function setColorMode(preference: ColorModePreference): void {
  applyColorMode(resolveColorMode(preference));
  try {
    globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Storage can be unavailable (private mode, quota); the mode still applies to this page.
  }
  notify();
}

/**
 * Calls `listener` when the preference or the mode painted changes: `setColorMode`, another tab's
 * choice (the `storage` event), and under `system` the operating system's switch, which is
 * applied to `<html>` first (`fallback` is the preference when none is stored). Returns the
 * unsubscribe function.
 */
export function subscribeColorMode(listener: () => void, fallback: ColorModePreference = 'dark'): () => void {
  const target = globalThis.window;
  if (!target) return () => {};
  const repaint = () => {
    applyColorMode(getColorMode(fallback));
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) repaint();
  };
  const onSystem = () => {
    if (getColorModePreference(fallback) === 'system') repaint();
  };
  const system = target.matchMedia?.(SYSTEM_LIGHT);
  listeners.add(listener);
  target.addEventListener('storage', onStorage);
  system?.addEventListener('change', onSystem);
  return () => {
    listeners.delete(listener);
    target.removeEventListener('storage', onStorage);
    system?.removeEventListener('change', onSystem);
  };
}
