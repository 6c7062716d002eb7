import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { gapVar } from '../space.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

// The divider sits halfway: the gap above it, the same gap below it (as padding).
export const dividedItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, paddingTop: gapVar } },
});
