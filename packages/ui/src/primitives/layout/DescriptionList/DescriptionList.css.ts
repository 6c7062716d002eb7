import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'], minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  minHeight: '2rem',
});

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'grid',
  // The terms in a fixed column, the values in one left-aligned column after it (one rule, kit-wide).
  gridTemplateColumns: '11rem minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: vars.space['16'],
  paddingBlock: vars.space['12'],
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.borderSubtle}` },
    // A sum row: bold term and value under a hairline of the stronger border colour (a 2 px rule
    // weighed more than the figures it sums, issue 30).
    '&[data-total]': { borderTop: `1px solid ${vars.color.borderStrong}`, fontWeight: vars.font.weightBold },
  },
  '@media': {
    'screen and (max-width: 479.98px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'] },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
  selectors: { '[data-total] > &': { color: vars.color.text } },
});

export const value = style({
  margin: 0,
  selectors: {
    // A list with a sum row is a statement (Fee Details, a trade's totals): its figures end on one
    // right edge, so the sum lines up under its parts.
    [`${list}:has([data-total]) &`]: { textAlign: 'end' },
  },
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  lineHeight: '1.5rem',
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

/** A long code: monospace, in groups of four (`codeGroups`) that wrap as whole groups, balanced lines. */
export const mono = style({ fontFamily: vars.font.mono, textWrap: 'balance' });

// A value that is a text-set button ('Methodology', a dialog's link) keeps its 36 px hit area but
// takes the text's line box, so its row is as tall as the text rows (issue 30: link rows stood
// 12 px taller than the others).
globalStyle(`${value} > [data-variant="link"]`, {
  marginBlock: 'calc((1.5rem - 2.25rem) / 2 - 2px)',
  verticalAlign: 'middle',
});
