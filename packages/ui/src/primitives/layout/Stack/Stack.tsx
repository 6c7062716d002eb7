import { Children, isValidElement, type ReactNode } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { gap } from '../space.css';
import { align as alignClass, dividedItem, stack } from './Stack.css';

/** Cross-axis alignments of {@link Stack}. */
export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;

export interface StackProps {
  /** The gap between children, from the space scale (px). @default '16' */
  space?: Space;
  /** How children line up across the stack. @default 'stretch' */
  align?: (typeof stackAlignments)[number];
  /** A hairline between children, with `space` on both sides of it. @default false */
  dividers?: boolean;
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
 * hand-written margins). Empty children (`null`, `false`) take no space.
 */
export function Stack({
  space = '16',
  align = 'stretch',
  dividers = false,
  as: Tag = 'div',
  'aria-label': ariaLabel,
  children,
  className,
}: StackProps) {
  const items = Children.toArray(children);
  const Item = Tag === 'div' ? 'div' : 'li';
  const wrap = Tag !== 'div' || dividers;
  return (
    <Tag className={cx(stack, gap[space], alignClass[align], className)} aria-label={ariaLabel}>
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
    </Tag>
  );
}
