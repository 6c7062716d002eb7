import type { ReactNode } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { gap } from '../space.css';
import {
  alignY as alignYClass,
  type ColumnFraction,
  collapse,
  column,
  columns,
  width as widthClass,
} from './Columns.css';

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

export interface ColumnsProps {
  /** The gap between columns (and between stacked columns when collapsed), in px. @default '16' */
  space?: Space;
  /** Below this breakpoint the columns stack, each full width. @default 'tablet' (768 px) */
  collapseBelow?: 'tablet' | 'desktop' | 'never';
  /** Vertical alignment of the columns. @default 'top' */
  alignY?: 'top' | 'center' | 'bottom' | 'stretch';
  /** `Column` elements. */
  children: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * A row of columns `space` apart, stacking on narrow screens: related short fields side by side
 * (City / State / Zip), a summary beside its detail. Widths are set on each `Column`.
 */
export function Columns({
  space = '16',
  collapseBelow = 'tablet',
  alignY = 'top',
  children,
  className,
}: ColumnsProps) {
  return (
    <div className={cx(columns, gap[space], collapse[collapseBelow], alignYClass[alignY], className)}>
      {children}
    </div>
  );
}

export interface ColumnProps {
  /** A fraction of the row, `content` (its own width) or `fill` (what the others leave). @default 'fill' */
  width?: (typeof columnWidths)[number];
  children?: ReactNode;
  /** Merged last. */
  className?: string;
}

/** One column of {@link Columns}. */
export function Column({ width = 'fill', children, className }: ColumnProps) {
  return <div className={cx(column, widthClass[width], className)}>{children}</div>;
}
