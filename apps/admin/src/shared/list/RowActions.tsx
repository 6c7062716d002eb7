import { Inline } from '@cairn/ui';
import type { ReactNode } from 'react';
import { rowActions } from './rowActions.css';

/**
 * A list row's actions (issue 30), the same on Indices and Models: the spec's state toggles
 * (Activate/Deactivate, then Show/Hide) as small quiet buttons at the row's end. The row's name is
 * its one link to the editor, so no Edit repeats it here.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Inline space="4" align="end" wrap={false} className={rowActions}>
      {children}
    </Inline>
  );
}
