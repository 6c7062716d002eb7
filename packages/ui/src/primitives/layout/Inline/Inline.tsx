import { Children, isValidElement, type ReactNode } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { gap } from '../space.css';
import { align as alignClass, inline, justify as justifyClass, noWrap } from './Inline.css';

/** Vertical alignments of {@link Inline}. */
export const inlineAlignments = ['center', 'start', 'end', 'baseline', 'stretch'] as const;
/** Horizontal distributions of {@link Inline}. */
export const inlineJustifications = ['start', 'center', 'end', 'between'] as const;

export interface InlineProps {
  /** The gap between children, across and between lines, from the space scale (px). @default '8' */
  space?: Space;
  /** Vertical alignment of the children in a line. @default 'center' */
  align?: (typeof inlineAlignments)[number];
  /** Horizontal distribution: `between` pushes the first and last child to the edges. @default 'start' */
  justify?: (typeof inlineJustifications)[number];
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

/** Children side by side, `space` apart, wrapping onto more lines: buttons, badges, filters, meta. */
export function Inline({
  space = '8',
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Tag = 'div',
  'aria-label': ariaLabel,
  children,
  className,
}: InlineProps) {
  const items = Children.toArray(children);
  return (
    <Tag
      className={cx(inline, gap[space], alignClass[align], justifyClass[justify], !wrap && noWrap, className)}
      aria-label={ariaLabel}
    >
      {Tag === 'div'
        ? items
        : items.map((child, index) => (
            <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
          ))}
    </Tag>
  );
}
