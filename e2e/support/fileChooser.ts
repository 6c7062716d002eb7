import type { ConsoleMessage, FileChooser, Page } from '@playwright/test';

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
