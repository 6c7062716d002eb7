import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors } from './palettes';
import { sharedTokens } from './shared';

/**
 * The dark theme, the default (doc 1 §9): it applies to `:root` so a page is dark before any
 * script runs. Colours in `palettes.ts`.
 */
createGlobalTheme(':root', vars, {
  ...sharedTokens,
  color: darkColors,
  // Shadows only lift overlays (popovers, menus, dialogs); surfaces are told apart by hairlines.
  elevation: {
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 8px 24px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 255, 255, 0.04)',
    high: '0 16px 48px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.04)',
  },
});
