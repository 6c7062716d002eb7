import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The parts of a titled block's header (`Card`, `Section`): the title with its description, and the actions. */
export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['8'],
});
