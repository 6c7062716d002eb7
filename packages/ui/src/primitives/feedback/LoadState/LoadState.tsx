import { LOAD_STATE_TEXTS } from '@cairn/domain';
import type { ReactNode } from 'react';
import { Button } from '../../controls/Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { message, state } from './LoadState.css';

/** The texts of a read's loading and failure states. */
export type LoadStateTexts = { -readonly [K in keyof typeof LOAD_STATE_TEXTS]: string };

/** What a read gives (an SWR response fits): its data, its error, and a way to read again. */
export interface Read<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly mutate: () => unknown;
}

export interface LoadStateProps<T> {
  /** The read (an api-client hook's result). */
  read: Read<T>;
  /** The content, once the data is in. */
  children: (data: T) => ReactNode;
  /**
   * Shown while loading, shaped like the content when the page has a skeleton for it.
   * @default a spinner with the loading text
   */
  loading?: ReactNode;
  /** @default LOAD_STATE_TEXTS from @cairn/domain ('Loading', 'We could not load this page.', 'Try again') */
  texts?: Partial<LoadStateTexts>;
}

/**
 * The three states of a read, the one way every screen shows them: the loading view (a spinner, or
 * the skeleton passed as `loading`), a failure with 'Try again' (the query error policy has already
 * shown the generic toast), else the content. Data already in stays shown while it revalidates.
 *
 * Selectors: `[data-state="loading | failed"]` on the state's container.
 */
export function LoadState<T>({ read, children, loading, texts }: LoadStateProps<T>) {
  const t = { ...LOAD_STATE_TEXTS, ...texts };
  if (read.data !== undefined) return <>{children(read.data)}</>;
  if (read.error !== undefined) {
    return (
      <div className={state} data-state="failed">
        <p className={message} role="alert">
          {t.failed}
        </p>
        <Button variant="secondary" onPress={() => void read.mutate()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (loading !== undefined) return <>{loading}</>;
  return (
    <div className={state} data-state="loading">
      <Spinner label={t.loading} showLabel />
    </div>
  );
}
