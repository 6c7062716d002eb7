import { MARKETPLACE_CARD_WIDTH_PX } from '@cairn/domain';
import { type ReactNode, useId } from 'react';
import { Image } from '../../primitives/foundations/Image/Image';
import { Heading } from '../../primitives/layout/Text/Text';
import { Link } from '../../primitives/navigation/Link/Link';
import { cx } from '../../utils/cx';
import {
  card,
  description as descriptionClass,
  footer,
  head,
  icon as iconClass,
  stat,
  stats as statsClass,
  term,
  titles,
  value as valueClass,
} from './InvestmentCard.css';

/** One figure of an {@link InvestmentCard}, e.g. `{ label: 'YTD', value: '+12.40%' }`. */
export interface InvestmentCardStat {
  label: string;
  value: ReactNode;
}

export interface InvestmentCardProps {
  /** The model's or index's display name; links to its details. */
  name: string;
  /** The details page. */
  href: string;
  /** The icon URL; missing or broken shows the name's initials (a logo mark). */
  icon?: string | null;
  /** A line under the name, e.g. the style ('Smart Beta') or the ticker. */
  eyebrow?: ReactNode;
  /** The description, clipped by the reader's eye, never by the card. */
  description?: ReactNode;
  /** Figures in one row of equal columns (numbers in tabular figures). */
  stats?: readonly InvestmentCardStat[];
  /** The card's actions, e.g. the Add button and a video button. */
  actions?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Merged last. */
  className?: string;
}

/**
 * A marketplace card of a model or index (doc 2 §2: cards 540 px wide): icon, name linking to the
 * details, an eyebrow line, the description, a row of figures and the actions. It is a `section`
 * named by its heading so a screen reader lists the cards as landmarks of their own.
 *
 * Selectors: none beyond the parts' own (the name is a kit `Link`).
 */
export function InvestmentCard({
  name,
  href,
  icon,
  eyebrow,
  description,
  stats,
  actions,
  headingLevel = 3,
  className,
}: InvestmentCardProps) {
  const titleId = useId();
  return (
    <section
      className={cx(card, className)}
      style={{ maxWidth: MARKETPLACE_CARD_WIDTH_PX }}
      aria-labelledby={titleId}
    >
      <div className={head}>
        <Image src={icon} alt="" fallbackName={name} width={40} height={40} className={iconClass} />
        <div className={titles}>
          <Heading level={headingLevel} size="md" id={titleId}>
            <Link href={href} variant="standalone">
              {name}
            </Link>
          </Heading>
          {eyebrow ? <span className={descriptionClass}>{eyebrow}</span> : null}
        </div>
      </div>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {stats && stats.length > 0 ? (
        <dl className={statsClass}>
          {stats.map((entry) => (
            <div key={entry.label} className={stat}>
              <dt className={term}>{entry.label}</dt>
              <dd className={valueClass}>{entry.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions ? <div className={footer}>{actions}</div> : null}
    </section>
  );
}
