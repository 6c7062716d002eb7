import type { vars } from './contract.css';

/** Every colour token of the contract, by name. */
export type ColorTokens = Record<keyof typeof vars.color, string>;

/**
 * The dark palette, the default (doc 1 §9): layered neutrals from the page (#0b0d10) up to raised
 * surfaces (#1a1e24), hairline borders, and one accent (a calm blue) for actions, links and the
 * focus ring. Body text is AAA (7:1 or more) on every surface; every other text token is AA
 * (4.5:1), checked by `contrast.test.tsx` against the live CSS variables.
 */
export const darkColors: ColorTokens = {
  background: '#0b0d10',
  surface: '#121519',
  surfaceRaised: '#1a1e24',
  surfaceSunken: '#08090b',
  borderSubtle: '#1f242b',
  border: '#2b313a',
  borderStrong: '#6c7683',
  text: '#eef1f5',
  textMuted: '#a3adb9',
  primary: '#7aa7ff',
  primaryHover: '#9dbfff',
  primaryPressed: '#5f93f5',
  onPrimary: '#0b0d10',
  secondaryHover: '#22272e',
  focusRing: '#7aa7ff',
  link: '#8fb5ff',
  gain: '#3fb97f',
  gainText: '#5cd29b',
  gainSurface: '#0f2a1d',
  loss: '#f0665d',
  lossText: '#ff8a80',
  lossSurface: '#2e1412',
  neutral: '#c5ccd5',
  neutralSurface: '#1a1e24',
  neutralBorder: '#39414c',
  danger: '#ff8a80',
  dangerSurface: '#2e1412',
  dangerBorder: '#7a302a',
  warning: '#f2c14e',
  warningSurface: '#2b220c',
  warningBorder: '#6e5618',
  success: '#5cd29b',
  successSurface: '#0f2a1d',
  successBorder: '#22613f',
  info: '#8fb5ff',
  infoSurface: '#121f36',
  infoBorder: '#2f4f85',
  disabledText: '#868f9b',
  disabledSurface: '#1c2026',
  overlay: 'rgba(3, 4, 6, 0.72)',
  skeleton: '#22272e',
};

/**
 * The light palette: white surfaces on a faint grey page, the same roles and accent as dark, every
 * text token AA or better (body text AAA) on every surface.
 */
export const lightColors: ColorTokens = {
  background: '#f5f6f8',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eef0f3',
  borderSubtle: '#eceef2',
  border: '#dfe3e8',
  borderStrong: '#737d8a',
  text: '#0f1419',
  textMuted: '#4b5563',
  primary: '#1f5fd1',
  primaryHover: '#1a51b3',
  primaryPressed: '#154296',
  onPrimary: '#ffffff',
  secondaryHover: '#eef1f5',
  focusRing: '#1f5fd1',
  link: '#1d59c4',
  gain: '#0b7a4b',
  gainText: '#057045',
  gainSurface: '#e8f6ef',
  loss: '#c23a30',
  lossText: '#b42318',
  lossSurface: '#fdeeed',
  neutral: '#3d4754',
  neutralSurface: '#f1f3f6',
  neutralBorder: '#d5dae1',
  danger: '#b42318',
  dangerSurface: '#fdeeed',
  dangerBorder: '#f0c2bd',
  warning: '#8a4b00',
  warningSurface: '#fff5e3',
  warningBorder: '#efd19b',
  success: '#057045',
  successSurface: '#e8f6ef',
  successBorder: '#b5e0c9',
  info: '#1d59c4',
  infoSurface: '#edf3ff',
  infoBorder: '#c3d5f7',
  disabledText: '#5f6975',
  disabledSurface: '#eceff3',
  overlay: 'rgba(15, 20, 25, 0.5)',
  skeleton: '#e4e7ec',
};
