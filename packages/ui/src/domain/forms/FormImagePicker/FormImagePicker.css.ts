import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { description, dropZone, label, root as pickerRoot } from '../../FilePicker/FilePicker.css';

/**
 * The picker's label, description and drop zone on the field grid's edge, like every other field's;
 * the preview inside the drop zone, at its start (issue 30: a preview beside the drop zone still
 * pushed the zone 64 px off the grid). The picker's parts join this grid (`display: contents`), so
 * the preview can share the drop zone's cell; it lets drags through to the zone under it.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space['16'],
  rowGap: vars.space['4'],
  alignItems: 'center',
  minWidth: 0,
});

export const preview = style({
  order: 1,
  gridColumn: 1,
  gridRow: 3,
  justifySelf: 'start',
  zIndex: 1,
  marginInlineStart: vars.space['12'],
  pointerEvents: 'none',
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'contain',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const picker = style({
  selectors: { [`${root} > &${pickerRoot}`]: { display: 'contents' } },
});

// Every part of the picker spans the grid, after the preview; the label and description before it.
globalStyle(`${picker} > *`, { gridColumn: '1 / -1', order: 2 });
globalStyle(`${picker} > ${label}, ${picker} > ${description}`, { order: 0 });
// With a preview: the label and description on the first rows, the zone on the third, under the
// preview, its text starting after it.
globalStyle(`${root}:has(> ${preview}) > ${picker} > ${label}`, { gridRow: 1 });
globalStyle(`${root}:has(> ${preview}) > ${picker} > ${description}`, { gridRow: 2 });
globalStyle(`${root}:has(> ${preview}) > ${picker} > ${dropZone}`, {
  gridRow: 3,
  minHeight: `calc(3.5rem + 2 * ${vars.space['8']})`,
  paddingInlineStart: `calc(3.5rem + 2 * ${vars.space['12']})`,
});
