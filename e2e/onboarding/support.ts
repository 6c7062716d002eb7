import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { latestCode, outbox } from '../support/session';

export { DEMO_PASSWORD, latestCode, outbox, signInAs } from '../support/session';

/** A fresh email for a user created by a test (the sandbox keeps state for the whole run). */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A fresh 10-digit US mobile number (555 exchange), for the outbox's `to`. */
export function freshPhone(): string {
  return `202555${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
}

/** A code newer than the `before` outbox length, sent to `to`. */
export async function codeSentAfter(request: APIRequestContext, to: string, before: number): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const message = (await outbox(request))
      .slice(before)
      .filter((m) => m.to === to)
      .at(-1);
    if (message) return message.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latestCode(request, to);
}

/** Types a 6-digit code into the kit's VerificationCode (one real input). */
export async function typeCode(page: Page, code: string, label = 'Verification code'): Promise<void> {
  const input = page.getByLabel(label);
  await input.click();
  await input.pressSequentially(code);
}

/**
 * Starts recording the paths the tab's main frame navigates to, full page loads and history
 * changes alike; returns a function that reads them. For asserting that a step goes straight to
 * its page (no detour through /login).
 */
export function recordNavigations(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return () => [...paths];
}

/** The toast region's text. */
export function toast(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/** Waits for the app to be on `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * Drops Chromium's own console lines about answers with the expected HTTP statuses (a wrong password
 * is a 400, a fault a 500): the app handled them. Anything else stays and fails the test.
 */
export function allowHttpErrors(consoleErrors: string[], statuses: readonly number[]): void {
  const expected = statuses.map((status) => `the server responded with a status of ${status}`);
  const kept = consoleErrors.filter((line) => !expected.some((text) => line.includes(text)));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}
