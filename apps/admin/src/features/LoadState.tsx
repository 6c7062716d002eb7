import { adminMessages, globalMessages } from '@cairn/domain';
import { Banner } from '@cairn/ui';
import type { ReactNode } from 'react';
import { status } from '../pages/page.css';

/** The retry link's text beside a failed read (the project's wording). */
const TRY_AGAIN = 'Try again';

export interface LoadStateProps<T> {
  data: T | undefined;
  error: unknown;
  /** Reads again. */
  retry: () => void;
  children: (data: T) => ReactNode;
}

/**
 * A read's three states: 'Loading....' while it loads (doc 3 §8), the server-error text with a retry
 * when it failed (the error toast has already shown), else the content.
 */
export function LoadState<T>({ data, error, retry, children }: LoadStateProps<T>) {
  if (data !== undefined) return children(data);
  if (error !== undefined) {
    return (
      <Banner
        tone="danger"
        title={globalMessages.serverError}
        role="none"
        action={{ label: TRY_AGAIN, onPress: retry }}
      />
    );
  }
  return (
    <p role="status" className={status}>
      {adminMessages.loading}
    </p>
  );
}
