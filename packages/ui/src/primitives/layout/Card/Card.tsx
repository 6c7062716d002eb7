import { type ReactNode, useId } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { gap, padding as paddingClass } from '../space.css';
import { Heading } from '../Text/Text';
import { actions as actionsClass, card, description as descriptionClass, header, titles } from './Card.css';

export interface CardProps {
  /** The card's heading; with it the card is a `section` named by it. */
  title?: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Actions on the right of the header (quiet buttons, an Edit link). */
  actions?: ReactNode;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Inner padding, from the space scale. @default '24' */
  padding?: '16' | '24' | '32';
  /** The gap between the header and each child. @default '16' */
  space?: Space;
  children?: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * A surface with a hairline border and padding from the scale, optionally headed by a title, a
 * one-line description and actions. No shadow: cards sit on the page, only overlays float.
 */
export function Card({
  title,
  description,
  actions,
  headingLevel = 2,
  padding = '24',
  space = '16',
  children,
  className,
}: CardProps) {
  const titleId = useId();
  const hasHeader = Boolean(title || description || actions);
  const head = hasHeader ? (
    <div className={header}>
      <div className={titles}>
        {title ? (
          <Heading level={headingLevel} size="lg" id={titleId}>
            {title}
          </Heading>
        ) : null}
        {description ? <p className={descriptionClass}>{description}</p> : null}
      </div>
      {actions ? <div className={actionsClass}>{actions}</div> : null}
    </div>
  ) : null;
  const classes = cx(card, paddingClass[padding], gap[space], className);
  return title ? (
    <section className={classes} aria-labelledby={titleId}>
      {head}
      {children}
    </section>
  ) : (
    <div className={classes}>
      {head}
      {children}
    </div>
  );
}
