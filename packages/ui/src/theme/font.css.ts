import { globalFontFace } from '@vanilla-extract/css';

/**
 * Inter Variable, self-hosted (no font CDN: the CSP is font-src 'self' and machines may be
 * offline). One file: the Latin subset of the weight axis, 100–900 in one variable font, of which
 * the kit uses 400–600. The bundler resolves the package path and ships the file as an asset
 * (an app's Vite build; the kit's own build copies it beside `styles.css`). `swap` shows the system
 * font at once and Inter when it arrives.
 */
globalFontFace('Inter Variable', {
  src: "url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2')",
  fontStyle: 'normal',
  fontWeight: '100 900',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});
