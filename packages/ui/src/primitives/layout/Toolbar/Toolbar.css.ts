import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { box, checkbox } from '../../controls/Checkbox/Checkbox.css';
import { field, input, inputBox, label } from '../../private/formField/formField.css';

// Filters that fit keep the actions on their row; filters that cannot shrink (selects) let the
// actions wrap under them on a narrow window (320 CSS px, WCAG 1.4.10). Pills (a `radiogroup`) never
// push the actions off their row: they wrap onto more rows beside them (the actions at the first
// row's end, in their own slot), or scroll on one row (`Pills oneRow`, `[data-one-row]`).
const pills = '> * > [role=radiogroup]';
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  minWidth: 0,
  selectors: {
    [`&:has(${pills})`]: { flexWrap: 'nowrap' },
    [`&:has(${pills}:not([data-one-row]))`]: { alignItems: 'flex-start' },
  },
});

export const side = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['8'],
  minWidth: 0,
});

// Beside scrolling pills the actions keep their width; elsewhere they may shrink (and wrap inside)
// on a narrow window.
export const end = style({
  marginInlineStart: 'auto',
  selectors: { [`${toolbar}:has(${pills}) > &`]: { flexShrink: 0 } },
});

// One filter row (issue 30: Activity Log's stacked 'Type' / 'Time Frame' beside Transactions' inline
// 'Time Period'): a filter's label sits beside its control, every control is a control's height
// (36 px) and its text the label's size (14 px), so a select's value is no larger than its name.
// A group of checkboxes (a `fieldset`) takes the same row: its `legend`, floated, is then an
// ordinary flex item (not the fieldset's border legend) beside its boxes.
const filterText = { fontSize: vars.font.sizeSm, lineHeight: vars.font.lineHeightTight };
globalStyle(`${side} ${field}, ${side} fieldset`, {
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space['8'],
  whiteSpace: 'nowrap',
});
globalStyle(`${side} fieldset`, {
  display: 'flex',
  flexWrap: 'wrap',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});
globalStyle(`${side} legend`, {
  float: 'left',
  margin: 0,
  padding: 0,
  ...filterText,
  fontWeight: vars.font.weightMedium,
});
globalStyle(`${side} ${label}`, { whiteSpace: 'nowrap' });
globalStyle(`${side} ${inputBox}`, { minHeight: CONTROL_MIN_HEIGHT, paddingBlock: 0, ...filterText });
globalStyle(`${side} ${input}`, filterText);
globalStyle(`${side} ${checkbox}`, {
  ...filterText,
  paddingBlock: `calc((${CONTROL_MIN_HEIGHT} - ${vars.font.sizeSm} * ${vars.font.lineHeightTight}) / 2)`,
});
globalStyle(`${side} ${box}`, {
  marginBlockStart: `calc((${vars.font.sizeSm} * ${vars.font.lineHeightTight} - 1.25rem) / 2)`,
});
