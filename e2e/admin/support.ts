import type { APIRequestContext, ConsoleMessage, FileChooser, Locator, Page } from '@playwright/test';

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

/** Chromium's console warning when a file input is clicked without a recent user activation. */
export const CHOOSER_REFUSED = 'File chooser dialog can only be shown with a user activation';

/** How long a press may take to open its file chooser before the test fails (it waited forever). */
const CHOOSER_MS = 15_000;

/**
 * Opens the file chooser of the focused choose-file button with `press` (Enter by default) and
 * returns it. The kit's button (react-aria `FileTrigger`) opens the chooser on the key's keyup,
 * and Chromium opens one only within 5 s of the keydown (its transient user activation); later,
 * it refuses with the console warning {@link CHOOSER_REFUSED} and no chooser ever comes. On a
 * loaded CI machine a stall between the keydown and the keyup did that once, and the bare
 * `waitForEvent('filechooser')` hung for the test's whole 2 minutes (session 12). So a press the
 * browser refused for its lapsed activation is made again (at most twice more); no chooser and no
 * refusal fails within 15 s, naming the press.
 */
export async function openChooserByKeyboard(
  page: Page,
  press: () => Promise<void> = () => page.keyboard.press('Enter'),
): Promise<FileChooser> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: CHOOSER_MS });
    const refused = page.waitForEvent('console', {
      predicate: (message: ConsoleMessage) => message.text().includes(CHOOSER_REFUSED),
      timeout: CHOOSER_MS,
    });
    // Neither wait may reject unhandled once the other settles the race.
    chooser.catch(() => undefined);
    refused.catch(() => undefined);
    await (attempt === 1 ? press() : page.keyboard.press('Enter'));
    const outcome = await Promise.race([
      chooser.then((opened) => ({ opened })),
      refused.then(() => ({ opened: null })),
    ]);
    if (outcome.opened !== null) return outcome.opened;
  }
  throw new Error('the choose-file button was refused its file chooser three times');
}
