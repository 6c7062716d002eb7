import { style, styleVariants } from '@vanilla-extract/css';
import { below } from '../breakpoints';
import { gapVar } from '../space.css';

export const columns = style({ display: 'flex', flexDirection: 'row', minWidth: 0 });

export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

export const collapse = styleVariants({
  tablet: { '@media': { [below('tablet')]: { flexDirection: 'column', alignItems: 'stretch' } } },
  desktop: { '@media': { [below('desktop')]: { flexDirection: 'column', alignItems: 'stretch' } } },
  never: {},
});

export const column = style({
  minWidth: 0,
  '@media': {
    [below('tablet')]: { selectors: { [`${collapse.tablet} > &`]: { width: 'auto', flex: '1 1 auto' } } },
    [below('desktop')]: { selectors: { [`${collapse.desktop} > &`]: { width: 'auto', flex: '1 1 auto' } } },
  },
});

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
export const width = styleVariants({
  ...(Object.fromEntries(
    Object.entries(FRACTIONS).map(([name, f]) => [
      name,
      { flex: '0 0 auto', width: `calc(${+(f * 100).toFixed(4)}% - ${+(1 - f).toFixed(4)} * ${gapVar})` },
    ]),
  ) as Record<ColumnFraction, { flex: string; width: string }>),
  content: { flex: '0 0 auto' },
  fill: { flex: '1 1 0' },
});
