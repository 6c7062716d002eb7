import type { ReactNode } from 'react';
import { codeGroup } from './codeGroups.css';

// The key is the group's place: the groups of one string, in a fixed order.
const group = (part: ReactNode, index: number) => (
  <span key={index} className={codeGroup}>
    {part}
  </span>
);

/**
 * A long code (a wallet address) in groups of four characters, read and checked group by group. A
 * short last group stays on the line of the group before it (one unbreakable pair): a lone 'an'
 * wrapped onto a line of its own read as a broken address (issue 30).
 */
export const codeGroups = (value: ReactNode): ReactNode => {
  if (typeof value !== 'string') return value;
  const parts: ReactNode[] = value.match(/.{1,4}/g) ?? [];
  if (value.length % 4 && parts.length > 1) parts.push(parts.splice(-2).map(group));
  return parts.map(group);
};
