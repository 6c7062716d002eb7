import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught page errors seen during a test; the fixture fails the test on any. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/** Runs axe on the page in the given colour mode and expects no violations. */
export async function expectNoAxeViolations(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await page.evaluate((m) => {
    window.localStorage.setItem('theme', m);
  }, mode);
  await page.reload();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help}`),
    `axe in ${mode} mode`,
  ).toEqual([]);
}
