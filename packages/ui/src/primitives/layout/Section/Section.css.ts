import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: `${vars.space['8']} ${vars.space['16']}`,
});

export { actions, description, titles } from '../headerParts.css';
