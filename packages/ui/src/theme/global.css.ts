import { globalStyle } from '@vanilla-extract/css';
import { LIGHT_CLASS } from './colorMode';
import { vars } from './contract.css';

// Reset first (vanilla-extract fixtures: reset, then components, then utilities).
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('html', {
  colorScheme: 'dark',
  textSizeAdjust: '100%',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
globalStyle('body', {
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightRegular,
  lineHeight: vars.font.lineHeight,
  // No one-word last line in any wrapping text: descriptions, banners, hints, empty states (issue
  // 30: 'Portfolio.', 'minimum.' alone at 1280 px). Inherited, so one rule for the whole kit; a
  // one-line text is unchanged, and a heading or figure that sets `balance` or `nowrap` keeps it.
  textWrap: 'pretty',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});
globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle('h1, h2, h3, h4', {
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightHeading,
  letterSpacing: vars.font.trackingTight,
});
globalStyle('a', { color: vars.color.link });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
// A heading focused by the app (after a navigation, a closed dialog, a new step) is a reading
// position, not a control: it takes no Tab stop (`tabindex="-1"`) and shows no ring.
globalStyle(':is(h1, h2, h3, h4, h5, h6)[tabindex="-1"]:focus', { outline: 'none' });
// Forced colours (Windows High Contrast) drop box-shadows and custom colours: the ring falls back to
// the system's highlight, on every element that shows keyboard focus.
globalStyle(':focus-visible, [data-focus-visible]', {
  '@media': {
    '(forced-colors: active)': { outline: '2px solid Highlight', outlineOffset: '2px' },
  },
});
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      // No transition at all. A short duration on every element would make each one transition
      // every property it changes (transition-property defaults to all): an extra frame and its
      // events at each change, e.g. a weight slider's fill, total and Apply at every step.
      transition: 'none !important',
    },
  },
});
// Nothing moves under reduced motion: the motion tokens themselves drop to zero. Doubled `:root`
// outranks the themes' own selectors (`:root`, `:root.cairn-light`), which set every token.
globalStyle(`:root:root, :root:root.${LIGHT_CLASS}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.durationFast]: '0ms', [vars.motion.durationNormal]: '0ms' },
    },
  },
});
