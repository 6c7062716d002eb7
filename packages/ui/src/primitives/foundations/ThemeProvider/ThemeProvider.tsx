import { createContext, type ReactNode, useContext, useLayoutEffect, useSyncExternalStore } from 'react';
import {
  applyColorMode,
  type ColorMode,
  type ColorModePreference,
  getColorMode,
  getColorModePreference,
  setColorMode,
  subscribeColorMode,
} from '../../../theme/colorMode';

/** The preference used when none is stored: the provider's `defaultMode`, else dark. */
const DefaultModeContext = createContext<ColorModePreference>('dark');

export interface ThemeProviderProps {
  /**
   * The preference when the user has chosen none: `dark` (Cairn's default), `light`, or `system`
   * to follow `prefers-color-scheme`. Give the pre-paint script the same value
   * (`<script src="/color-mode.js" data-default-mode="system">`). @default 'dark'
   */
  defaultMode?: ColorModePreference;
  children: ReactNode;
}

/**
 * The kit's theme for any React app: paints `<html>` in the remembered colour mode (localStorage
 * `theme`: `dark`, `light` or `system`), follows the operating system live under `system` and
 * other tabs' choices, and gives `useColorMode` its default. Server-rendered pages hydrate
 * without a mismatch: nothing it renders depends on the mode, and `useColorMode` reads the server
 * value (`defaultMode`) during hydration and the stored one right after. Load
 * `@cairn/ui/styles.css` (or `components.css` without the page reset) and, for no flash of the
 * wrong mode, the pre-paint `color-mode.js` (see the README).
 */
export function ThemeProvider({ defaultMode = 'dark', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    applyColorMode(getColorMode(defaultMode));
    return subscribeColorMode(() => {}, defaultMode);
  }, [defaultMode]);
  return <DefaultModeContext.Provider value={defaultMode}>{children}</DefaultModeContext.Provider>;
}

export interface ColorModeState {
  /** What the user chose (or the default): `dark`, `light` or `system`. */
  preference: ColorModePreference;
  /** The mode painted: `dark` or `light` (`system` resolved). */
  mode: ColorMode;
  /** Applies and remembers a preference. */
  setMode: (preference: ColorModePreference) => void;
}

/** The server's (and hydration's) view: the default, `system` painted dark until the client reads it. */
const serverMode = (fallback: ColorModePreference): ColorMode => (fallback === 'system' ? 'dark' : fallback);

/**
 * The colour mode, kept current (a switch, another tab, the system under `system`). On the server
 * and during hydration it is the `ThemeProvider`'s default, then the stored preference: render
 * what depends on it so that either fits (or after mount).
 */
export function useColorMode(): ColorModeState {
  const fallback = useContext(DefaultModeContext);
  const subscribe = (onChange: () => void) => subscribeColorMode(onChange, fallback);
  const preference = useSyncExternalStore(
    subscribe,
    () => getColorModePreference(fallback),
    () => fallback,
  );
  const mode = useSyncExternalStore(
    subscribe,
    () => getColorMode(fallback),
    () => serverMode(fallback),
  );
  return { preference, mode, setMode: setColorMode };
}
