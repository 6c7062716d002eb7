import type { CSSProperties } from 'react';
import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
import { skeleton, type skeletonShapes } from './Skeleton.css';

export interface SkeletonProps {
  /** @default 'text' */
  shape?: (typeof skeletonShapes)[number];
  /** A CSS length; a number is pixels. @default the shape's (100% for text and rect) */
  width?: number | string;
  /** A CSS length; a number is pixels. @default the shape's */
  height?: number | string;
  /** Merged last. */
  className?: string;
}

/**
 * A placeholder block shown while content loads. It is hidden from assistive technology: the region
 * that is loading says so (`aria-busy`, a Spinner's label, or a visually hidden "Loading" text).
 * It pulses, and holds still under `prefers-reduced-motion`.
 *
 * Selectors: `[data-skeleton]`, `[data-shape]` (the prop's value).
 */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {
    ...defined({ width }),
    ...defined({ height }),
  };
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      data-shape={shape}
      className={cx(skeleton, className)}
      style={style}
    />
  );
}
