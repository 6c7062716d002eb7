import type { APIRequestContext, Locator, Page } from '@playwright/test';

export { CHOOSER_REFUSED, openChooserByKeyboard } from '../support/fileChooser';
export { signInOnce } from '../support/session';

/** The staff user of the sandbox (CAIRN_ADMIN, ACTIVE, DASHBOARD, SMS 2FA). */
export const ADMIN = 'admin@cairn.example';
/** An investor: no admin role. */
export const INVESTOR = 'investor@cairn.example';

/** Every admin route of doc 3 §2 with its page heading. */
export const ADMIN_PAGES = [
  { path: '/admin/index-creation', heading: 'Index Creation Tool' },
  { path: '/admin/indices', heading: 'Indices' },
  { path: '/admin/model-creation', heading: 'Model Creation Tool' },
  { path: '/admin/models', heading: 'Models' },
  { path: '/admin/trade-settings', heading: 'Trade Settings' },
  { path: '/admin/waitlist-settings', heading: 'Access Code' },
  { path: '/admin/keys', heading: 'Keys' },
] as const;

/** Makes the next `count` API calls whose path contains `pathPattern` fail with `fault`. */
export async function injectFault(
  request: APIRequestContext,
  pathPattern: string,
  fault: '500' | '401' | 'user-correctable' | 'slow',
  count = 1,
): Promise<void> {
  const response = await request.post('/__sandbox/faults', {
    data: { path_pattern: pathPattern, fault, count },
  });
  if (!response.ok()) throw new Error(`fault injection failed: ${response.status()}`);
}

/** A short unique suffix, so each run creates its own indices and models on the shared sandbox. */
export function uniqueSuffix(length: number): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

/**
 * The console errors a test provokes on purpose (a status the browser logs for a failed request),
 * removed so the fixture's check sees only unexpected ones.
 */
export function dropExpectedStatusErrors(errors: string[], statuses: readonly number[]): void {
  const expected = (text: string) =>
    statuses.some((status) => text.includes(`the server responded with a status of ${status}`));
  const kept = errors.filter((text) => !expected(text));
  errors.splice(0, errors.length, ...kept);
}

/** Chooses an option of a kit Select named by its label (its trigger reads 'value label'). */
export async function choose(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  await scope.getByRole('button', { name: new RegExp(`(^| )${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Types a number into a kit NumberField and leaves it (it commits its value on blur). */
export async function fillNumber(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press('Tab');
}
