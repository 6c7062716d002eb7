import type { ReactNode } from 'react';
import { Button } from '../../controls/Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { message, state } from './LoadState.css';

/** The words of a read's loading and failure states. */
export interface LoadStateMessages {
  /** The spinner's name while loading. */
  loading: string;
  /** Said when the read failed. */
  failed: string;
  /** The button that reads again. */
  retry: string;
}

const defaultMessages: LoadStateMessages = {
  loading: 'Loading',
  failed: 'We could not load this page.',
  retry: 'Try again',
};

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
  /** @default { loading: 'Loading', failed: 'We could not load this page.', retry: 'Try again' } */
  messages?: Partial<LoadStateMessages>;
}

/**
 * The three states of a read, the one way every screen shows them: the loading view (a spinner, or
 * the skeleton passed as `loading`), a failure with 'Try again' (the query error policy has already
 * shown the generic toast), else the content. Data already in stays shown while it revalidates.
 *
 * Selectors: `[data-state="loading | failed"]` on the state's container.
 */
export function LoadState<T>({ read, children, loading, messages }: LoadStateProps<T>) {
  const t = { ...defaultMessages, ...messages };
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
