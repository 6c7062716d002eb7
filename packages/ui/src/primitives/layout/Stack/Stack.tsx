import { Children, isValidElement, type ReactNode } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { Box } from '../Box/Box';
import { atom, mapResponsive, type Responsive, resolveResponsive } from '../responsive';
import { dividedItem, measure as measureClass } from './Stack.css';

/** Horizontal alignments of {@link Stack}'s children. */
export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;

const ALIGN = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps {
  /** The gap between children, from the space scale (px); responsive. @default '16' */
  space?: Responsive<Space>;
  /** How children line up horizontally; responsive. @default 'stretch' */
  align?: Responsive<(typeof stackAlignments)[number]>;
  /** A hairline between children, with `space` on both sides of it. @default false */
  dividers?: boolean;
  /**
   * Caps the stack at 61 rem (976 px, the content column at 1280 px), on the start edge: for a page or
   * part of short content (settings cards, a two- or three-column table), which a wider window would
   * only stretch. @default false
   */
  measure?: boolean;
  /** `ul` / `ol` wrap each child in an `li`. @default 'div' */
  as?: 'div' | 'ul' | 'ol';
  /** For a list: its name. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * Children one under the other, `space` apart: the way pages and forms space their content (no
 * hand-written margins). Empty children (`null`, `false`) take no space. `space` and `align` take
 * one value or one per breakpoint (`space={{ mobile: '16', desktop: '32' }}`).
 */
export function Stack({
  space = '16',
  align = 'stretch',
  dividers = false,
  measure = false,
  as = 'div',
  'aria-label': ariaLabel,
  children,
  className,
}: StackProps) {
  const items = Children.toArray(children);
  const Item = as === 'div' ? 'div' : 'li';
  const wrap = as !== 'div' || dividers;
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={atom(resolveResponsive(space, '16'))}
      alignItems={mapResponsive(align, 'stretch', ALIGN)}
      className={measure ? cx(measureClass, className) : className}
      aria-label={ariaLabel}
    >
      {wrap
        ? items.map((child, index) => (
            <Item
              key={isValidElement(child) && child.key !== null ? child.key : index}
              className={dividers ? dividedItem : undefined}
            >
              {child}
            </Item>
          ))
        : items}
    </Box>
  );
}
