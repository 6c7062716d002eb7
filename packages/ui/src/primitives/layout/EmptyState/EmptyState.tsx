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
  /** Merged last. */
  className?: string;
}

/** An empty list or table said plainly (DESIGN.md "Empty, loading, error"): an icon, one sentence, the action that fills it. */
export function EmptyState({ icon, title, children, action, headingLevel = 3, className }: EmptyStateProps) {
  return (
    <div className={cx(root, className)}>
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
