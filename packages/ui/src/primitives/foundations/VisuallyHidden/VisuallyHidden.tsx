import type { ElementType, ReactNode } from 'react';
import { visuallyHidden } from '../../../theme/utilities.css';

export interface VisuallyHiddenProps {
  /** @default 'span' */
  as?: ElementType;
  children: ReactNode;
  /** For a live region: `id`, `role`, … are passed through. */
  id?: string;
  role?: string;
}

/**
 * Text for screen readers only: hidden on screen, still read (a table caption, ', completed' after
 * a step, a status message). The same class is exported as `visuallyHidden` for elements that must
 * keep their own tag.
 */
export function VisuallyHidden({ as: Tag = 'span', children, ...props }: VisuallyHiddenProps) {
  return (
    <Tag className={visuallyHidden} {...props}>
      {children}
    </Tag>
  );
}
