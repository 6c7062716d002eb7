import { Badge } from '@cairn/ui';
import { Minus } from 'lucide-react';

/**
 * The console's one yes/no badge (issue 30): 'Yes' in its tone with the tone's icon, 'No' neutral
 * with a dash, so both carry an icon and share one height.
 */
export function FlagBadge({
  flag,
  yesTone,
  words,
}: {
  flag: boolean;
  yesTone: 'success' | 'warning';
  words: { yes: string; no: string };
}) {
  return flag ? (
    <Badge tone={yesTone}>{words.yes}</Badge>
  ) : (
    <Badge tone="neutral" icon={Minus}>
      {words.no}
    </Badge>
  );
}
