import { globalStyle, style } from '@vanilla-extract/css';
import { inputBox, input as inputText } from '../../primitives/private/formField/formField.css';
import { vars } from '../../theme/contract.css';

/** The form around the dialog's body and footer: no box of its own, they stay the panel's parts. */
export const frame = style({ display: 'contents' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
});

export const entry = style({
  margin: 0,
  padding: 0,
  minWidth: 0,
  border: 'none',
  selectors: {
    '&[data-multiple]': {
      padding: vars.space['16'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});

export const legend = style({
  float: 'left',
  width: '100%',
  marginBottom: vars.space['8'],
  padding: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

// The legend floats so the fieldset's border runs unbroken above it; the fields clear it.
export const entryFields = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'start',
  gap: vars.space['16'],
});

export const removeButton = style({ gridColumn: '1 / -1', justifySelf: 'end' });

export const addMore = style({ alignSelf: 'flex-start' });

/** The quantity counter: its state is written out as well as coloured. */
export const counter = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="ok"]': { color: vars.color.success },
    '&[data-state="error"]': { color: vars.color.danger },
  },
});

export const help = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
});

/**
 * The spec's disabled Asset field (doc 2 §3), drawn as the fact it is: its value as plain text on
 * the label's edge, in the text colour, no box (a greyed, empty-looking input read as a control
 * that failed to load, review 11b). Still a disabled text field named 'Asset' for assistive tech.
 */
export const assetField = style({});
// Above the kit's disabled box rule (`.field[data-disabled] .box`) whatever the stylesheets' order.
globalStyle(`${assetField}${assetField}[data-disabled] ${inputBox}`, {
  paddingInline: 0,
  background: 'transparent',
  borderColor: 'transparent',
  color: vars.color.text,
});
globalStyle(`${assetField} ${inputText}[data-disabled]`, {
  fontWeight: vars.font.weightMedium,
  cursor: 'default',
});
