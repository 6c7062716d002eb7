import { Badge } from '@cairn/ui';

/**
 * The console's one yes/no badge (issue 30): 'Yes' in its tone with the tone's icon, 'No' neutral
 * and plain (a dash icon there meant nothing); the kit's badges share one height with or without an
 * icon, so a column of them still lines up.
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
  return flag ? <Badge tone={yesTone}>{words.yes}</Badge> : <Badge tone="neutral">{words.no}</Badge>;
}
