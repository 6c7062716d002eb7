import { createGlobalTheme } from '@vanilla-extract/css';
import { LIGHT_CLASS } from './colorMode';
import { vars } from './contract.css';
import { lightColors } from './palettes';
import { sharedTokens } from './shared';

/** The light theme, applied by the `cairn-light` class on `<html>`. Colours in `palettes.ts`. */
createGlobalTheme(`:root.${LIGHT_CLASS}`, vars, {
  ...sharedTokens,
  color: lightColors,
  elevation: {
    low: '0 1px 2px rgba(15, 20, 25, 0.08)',
    medium: '0 8px 24px rgba(15, 20, 25, 0.12), 0 1px 3px rgba(15, 20, 25, 0.08)',
    high: '0 16px 48px rgba(15, 20, 25, 0.18), 0 2px 6px rgba(15, 20, 25, 0.08)',
  },
});
