import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { column, columns } from '../../layout/Columns/Columns.css';

/**
 * Shared look of the kit's form fields (label, bordered input box, description, error). The field
 * root carries RAC's `[data-invalid]` / `[data-disabled]`; the input box reacts to them from there,
 * so a `validate` error styles the box as well as an explicit `isInvalid`.
 */
/** The cap a field's `size` puts on its box (not on its label, which keeps its own width). */
const boxMaxWidth = createVar();

/**
 * A field's width by its expected content (`size` on TextField, NumberField, Select and the inputs
 * built on them, set as `data-size` on the field), on the field's box: its label and messages keep
 * the field's width, so a label longer than the box does not wrap. A cap, not a fixed width: on a
 * narrow screen the box still shrinks. xs ≈ 120 px (a percent, a number of days), sm ≈ 200 px (an
 * amount, a zip, an SSN), md ≈ 320 px (an asset, a name), lg ≈ 560 px (an address line, a whole
 * account form). Selectors on the field's one class, not a class per size: no class map in the JS.
 */
const fieldSizes = { xs: '7.5rem', sm: '12.5rem', md: '20rem', lg: '35rem' };

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: Object.fromEntries(
    Object.entries(fieldSizes).map(([size, cap]) => [
      `&:where([data-size=${size}])`,
      { vars: { [boxMaxWidth]: cap } },
    ]),
  ),
});

// DESIGN.md "Forms": the label, the hint under the label, the box, the error under the box. The
// description is written after the box (RAC's slot order, read after the input's name) and drawn
// between the label and the box by the column's `order` (issue 30: hint and error stacked under it).
export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  selectors: { [`${field} > &`]: { order: -2 } },
});

// One hint position in every form, a row of fields side by side too: under the label.
export const description = style({
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
  selectors: { [`${field} > &`]: { order: -1 } },
});

// In a row of fields side by side (`FieldRow`, `Columns`) where a field has a hint, the fields
// without one keep its line empty under their label, so the inputs still line up (issue 30: the
// Tax ID's hint pushed its box 24 px below its partner's).
globalStyle(
  `${columns}:has(> ${column} > ${field} > ${description}) > ${column} > ${field}:not(:has(> ${description})) > ${label}`,
  { marginBlockEnd: `calc(${vars.font.sizeSm} * ${vars.font.lineHeight} + ${vars.space['4']})` },
);

export const errorText = style({
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.danger,
});

export const inputBox = style({
  maxWidth: fallbackVar(boxMaxWidth, 'none'),
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: '2.5rem',
  paddingInline: vars.space['8'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  '@media': {
    // Hover where a pointer hovers (react-aria's `useHover` likewise ignores a touch's emulated hover).
    '(hover: hover)': { selectors: { '&:hover': { borderColor: vars.color.text } } },
  },
  selectors: {
    // The ring while something inside is focused (a text input always is when it has focus), not
    // when the box is itself a focused button (Select's trigger draws its own keyboard-only ring).
    '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    // Invalid: a 2 px red edge (the border and an inset line, so nothing moves), and the focus ring
    // turns red while it is focused, so focus never hides that the field is invalid (issue 30).
    [`${field}[data-invalid] &, &[data-invalid]`]: {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    [`${field}[data-invalid] &:has(:focus-visible), &[data-invalid]:has(:focus-visible)`]: {
      outlineColor: vars.color.danger,
    },
    [`${field}[data-disabled] &, &[data-disabled]`]: {
      background: vars.color.disabledSurface,
      borderColor: vars.color.border,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    // Read-only: a locked box, not an empty one (issue 30): the disabled fill (grey in light, a
    // step lighter than the surface in dark, where the sunken fill read as an empty field), the
    // quiet edge, the text as readable as ever and a small lock at its end (CSS only).
    [`${field}[data-readonly] &`]: { background: vars.color.disabledSurface, borderColor: vars.color.border },
    [`${field}[data-readonly] &::after`]: {
      content: '""',
      flexShrink: 0,
      width: '0.875rem',
      height: '0.875rem',
      background: vars.color.textMuted,
      mask: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Crect width='18' height='11' x='3' y='11' rx='2'/%3E%3Cpath d='M7 11V7a5 5 0 0 1 10 0v4'/%3E%3C/svg%3E") center / contain no-repeat`,
    },
  },
});

export const input = style({
  flex: 1,
  // The input fills its box's height, so the whole box is its hit area (not a 35 px strip).
  alignSelf: 'stretch',
  minWidth: 0,
  paddingBlock: vars.space['8'],
  paddingInline: 0,
  background: 'transparent',
  border: 'none',
  outline: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeightTight,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&[data-disabled]::placeholder': { color: vars.color.disabledText },
    // A multi-line input (`TextField`'s `rows`): prose keeps its lines; the reader may make it taller.
    '&:where(textarea)': { resize: 'vertical', lineHeight: vars.font.lineHeight },
  },
});

/**
 * Fixed text before or after the input: '$', '+1', '%'. In the text's colour, part of the value: in
 * the muted colour it read as placeholder text (an empty phone field's '+1').
 */
/**
 * A unit or fixed prefix in the box ('$', '+1', 'BTC', '%'): muted, so it reads as part of the
 * field, not as text already typed (issue 30: a '+1' in the text colour read as a prefill).
 */
export const affix = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
  userSelect: 'none',
  whiteSpace: 'nowrap',
  selectors: { [`${field}[data-disabled] &`]: { color: vars.color.disabledText } },
});

/**
 * A phone number's fixed country code (the one `type="tel"` field, `PhoneField`'s '+1'): a sunken
 * segment of the box, divided from the input, so it reads as fixed, never as digits already typed
 * (issue 30). CSS only: the field's markup is every text field's.
 */
globalStyle(`${inputBox}:has(> input[type="tel"]) > ${affix}:first-child`, {
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  marginInlineStart: `calc(-1 * ${vars.space['8']})`,
  marginInlineEnd: vars.space['4'],
  paddingInline: vars.space['12'],
  background: vars.color.surfaceSunken,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  borderStartStartRadius: `calc(${vars.radius.md} - 1px)`,
  borderEndStartRadius: `calc(${vars.radius.md} - 1px)`,
});

/** A small button inside the input box (show password, clear search, steppers). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: CONTROL_MIN_HEIGHT,
  minHeight: CONTROL_MIN_HEIGHT,
  padding: vars.space['4'],
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.secondaryHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const icon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 });
