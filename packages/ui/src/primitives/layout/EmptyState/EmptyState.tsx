import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import { Heading } from '../Text/Text';
import {
  action as actionClass,
  iconWell,
  message as messageClass,
  root,
  title as titleClass,
} from './EmptyState.css';

export interface EmptyStateProps {
  /** A lucide-react icon for what is missing (decorative). */
  icon: LucideIcon;
  /** A short heading ('No documents yet'). */
  title?: ReactNode;
  /** One sentence: what will be here, or what to do next. */
  children: ReactNode;
  /** The action that fills it ('Make a deposit'). */
  action?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * `success` draws the icon in the success colours: an outcome reached (a request sent), not an
   * empty list. @default 'neutral'
   */
  tone?: 'neutral' | 'success';
  /** Merged last. */
  className?: string;
}

/**
 * An empty list or table said plainly (DESIGN.md "Empty, loading, error"): an icon, one sentence, the
 * action that fills it; with `tone="success"`, an outcome (a flow's last screen).
 *
 * Selectors: `[data-empty-state]` on the root (the layout audit tells its action from a page's
 * primary by it), `[data-tone="success"]`.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 3,
  tone,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(root, className)} data-empty-state="" data-tone={tone}>
      <span className={iconWell}>
        <Icon icon={icon} size="lg" />
      </span>
      {title ? (
        <Heading level={headingLevel} size="lg" className={titleClass}>
          {title}
        </Heading>
      ) : null}
      <p className={messageClass}>{children}</p>
      {action ? <div className={actionClass}>{action}</div> : null}
    </div>
  );
}
