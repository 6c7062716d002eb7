import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { gapVar } from '../space.css';

// The divider sits halfway: the gap above it, the same gap below it (as padding).
export const dividedItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, paddingTop: gapVar } },
});

/**
 * `measure`: short content (settings cards, a two- or three-column table, a state panel) keeps the
 * content column's width at 1280 px, 61 rem (976 px), on the column's start edge, so a wider window
 * adds no distance between a label and its value (issue 30).
 */
export const measure = style({ maxInlineSize: '61rem' });
