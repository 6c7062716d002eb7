import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

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

export { actions, description, titles } from '../headerParts.css';
