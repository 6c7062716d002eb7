import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { gapVar } from '../space.css';

// The divider sits halfway: the gap above it, the same gap below it (as padding).
export const dividedItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, paddingTop: gapVar } },
});
