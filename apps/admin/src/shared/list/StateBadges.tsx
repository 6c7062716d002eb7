import { Badge } from '@cairn/ui';
import { stateTexts } from '../copy';
import { statusLabel, statusTone } from '../status';

/**
 * An index's status or a model's `is_active` on the admin lists (issue 30: one vocabulary on
 * Indices and Models): 'Active' in the success tone with its icon, 'Inactive' neutral and plain.
 * The kit's badges share one height with or without an icon, so a column of them lines up.
 */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}

/** Whether the marketplace shows the row: 'Hidden' in the caution tone, 'Shown' neutral and plain. */
export function VisibilityBadge({ hidden }: { hidden: boolean }) {
  return hidden ? (
    <Badge tone="warning">{stateTexts.hidden}</Badge>
  ) : (
    <Badge tone="neutral">{stateTexts.shown}</Badge>
  );
}
