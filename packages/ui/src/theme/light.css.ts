import { createGlobalTheme } from '@vanilla-extract/css';
import { LIGHT_CLASS } from './colorMode';
import { vars } from './contract.css';
import { sharedTokens } from './shared';

/** The light theme, applied by the `cairn-light` class on `<html>`. WCAG 2.2 AA throughout. */
createGlobalTheme(`:root.${LIGHT_CLASS}`, vars, {
  ...sharedTokens,
  color: {
    background: '#ffffff',
    surface: '#f4f6f9',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#e9edf2',
    border: '#c3cbd5',
    borderStrong: '#5b6673',
    text: '#111827',
    textMuted: '#4a5563',
    primary: '#0b5cad',
    primaryHover: '#094b8e',
    primaryPressed: '#073a6e',
    onPrimary: '#ffffff',
    secondaryHover: '#e3e9f1',
    focusRing: '#b35c00',
    link: '#0b5cad',
    gain: '#056b41',
    loss: '#b42318',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    warning: '#8a4b00',
    warningSurface: '#fff4e0',
    success: '#056b41',
    successSurface: '#e6f6ee',
    info: '#0b5cad',
    infoSurface: '#e7f1fb',
    disabledText: '#5f6b78',
    disabledSurface: '#e6eaef',
    overlay: 'rgba(17, 24, 39, 0.55)',
    skeleton: '#dde3ea',
  },
  elevation: {
    low: '0 1px 2px rgba(17, 24, 39, 0.12)',
    medium: '0 4px 12px rgba(17, 24, 39, 0.14)',
    high: '0 12px 32px rgba(17, 24, 39, 0.18)',
  },
});
