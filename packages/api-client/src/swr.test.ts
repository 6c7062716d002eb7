import { describe, expect, it } from 'vitest';
import { swrDefaults } from './swr';

describe('global query behaviour (doc 3 §4)', () => {
  it('never retries, never refetches on focus, never treats data as stale by default', () => {
    expect(swrDefaults).toMatchObject({
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    });
  });
});
