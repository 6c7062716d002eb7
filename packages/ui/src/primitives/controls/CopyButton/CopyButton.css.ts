import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { field, input, inputBox } from '../../private/formField/formField.css';

/** The Copy segment's width in a copyable value's box (its 'Copied' fits too). */
const SEGMENT = '6rem';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['8'] });

export const label = style({ whiteSpace: 'nowrap' });

export const failed = style({ fontSize: vars.font.sizeSm, color: vars.color.danger });

/**
 * The copyable value (issue 30): a read-only `TextField` with a `CopyButton` as its `suffix` and
 * `rows={1}` (a key, an access code). The value is set in the code face so each character reads
 * apart, and never clipped: the box grows a line at a time and a long value wraps anywhere; the
 * Copy button stays attached at the box's end, beside the value. CSS only, no component of its own.
 */
globalStyle(`${field}[data-readonly]:has(${root}) ${input}`, {
  fontFamily: vars.font.mono,
  fieldSizing: 'content',
  resize: 'none',
  overflowWrap: 'anywhere',
  // Lines of whole groups of four characters (a long key breaks between groups, never leaving a
  // two-character orphan such as 'U=' on a line of its own): the box's width less the Copy segment,
  // rounded down to a multiple of 4 characters of the code face.
  flex: 'none',
  inlineSize: `round(down, 100% - ${SEGMENT}, 4ch)`,
});

/**
 * Its Copy is a segment of the box, as a phone number's '+1' is (issue 30: a button 2 px from the
 * box's edges read as cramped): full height, at the box's end, parted by a hairline. The button is
 * the value's own action, so the read-only lock is not drawn.
 */
globalStyle(`${inputBox} > ${root}`, {
  alignSelf: 'stretch',
  marginInlineStart: 'auto',
  alignItems: 'stretch',
  marginInlineEnd: `calc(-1 * ${vars.space['8']})`,
});
globalStyle(`${inputBox} > ${root} > button`, {
  // One width for Copy and Copied, so the segment does not move when pressed.
  minInlineSize: SEGMENT,
  paddingInline: vars.space['12'],
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  borderRadius: `0 calc(${vars.radius.md} - 1px) calc(${vars.radius.md} - 1px) 0`,
});
globalStyle(`${field}[data-readonly] ${inputBox}:has(> ${root})::after`, { content: 'none' });
