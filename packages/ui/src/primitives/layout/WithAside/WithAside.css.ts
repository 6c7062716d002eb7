import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/**
 * Every Layout's "sidebar": the content grows, the aside keeps its width, and once the content
 * would be narrower than 60 % of the row the aside wraps under it. Intrinsic, so it works in any
 * column (a 560 px form column, an 880 px wide one) without media or container queries.
 */
export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start' });

export const content = style({ flexBasis: 0, flexGrow: 999, minInlineSize: '60%' });

export const aside = style({
  flexBasis: '17rem',
  flexGrow: 1,
  // Beside a long form the note stays in view; under the content it is simply last.
  position: 'sticky',
  insetBlockStart: vars.space['24'],
});
