import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../../foundations/Icon/Icon';
import { root } from './InfoStep.css';

export interface InfoStepProps {
  /** A lucide-react icon for what the step is about (decorative). */
  icon: LucideIcon;
  /** The step's one message, a sentence: the rule to keep, or what the flow does. */
  lead: ReactNode;
  /** What follows from it, one or two sentences, muted under the lead. */
  children?: ReactNode;
  /** What comes next, in order (a wizard's steps): a numbered list under the sentences, named by `pointsLabel`. */
  points?: readonly string[];
  /** The list's accessible name ('The steps'). */
  pointsLabel?: string;
}

/**
 * A flow's information step (a rule to keep, an intro before a wizard) as a designed step, not a
 * sentence above a void (issue 30): an icon tile, the lead, the sentence after it and, given
 * `points`, a numbered list of what comes next. The fact the rule is about (a name, a code to copy)
 * follows it in the step, e.g. a `DescriptionList` or `CopyableDetails`.
 */
export function InfoStep({ icon, lead, children, points, pointsLabel }: InfoStepProps) {
  return (
    <div className={root}>
      <span>
        <Icon icon={icon} size="lg" />
      </span>
      <p>{lead}</p>
      {children ? <p>{children}</p> : null}
      {points ? (
        <ol aria-label={pointsLabel}>
          {points.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
