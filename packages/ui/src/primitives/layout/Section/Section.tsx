import { type ReactNode, useId } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { sprinkles } from '../sprinkles';
import { Heading } from '../Text/Text';
import {
  actions as actionsClass,
  description as descriptionClass,
  header,
  section,
  titles,
} from './Section.css';

export interface SectionProps {
  /** The section's heading; the section is named by it. */
  title: ReactNode;
  /** One line under the heading. */
  description?: ReactNode;
  /** Actions at the right of the heading (quiet). */
  actions?: ReactNode;
  /** @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** The gap between the heading and each child. @default '16' */
  space?: Space;
  children?: ReactNode;
  /** Merged last. */
  className?: string;
}

/** A part of a page without a surface of its own: heading, one-line description, then its content. */
export function Section({
  title,
  description,
  actions,
  headingLevel = 2,
  space = '16',
  children,
  className,
}: SectionProps) {
  const titleId = useId();
  return (
    <section className={cx(section, sprinkles({ gap: space }), className)} aria-labelledby={titleId}>
      <div className={header}>
        <div className={titles}>
          <Heading level={headingLevel} size={headingLevel === 2 ? 'lg' : 'md'} id={titleId}>
            {title}
          </Heading>
          {description ? <p className={descriptionClass}>{description}</p> : null}
        </div>
        {actions ? <div className={actionsClass}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
