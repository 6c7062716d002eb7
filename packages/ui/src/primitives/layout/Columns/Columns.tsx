import type { ReactNode } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { Box } from '../Box/Box';
import { atom, type Responsive, resolveResponsive } from '../responsive';
import { type ColumnFraction, column, columns } from './Columns.css';

/** The widths a {@link Column} can take: a fraction of the row, its content's width, or what is left. */
export const columnWidths = [
  'fill',
  'content',
  '1/2',
  '1/3',
  '2/3',
  '1/4',
  '3/4',
  '1/5',
  '2/5',
  '3/5',
  '4/5',
] as const satisfies readonly (ColumnFraction | 'content' | 'fill')[];

/** Horizontal alignments of {@link Columns}, for columns that do not fill the row. */
export const columnsAlignments = ['start', 'center', 'end'] as const;
/** Vertical alignments of {@link Columns}. */
export const columnsVerticalAlignments = ['top', 'center', 'bottom', 'stretch'] as const;

const JUSTIFY = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;
const ALIGN_Y = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

export interface ColumnsProps {
  /** The gap between columns (and between stacked columns when collapsed), in px; responsive. @default '16' */
  space?: Responsive<Space>;
  /**
   * Below this breakpoint the columns stack, each full width; `wide` (1600 px): columns only where
   * one column would be wider than the measure (a detail page's rail beside its chart).
   * @default 'tablet' (768 px)
   */
  collapseBelow?: 'tablet' | 'desktop' | 'wide' | 'never';
  /** Horizontal alignment of columns narrower than the row; responsive. @default 'start' */
  align?: Responsive<(typeof columnsAlignments)[number]>;
  /** Vertical alignment of the columns; responsive. @default 'top' */
  alignY?: Responsive<(typeof columnsVerticalAlignments)[number]>;
  /** `Column` elements. */
  children: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * Columns side by side, `space` apart, that stack below `collapseBelow`; each {@link Column} takes a
 * fraction of the row, its content's width or what is left. `space`, `align` and `alignY` take one
 * value or one per breakpoint (`space={{ mobile: '16', desktop: '32' }}`).
 *
 * Selectors: `[data-collapse]` (the `collapseBelow` value).
 */
export function Columns({
  space = '16',
  collapseBelow = 'tablet',
  align = 'start',
  alignY = 'top',
  children,
  className,
}: ColumnsProps) {
  const horizontal = resolveResponsive(align, 'start');
  const vertical = resolveResponsive(alignY, 'top');
  const collapsedAt = [collapseBelow !== 'never', collapseBelow === 'desktop', false] as const;
  const at = <T extends string>(pick: (index: 0 | 1 | 2) => T) => atom([pick(0), pick(1), pick(2)]);
  return (
    <Box
      display="flex"
      gap={atom(resolveResponsive(space, '16'))}
      flexDirection={at((i) => (collapsedAt[i] ? 'column' : 'row'))}
      alignItems={at((i) => (collapsedAt[i] ? 'stretch' : ALIGN_Y[vertical[i]]))}
      justifyContent={at((i) => (collapsedAt[i] ? 'flex-start' : JUSTIFY[horizontal[i]]))}
      data-collapse={collapseBelow}
      className={cx(columns, className)}
    >
      {children}
    </Box>
  );
}

export interface ColumnProps {
  /** A fraction of the row, `content` (its own width) or `fill` (what the others leave). @default 'fill' */
  width?: (typeof columnWidths)[number];
  children?: ReactNode;
  /** Merged last. */
  className?: string;
}

/** One column of {@link Columns}. Selectors: `[data-width]` (the prop's value). */
export function Column({ width = 'fill', children, className }: ColumnProps) {
  return (
    <div data-width={width} className={cx(column, className)}>
      {children}
    </div>
  );
}
