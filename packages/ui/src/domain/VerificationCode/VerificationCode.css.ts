import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The verification code: one real `<input>` laid over six painted boxes (the input-otp model). The
 * input keeps the text, the caret and the selection but draws nothing; the boxes show the digits and
 * the caret's position. State comes from the root's `[data-invalid]` / `[data-disabled]` /
 * `[data-readonly]` and the input's own `:focus` / `:hover`.
 */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Room to the right of the boxes where a password manager's badge lands (see `input`). */
const BADGE_ROOM = '40px';

export const slots = style({
  position: 'relative',
  display: 'inline-flex',
  gap: vars.space['8'],
  marginBlock: vars.space['4'],
  // The input's badge strip (see `input`) reaches 40 px past the last box: clipped here, 4 px out
  // (room for the boxes' focus ring), so it takes no room. In a scrolling dialog body it widened the
  // content past the body's padding, and focusing the code scrolled the whole step 16 px left
  // (issue 30).
  overflow: 'clip',
  overflowClipMargin: vars.space['4'],
});

export const input = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  // input-otp's fix for password-manager badges: they sit at the input's right edge, so the input
  // reaches past the last box and the clip keeps that strip from taking clicks or painting.
  width: `calc(100% + ${BADGE_ROOM})`,
  height: '100%',
  clipPath: `inset(0 ${BADGE_ROOM} 0 0)`,
  margin: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  boxShadow: 'none',
  background: 'transparent',
  // The boxes draw the text and the caret; the input stays opaque (iOS refuses to paste into an
  // invisible field) but transparent in colour, on top to receive typing, taps and paste.
  color: 'transparent',
  caretColor: 'transparent',
  textAlign: 'left',
  fontFamily: vars.font.mono,
  // 16px keeps iOS Safari from zooming in on focus; the negative spacing keeps six digits narrow.
  fontSize: '16px',
  letterSpacing: '-0.5em',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'text',
  selectors: {
    [`${field}[data-disabled] &`]: { cursor: 'not-allowed' },
  },
});

// input-otp's failure list: a selection highlight and the autofill background would show through.
globalStyle(`${input}::selection`, { background: 'transparent', color: 'transparent' });
globalStyle(`${input}:autofill, ${input}:-webkit-autofill`, {
  WebkitTextFillColor: 'transparent',
  transition: 'background-color 9999s ease-out 0s',
});

export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '3.25rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  pointerEvents: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    [`${input}:hover ~ &`]: { borderColor: vars.color.text },
    [`${input}:focus ~ &[data-active]`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger, borderWidth: '2px' },
    [`${field}[data-invalid] ${input}:focus ~ &[data-active]`]: { outlineColor: vars.color.danger },
    [`${field}[data-readonly] &`]: { background: vars.color.surfaceSunken },
    [`${field}[data-disabled] &`]: {
      background: vars.color.disabledSurface,
      borderColor: vars.color.border,
      color: vars.color.disabledText,
    },
  },
});

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

/** The painted caret, in the active box while it is empty and the field takes input. */
export const caret = style({
  display: 'none',
  width: '2px',
  height: '1.5rem',
  background: vars.color.text,
  animation: `${blink} 1s steps(1) infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    [`${input}:focus ~ ${box}[data-active] &`]: { display: 'block' },
    [`${field}[data-readonly] ${input}:focus ~ ${box}[data-active] &`]: { display: 'none' },
  },
});
