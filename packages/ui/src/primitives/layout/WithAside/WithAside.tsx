import type { ReactNode } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { gap } from '../space.css';
import { aside as asideClass, content, root } from './WithAside.css';

export interface WithAsideProps {
  /** The main content: a form, a list of cards. */
  children: ReactNode;
  /** What sits beside it: a note explaining why the page asks, what a figure means. */
  aside: ReactNode;
  /** The gap between content and aside (also when the aside wraps under), from the space scale. @default '32' */
  space?: Space;
  /** Merged last. */
  className?: string;
}

/**
 * Content with an aside beside it (DESIGN.md "every legal or money moment explained in a sentence
 * beside it"): the aside keeps about 272 px on the right and the content takes the rest; when the
 * column is too narrow for both (the content would fall under 60 % of it), the aside moves under
 * the content. The aside comes after the content in reading and tab order, and stays in view while
 * a long form scrolls.
 */
export function WithAside({ children, aside, space = '32', className }: WithAsideProps) {
  return (
    <div className={cx(root, gap[space], className)}>
      <div className={content}>{children}</div>
      <div className={asideClass}>{aside}</div>
    </div>
  );
}
