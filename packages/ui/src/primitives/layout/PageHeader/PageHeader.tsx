import { ArrowLeft } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import { Heading } from '../Text/Text';
import {
  actions as actionsClass,
  back as backClass,
  description as descriptionClass,
  root,
  row,
  titles,
} from './PageHeader.css';

/** The way back from a page: a link (`href`) or an action (`onPress`, e.g. one questionnaire page back). */
export interface BackLinkProps {
  /** e.g. 'Back'. */
  label: string;
  href?: string;
  onPress?: () => void;
  /** Merged last. */
  className?: string;
}

/**
 * A quiet 'Back' link with a left arrow: top left of a page (PageHeader's `back`, the onboarding
 * layout's back slot), never beside the primary action.
 *
 * Selectors: `[data-hovered]`, `[data-focus-visible]`.
 */
export function BackLink({ label, href, onPress, className }: BackLinkProps) {
  return (
    <AriaLink
      className={cx(backClass, className)}
      {...(href ? { href } : {})}
      {...(onPress ? { onPress } : {})}
    >
      <Icon icon={ArrowLeft} />
      {label}
    </AriaLink>
  );
}

export interface PageHeaderProps {
  /** The page's `h1`. */
  title: ReactNode;
  /** One line saying what the page is for. */
  description?: ReactNode;
  /** The one primary action, on the right (a primary `Button` or `LinkButton`). */
  primaryAction?: ReactNode;
  /** Secondary actions, quiet (secondary or ghost buttons), before the primary one. */
  secondaryActions?: ReactNode;
  /** A back link above the title. */
  back?: Omit<BackLinkProps, 'className'>;
  /** `lg` (32 px) for public and onboarding pages, `md` (24 px) inside the apps. @default 'md' */
  size?: 'md' | 'lg';
  /** Focus target after navigation (see `Heading`). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Merged last. */
  className?: string;
}

/**
 * The top of a page (DESIGN.md "Page header"): title and a one-line description on the left, the
 * primary action on the right with quiet secondary actions before it, an optional back link above.
 *
 * Selectors: `[data-size="md | lg"]` on the root.
 */
export function PageHeader({
  title,
  description,
  primaryAction,
  secondaryActions,
  back,
  size = 'md',
  headingRef,
  className,
}: PageHeaderProps) {
  return (
    <div className={cx(root, className)} data-size={size}>
      {back ? <BackLink {...back} /> : null}
      <div className={row}>
        <div className={titles}>
          <Heading level={1} size={size === 'lg' ? 'xxl' : 'xl'} {...(headingRef ? { headingRef } : {})}>
            {title}
          </Heading>
          {description ? <p className={descriptionClass}>{description}</p> : null}
        </div>
        {primaryAction || secondaryActions ? (
          <div className={actionsClass}>
            {secondaryActions}
            {primaryAction}
          </div>
        ) : null}
      </div>
    </div>
  );
}
