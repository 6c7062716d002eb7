import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The parts of a titled block's header (`Card`, `Section`): the title with its description, and the
 * actions. The titles take the room the actions leave (their description wraps), down to 16rem,
 * so a long description no longer drops the actions under it (issue 30: Keys' Generate Key).
 */
export const titles = style({
  display: 'flex',
  flex: '1 1 16rem',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

// A description that wraps keeps at least two words on its last line (issue 30: 'Portfolio.' and
// 'again.' alone under the Account cards' descriptions at 976 px).
export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
  textWrap: 'pretty',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['8'],
});
