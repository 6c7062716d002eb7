import { globalStyle, style } from '@vanilla-extract/css';
import { below } from '../breakpoints';
import { gapVar } from '../space.css';

export const columns = style({ minWidth: 0 });

/**
 * The breakpoint below which the row stacks is the row's `data-collapse` (the direction itself is an
 * atom of the Box), so that its columns drop their widths there; a column's width is its
 * `data-width`. Selectors of the column's one class, weighing what the class maps did (a row's
 * collapse two classes, a width one): no class map in the page's JS.
 */
const collapsed = (below: 'tablet' | 'desktop' | 'wide') => `${columns}:where([data-collapse=${below}]) > &`;

const FRACTIONS = {
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
  '1/4': 1 / 4,
  '3/4': 3 / 4,
  '1/5': 1 / 5,
  '2/5': 2 / 5,
  '3/5': 3 / 5,
  '4/5': 4 / 5,
} as const;

/** The fractional widths a column can take. */
export type ColumnFraction = keyof typeof FRACTIONS;

/**
 * A fraction `f` of the row and one gap, less one gap: `f × (100% + gap) − gap`. Fractions that add
 * up to 1 fill the row exactly whatever the number of columns, and columns line up across rows (a
 * half is two quarters and the gap between them), as in Braid.
 */
const widths: Record<string, { flex: string; width?: string }> = {
  ...Object.fromEntries(
    Object.entries(FRACTIONS).map(([name, f]) => [
      name,
      { flex: '0 0 auto', width: `calc(${+(f * 100).toFixed(4)}% - ${+(1 - f).toFixed(4)} * ${gapVar})` },
    ]),
  ),
  content: { flex: '0 0 auto' },
  fill: { flex: '1 1 0' },
};

export const column = style({
  minWidth: 0,
  '@media': {
    [below('tablet')]: { selectors: { [collapsed('tablet')]: { width: 'auto', flex: '1 1 auto' } } },
    [below('desktop')]: { selectors: { [collapsed('desktop')]: { width: 'auto', flex: '1 1 auto' } } },
    [below('wide')]: { selectors: { [collapsed('wide')]: { width: 'auto', flex: '1 1 auto' } } },
  },
  selectors: Object.fromEntries(
    Object.entries(widths).map(([name, rule]) => [`&:where([data-width="${name}"])`, rule]),
  ),
});

/**
 * `collapseBelow="wide"`: the row's direction atoms say 'row' from the tablet breakpoint, and this
 * rule (a class and an attribute, outweighing an atom) stacks it below 1600 px: a page's short
 * content stands in columns only where one column would be wider than the measure (issue 30).
 */
globalStyle(`${columns}[data-collapse=wide]`, {
  '@media': { [below('wide')]: { flexDirection: 'column', alignItems: 'stretch' } },
});
