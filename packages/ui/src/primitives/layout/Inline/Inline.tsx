import { Children, isValidElement, type ReactNode } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { Box } from '../Box/Box';
import { atom, type Responsive, resolveResponsive } from '../responsive';
import { inline } from './Inline.css';

/** Horizontal alignments of {@link Inline}: `between` pushes the first and last child to the edges. */
export const inlineAlignments = ['start', 'center', 'end', 'between'] as const;
/** Vertical alignments of {@link Inline}'s children in a line. */
export const inlineVerticalAlignments = ['center', 'top', 'bottom', 'baseline', 'stretch'] as const;

type Align = (typeof inlineAlignments)[number];
type AlignY = (typeof inlineVerticalAlignments)[number];

const JUSTIFY = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const ALIGN_Y = {
  center: 'center',
  top: 'flex-start',
  bottom: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;
// Collapsed into a column, the horizontal alignment lines the children up across it.
const COLLAPSED = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'flex-start' } as const;

export interface InlineProps {
  /** The gap between children, across and between lines, from the space scale (px); responsive. @default '8' */
  space?: Responsive<Space>;
  /** Horizontal alignment; `between` pushes the first and last child to the edges; responsive. @default 'start' */
  align?: Responsive<Align>;
  /** Vertical alignment of the children in a line; responsive. @default 'center' */
  alignY?: Responsive<AlignY>;
  /** Below this breakpoint the children stack, one per line, lined up by `align`. */
  collapseBelow?: 'tablet' | 'desktop';
  /** Wrap onto more lines when the row is full. @default true */
  wrap?: boolean;
  /** `ul` / `ol` wrap each child in an `li`. @default 'div' */
  as?: 'div' | 'ul' | 'ol';
  /** For a list: its name. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * Children side by side, `space` apart, wrapping onto more lines: buttons, badges, filters, meta.
 * `space`, `align` and `alignY` take one value or one per breakpoint (`align={['start', 'end']}`).
 */
export function Inline({
  space = '8',
  align = 'start',
  alignY = 'center',
  collapseBelow,
  wrap = true,
  as = 'div',
  'aria-label': ariaLabel,
  children,
  className,
}: InlineProps) {
  const items = Children.toArray(children);
  const horizontal = resolveResponsive(align, 'start');
  const vertical = resolveResponsive(alignY, 'center');
  const collapsedAt = [collapseBelow !== undefined, collapseBelow === 'desktop', false] as const;
  const at = <T extends string>(pick: (index: 0 | 1 | 2) => T) => atom([pick(0), pick(1), pick(2)]);
  return (
    <Box
      as={as}
      display="flex"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={atom(resolveResponsive(space, '8'))}
      flexDirection={at((i) => (collapsedAt[i] ? 'column' : 'row'))}
      alignItems={at((i) => (collapsedAt[i] ? COLLAPSED[horizontal[i]] : ALIGN_Y[vertical[i]]))}
      justifyContent={at((i) => (collapsedAt[i] ? 'flex-start' : JUSTIFY[horizontal[i]]))}
      className={cx(inline, className)}
      aria-label={ariaLabel}
    >
      {as === 'div'
        ? items
        : items.map((child, index) => (
            <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
          ))}
    </Box>
  );
}
