import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sharedTokens } from './shared';

/**
 * The dark theme, the default (doc 1 §9): it applies to `:root` so a page is dark before any
 * script runs. Every text/background pair here meets WCAG 2.2 AA (4.5:1 for text).
 */
createGlobalTheme(':root', vars, {
  ...sharedTokens,
  color: {
    background: '#0e1217',
    surface: '#161c24',
    surfaceRaised: '#1e2631',
    surfaceSunken: '#0a0d11',
    border: '#3a4654',
    borderStrong: '#7d8a99',
    text: '#edf1f5',
    textMuted: '#aab6c3',
    primary: '#8cc8ff',
    primaryHover: '#b0d9ff',
    primaryPressed: '#6bb4f5',
    onPrimary: '#08131f',
    secondaryHover: '#253040',
    focusRing: '#ffd166',
    link: '#8cc8ff',
    gain: '#5fd39a',
    loss: '#ff8f87',
    danger: '#ff8f87',
    dangerSurface: '#3a1714',
    warning: '#ffc861',
    warningSurface: '#3a2c0c',
    success: '#5fd39a',
    successSurface: '#0f3322',
    info: '#8cc8ff',
    infoSurface: '#132c45',
    disabledText: '#8592a0',
    disabledSurface: '#232b35',
    overlay: 'rgba(4, 7, 10, 0.72)',
    skeleton: '#2a3440',
  },
  elevation: {
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
    high: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});
