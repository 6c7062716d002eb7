import type { ReactNode } from 'react';
import { codeGroup } from './codeGroups.css';

/** A long code (a wallet address) in groups of four characters, read and checked group by group. */
export const codeGroups = (value: ReactNode): ReactNode =>
  typeof value === 'string'
    ? value.match(/.{1,4}/g)?.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one string, in a fixed order
        <span key={index} className={codeGroup}>
          {part}
        </span>
      ))
    : value;
