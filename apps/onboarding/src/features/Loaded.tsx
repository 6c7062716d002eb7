import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '../shell/Loading';

/** What an SWR read gives: its data, its error, and a way to read again. */
export interface Read<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly mutate: () => unknown;
}

/**
 * Renders `children` with a read's data once it has arrived: a spinner before, a retry after a
 * failure (the query error policy has already shown the generic toast).
 */
export function Loaded<T>({ read, children }: { read: Read<T>; children: (data: T) => ReactNode }) {
  if (read.error !== undefined) return <LoadFailed onRetry={() => void read.mutate()} />;
  if (read.data === undefined) return <Loading />;
  return <>{children(read.data)}</>;
}
