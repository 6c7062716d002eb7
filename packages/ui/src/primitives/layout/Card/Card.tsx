import { Children, createContext, isValidElement, type ReactNode, useContext, useId } from 'react';
import type { Space } from '../../../theme/shared';
import { cx } from '../../../utils/cx';
import { sprinkles } from '../sprinkles';
import { Heading } from '../Text/Text';
import {
  actions as actionsClass,
  body,
  card,
  description as descriptionClass,
  footer,
  header,
  titles,
} from './Card.css';

/** What a card's parts share: the id its header's title takes, which names the card. */
interface CardContextValue {
  titleId: string;
}

const CardContext = createContext<CardContextValue | null>(null);

export interface CardRootProps {
  /** Inner padding, from the space scale. @default '24' */
  padding?: '16' | '24' | '32';
  /** The gap between the parts (header, body, footer, or any child). @default '16' */
  space?: Space;
  /** The parts: `CardHeader`, `CardBody`, `CardFooter`, or any content. */
  children?: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * The card's surface, for composing it from parts: a hairline border and padding from the scale.
 * With a `CardHeader` that has a title among its children it is a `section` named by that title.
 */
export function CardRoot({ padding = '24', space = '16', children, className }: CardRootProps) {
  const titleId = useId();
  const named = Children.toArray(children).some(
    (child) =>
      isValidElement<CardHeaderProps>(child) && child.type === CardHeader && Boolean(child.props.title),
  );
  const classes = cx(card, sprinkles({ padding, gap: space }), className);
  return (
    <CardContext.Provider value={{ titleId }}>
      {named ? (
        <section className={classes} aria-labelledby={titleId}>
          {children}
        </section>
      ) : (
        <div className={classes}>{children}</div>
      )}
    </CardContext.Provider>
  );
}

export interface CardHeaderProps {
  /** The card's heading; it names the card. */
  title?: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Actions on the right of the header (quiet buttons, an Edit link). */
  actions?: ReactNode;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Merged last. */
  className?: string;
}

/** The card's header: its title (which names the card), a one-line description and actions. */
export function CardHeader({ title, description, actions, headingLevel = 2, className }: CardHeaderProps) {
  const context = useContext(CardContext);
  const fallbackId = useId();
  const titleId = context?.titleId ?? fallbackId;
  return (
    <div className={cx(header, className)}>
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
  );
}

export interface CardPartProps {
  children?: ReactNode;
  /** Merged last. */
  className?: string;
}

/** The card's content, between header and footer: its children stacked with the card's gap. */
export function CardBody({ children, className }: CardPartProps) {
  return <div className={cx(body, className)}>{children}</div>;
}

/** The card's actions row, at its end: buttons lined up at the end, wrapping when narrow. */
export function CardFooter({ children, className }: CardPartProps) {
  return <div className={cx(footer, className)}>{children}</div>;
}

export interface CardProps extends CardRootProps, Omit<CardHeaderProps, 'className'> {}

/**
 * A surface with a hairline border and padding from the scale, optionally headed by a title, a
 * one-line description and actions. No shadow: cards sit on the page, only overlays float. Built
 * from `CardRoot` and `CardHeader`; compose those (with `CardBody`, `CardFooter`) for other shapes.
 */
export function Card({ title, description, actions, headingLevel, children, ...root }: CardProps) {
  const hasHeader = Boolean(title || description || actions);
  return (
    <CardRoot {...root}>
      {hasHeader ? (
        <CardHeader title={title} description={description} actions={actions} headingLevel={headingLevel} />
      ) : null}
      {children}
    </CardRoot>
  );
}
