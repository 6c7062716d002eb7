import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { field, input } from '../../private/formField/formField.css';

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
});
