import { test as base, expect } from '../fixtures';
import { watchPointer } from './focus';

/**
 * The test of a keyboard-only flow (issue 31): the suite's fixtures, and a check that no pointer
 * pressed anything on the test's page: a `click()` slipped into a keyboard flow fails it.
 */
export const test = base.extend<{ keyboardOnly: undefined }>({
  keyboardOnly: [
    async ({ page }, use) => {
      const presses = await watchPointer(page);
      await use(undefined);
      expect(presses, 'pointer presses in a keyboard-only test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
