import { ACCESS_TOKEN_KEY } from '@cairn/api-client';
import { DRAFTS_STORAGE_PREFIX } from '@cairn/app-shell/draft-storage';
import { globalMessages, idleWarningMessages, logoutDialogMessages } from '@cairn/domain';
import type { Page } from '@playwright/test';
import {
  customerShellTexts,
  discardChangesTexts,
  unsavedChangesTexts,
} from '../../apps/customer/src/shell/copy';
import { expect, expectAxeClean, test } from '../fixtures';
import { signInAs, signInOnce, signInThroughApi } from '../support/session';

const INVESTOR = 'investor@cairn.example';
const INSTITUTION = 'institution@cairn.example';

const portfolioLink = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: /^My Portfolio/ });
const unsavedWarning = (page: Page) =>
  portfolioLink(page).getByRole('img', { name: customerShellTexts.unsavedChangesWarning });

/**
 * A draft of the user's saved portfolio with one weight changed, as the drafts store keeps it, and
 * its storage key: made from the server's answers, so it meets the same saved version.
 */
async function unsavedDraft(page: Page, token: string): Promise<{ key: string; text: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await page.request.get('/api/user/profile', { headers })).json()) as {
    cognito_user: { sub: string };
  };
  const portfolio = (await (await page.request.get('/api/portfolio', { headers })).json()) as {
    models: { id: string; name: string; weight: number; index_tracker: boolean }[];
  };
  const saved = portfolio.models.map(({ id, name, weight, index_tracker }) => ({
    id,
    name,
    weight,
    index_tracker,
  }));
  expect(saved.length).toBeGreaterThan(0);
  const current = saved.map((entry, index) =>
    index === 0 ? { ...entry, weight: entry.weight === 5 ? 6 : 5 } : entry,
  );
  return {
    key: `${DRAFTS_STORAGE_PREFIX}${encodeURIComponent(profile.cognito_user.sub)}`,
    text: JSON.stringify({ v: 1, portfolio: { saved, current }, exclusions: null }),
  };
}

test.describe('the investor app shell (doc 2 §2 Side navigation, My Portfolio; doc 3 §4)', () => {
  test('Log Out asks first: No, Cancel keeps the session; axe on the dialog in both themes', async ({
    page,
  }) => {
    await signInOnce(page, INVESTOR);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: customerShellTexts.logOut }).click();
    const dialog = page.getByRole('alertdialog', { name: logoutDialogMessages.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: logoutDialogMessages.confirm })).toBeVisible();
    await expectAxeClean(page, 'the logout dialog');
    await dialog.getByRole('button', { name: logoutDialogMessages.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: customerShellTexts.logOut })).toBeFocused();
    await expect(page).toHaveURL('/dashboard');
  });

  test('drafts survive a reload and the idle logout, are the user’s own, and go with an explicit logout (Discard Changes)', async ({
    page,
  }) => {
    // Three sign-ins and an idle logout in one story.
    test.setTimeout(60_000);
    await page.clock.install();
    const token = await signInOnce(page, INVESTOR);
    const draft = await unsavedDraft(page, token);
    await page.goto('/dashboard');
    await expect(unsavedWarning(page)).toHaveCount(0);
    await page.evaluate(({ key, text }) => window.localStorage.setItem(key, text), draft);

    await page.reload();
    await expect(unsavedWarning(page)).toBeVisible();

    // The idle logout keeps them (doc 3 §4): sign in again and they are still there.
    await page.clock.fastForward('29:01');
    await expect(page.getByRole('alertdialog', { name: idleWarningMessages.title })).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      globalMessages.sessionExpired,
    );
    expect(await page.evaluate((key) => window.localStorage.getItem(key), draft.key)).toBe(draft.text);

    // Another user of the same browser never sees them.
    await signInOnceAgain(page, INSTITUTION);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Granite Peak Capital!' })).toBeVisible();
    await expect(unsavedWarning(page)).toHaveCount(0);

    await signInOnceAgain(page, INVESTOR);
    await page.goto('/dashboard');
    await expect(unsavedWarning(page)).toBeVisible();

    // An explicit logout with unsaved changes asks to discard them, then forgets them.
    await page.getByRole('button', { name: customerShellTexts.logOut }).click();
    const discard = page.getByRole('alertdialog', { name: discardChangesTexts.title });
    await expect(discard).toContainText(discardChangesTexts.body);
    await discard.getByRole('button', { name: discardChangesTexts.cancel }).click();
    await expect(unsavedWarning(page)).toBeVisible();
    await page.getByRole('button', { name: customerShellTexts.logOut }).click();
    await discard.getByRole('button', { name: discardChangesTexts.confirm }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), draft.key)).toBeNull();

    await signInOnceAgain(page, INVESTOR);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible();
    await expect(unsavedWarning(page)).toHaveCount(0);
  });
});

/** Signs in again in the same tab: puts a fresh token in sessionStorage for the next load. */
async function signInOnceAgain(page: Page, email: string): Promise<void> {
  const token = await signInThroughApi(page.request, email);
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [
    ACCESS_TOKEN_KEY,
    token,
  ] as const);
}

test.describe('leaving My Portfolio with unsaved changes (doc 2 §2 My Portfolio)', () => {
  test("the 'Unsaved Changes' notice outside the marketplace, with the way back; none inside it", async ({
    page,
  }) => {
    const token = await signInAs(page, INVESTOR);
    const draft = await unsavedDraft(page, token);
    await page.addInitScript(({ key, text }) => window.localStorage.setItem(key, text), draft);
    // Each page is drawn before the next move, as a person would: two moves within one render
    // would reach the shell as one, from the marketplace straight to the dashboard.
    const pageHeading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
    const navigateInApp = async (path: string, heading: string | RegExp) => {
      await page.evaluate((to) => window.history.pushState(null, '', to), path);
      await expect(pageHeading(heading)).toBeVisible();
    };
    await page.goto('/portfolio');
    // The page's skeleton shows its heading while the guard still reads the profile; the shell (and
    // its memory of the page being left) is there once the navigation has its links.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await expect(pageHeading('My Portfolio')).toBeVisible();
    await navigateInApp('/marketplace/models', 'Models');
    await expect(page.getByText(unsavedChangesTexts.title)).toHaveCount(0);
    await navigateInApp('/portfolio', 'My Portfolio');
    await navigateInApp('/dashboard', /^Hello, /);
    const notice = page.getByRole('status').filter({ hasText: unsavedChangesTexts.title });
    await expect(notice).toContainText(unsavedChangesTexts.body);
    await expect(notice.getByRole('link', { name: unsavedChangesTexts.action })).toHaveAttribute(
      'href',
      unsavedChangesTexts.href,
    );
    await expect(unsavedWarning(page)).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('the shell by keyboard alone, and its other dialogs under axe', () => {
  test('skip link, Transfer menu, Log Out dialog and the navigation, focus never lost', async ({ page }) => {
    await signInOnce(page, INVESTOR);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible({
      timeout: 15_000,
    });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The recent messages (toasts recalled, issue 31) come first among the header's actions.
    await expect(page.getByRole('button', { name: 'Recent messages' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: customerShellTexts.darkTheme })).toBeFocused();
    await page.keyboard.press('Tab');
    const logOut = page.getByRole('button', { name: customerShellTexts.logOut });
    await expect(logOut).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: logoutDialogMessages.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(logOut).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeFocused();

    const transfer = page.getByRole('button', { name: 'Transfer' });
    await transfer.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Deposit' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Withdraw' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(transfer).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(transfer).toBeFocused();
    await page.getByRole('navigation').getByRole('link', { name: 'Tax Center' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/activity/tax-center');
  });

  test('the tutorial passes axe in both themes', async ({ page }) => {
    await signInAs(page, 'friends@cairn.example');
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    await expectAxeClean(page, 'the tutorial');
  });

  test('the Discard Changes dialog passes axe in both themes', async ({ page }) => {
    const token = await signInAs(page, INVESTOR);
    const draft = await unsavedDraft(page, token);
    await page.addInitScript(({ key, text }) => window.localStorage.setItem(key, text), draft);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: customerShellTexts.logOut }).click();
    await expect(page.getByRole('alertdialog', { name: discardChangesTexts.title })).toBeVisible();
    await expectAxeClean(page, 'Discard Changes');
    await page.keyboard.press('Escape');
  });
});
