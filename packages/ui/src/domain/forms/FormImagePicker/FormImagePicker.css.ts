import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { description, dropZone, label, root as pickerRoot } from '../../FilePicker/FilePicker.css';

/**
 * The picker's label and description on the field grid's edge, like every other field's; the
 * preview beside the drop zone only, under them (a preview before the whole picker pushed its
 * label and drop zone 72 px off the grid, issue 30). The picker's parts join this grid
 * (`display: contents`), so the preview can share the drop zone's row.
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
  flex: 'none',
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'contain',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

globalStyle(`${root}:has(> ${preview})`, { gridTemplateColumns: 'auto minmax(0, 1fr)' });

export const picker = style({
  selectors: { [`${root} > &${pickerRoot}`]: { display: 'contents' } },
});

// Every part of the picker spans the grid, after the preview; the label and description before it.
globalStyle(`${picker} > *`, { gridColumn: '1 / -1', order: 2 });
globalStyle(`${picker} > ${label}, ${picker} > ${description}`, { order: 0 });
globalStyle(`${root}:has(> ${preview}) > ${picker} > ${dropZone}`, { gridColumn: 2 });
