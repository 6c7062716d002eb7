import { Inline } from '@cairn/ui';
import type { ReactNode } from 'react';
import { rowActions } from './rowActions.css';

/**
 * A list row's actions (issue 30), the same on Indices and Models: the state toggles first
 * (Activate/Deactivate, then Show/Hide), Edit last, as small quiet buttons at the row's end.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Inline space="4" align="end" wrap={false} className={rowActions}>
      {children}
    </Inline>
  );
}
