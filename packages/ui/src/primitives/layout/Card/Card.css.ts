import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { column } from '../Columns/Columns.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

// A column's one card fills it: in a row of columns stretched to one height (`alignY="stretch"`),
// the cards side by side are of one height (issue 30: the Keys cards ended at two heights).
globalStyle(`${column} > ${card}:only-child`, { blockSize: '100%' });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: `${vars.space['8']} ${vars.space['16']}`,
});

/** `CardBody`: its children stacked (the card's own gap sits between the parts). */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  minWidth: 0,
});

/** `CardFooter`: the actions at the end, wrapping when narrow. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['8'],
});

import { titles } from '../headerParts.css';

export { actions, description, titles } from '../headerParts.css';

// The actions keep the title's line (issue 30: Holdings' 'Deposit Crypto' dropped between the
// description and the list): the title and description take the room the actions leave and wrap in
// it; only a header narrower than about 8rem plus the actions puts them under (a 2/5 column at
// 1280 px is not).
globalStyle(`${header} > ${titles}`, { flex: '1 1 8rem' });
