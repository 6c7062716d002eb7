import { globalMessages, logoutDialogMessages, PAGE_NOT_AVAILABLE_SCREEN } from '@cairn/domain';
import { expect, expectAxeClean, test } from '../fixtures';
import { signInAs } from '../support/session';
import { ADMIN, ADMIN_PAGES, dropExpectedStatusErrors, INVESTOR, injectFault, signInOnce } from './support';

test.describe('the admin console shell', () => {
  test('a signed-out visitor goes to /login with the page to come back to', async ({ page }) => {
    await page.goto('/admin/indices');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Findices');
  });

  test('a non-admin gets /403', async ({ page, consoleErrors }) => {
    await signInAs(page, INVESTOR);
    await page.goto('/admin/index-creation');
    await expect(page).toHaveURL('/403');
    await expect(
      page.getByRole('heading', { level: 1, name: PAGE_NOT_AVAILABLE_SCREEN.title }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('/admin opens the Index Creation Tool and the side menu reaches every page', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, ADMIN);
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/index-creation');
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Index Creation',
      'Indices',
      'Model Creation',
      'Models',
      'Trade Settings',
      'Waitlist Settings',
      'Keys',
    ]);
    for (const [index, { path, heading }] of ADMIN_PAGES.entries()) {
      await menu.getByRole('link').nth(index).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(menu.getByRole('link').nth(index)).toHaveAttribute('aria-current', 'page');
    }
    await expect(page.getByText('This page is not implemented.')).toHaveCount(0);
    await menu.getByRole('link', { name: 'Trade Settings' }).click();
    await expect(page.getByText('This page is not implemented.')).toBeVisible();
    // No unsaved trade settings: no red dot.
    await expect(menu.getByRole('link', { name: 'Trade Settings' })).toHaveAccessibleName('Trade Settings');
    expect(consoleErrors).toEqual([]);
  });

  test('at 1920 px the two settings pages keep their card in one 608 px column', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 900 });
    await signInAs(page, ADMIN);
    // The card around an element: its nearest ancestor drawn with a border.
    const cardWidth = (start: import('@playwright/test').Locator) =>
      start.evaluate((element) => {
        let node: Element | null = element;
        while (node !== null && getComputedStyle(node).borderTopStyle !== 'solid') node = node.parentElement;
        return node?.getBoundingClientRect().width ?? 0;
      });
    await page.goto('/admin/waitlist-settings');
    const waitlist = await cardWidth(page.getByRole('heading', { name: 'Waitlist email' }));
    await page.goto('/admin/trade-settings');
    // Trade Settings' two lines sat in a 1,440 px card (review 12 at 1920 px).
    const trade = await cardWidth(page.getByText('This page is not implemented.'));
    expect(waitlist).toBe(608);
    expect(trade).toBe(waitlist);
  });

  test('the menu works with the keyboard alone', async ({ page }) => {
    await signInAs(page, ADMIN);
    await page.goto('/admin/trade-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Settings' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // The header (home link, theme switch, Log Out) comes before the side menu.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Cairn Admin home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Index Creation' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/indices');
  });

  test('Log Out asks first, then ends the session and goes to /login', async ({ page }) => {
    await signInOnce(page, ADMIN);
    await page.goto('/admin/keys');
    await page.getByRole('button', { name: 'Log Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: logoutDialogMessages.title });
    await dialog.getByRole('button', { name: logoutDialogMessages.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/admin/keys');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: logoutDialogMessages.confirm }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => window.sessionStorage.getItem('cairn.accessToken'))).toBeNull();
  });

  test('a 401 on any call ends the session and returns to /login with the page', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await signInOnce(page, ADMIN);
    await page.goto('/admin/trade-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Settings' })).toBeVisible();
    await injectFault(request, '/admin/indexes', '401');
    await page.getByRole('link', { name: 'Indices' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Findices');
    dropExpectedStatusErrors(consoleErrors, [401]);
  });

  test('idle logout: a warning, then /login with the inactivity notice kept for it', async ({ page }) => {
    await page.clock.install();
    await signInOnce(page, ADMIN);
    await page.goto('/admin/trade-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Settings' })).toBeVisible();
    await page.clock.fastForward('29:30');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL('/login');
    // The login page (onboarding app) shows the notice, or still holds it for its toast.
    await expect
      .poll(async () => {
        const shown = await page.getByText(globalMessages.sessionExpired).count();
        const kept = await page.evaluate(() => window.sessionStorage.getItem('cairn.sessionEnd'));
        return shown > 0 || kept === 'idle';
      })
      .toBe(true);
    expect(await page.evaluate(() => window.sessionStorage.getItem('cairn.accessToken'))).toBeNull();
  });

  test('the theme switch changes and remembers the colour mode', async ({ page }) => {
    await signInAs(page, ADMIN);
    await page.goto('/admin/trade-settings');
    const theme = page.getByRole('switch', { name: 'Dark theme' });
    await expect(theme).toBeChecked();
    await theme.press('Space');
    await expect(page.locator('html')).toHaveClass(/cairn-light/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/cairn-light/);
    await expect(page.getByRole('switch', { name: 'Dark theme' })).not.toBeChecked();
  });
});

test.describe('axe on every admin route', () => {
  for (const { path, heading } of ADMIN_PAGES) {
    test(`${path} passes axe in dark and light`, async ({ page }) => {
      await signInAs(page, ADMIN);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAxeClean(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('the edit routes pass axe in dark and light, with their lists and tables', async ({ page }) => {
    await signInAs(page, ADMIN);
    await page.goto('/admin/indices');
    await page
      .getByRole('grid', { name: 'Indices' })
      .getByRole('row', { name: /Cairn Momentum/ })
      .getByRole('link', { name: /Cairn Momentum/ })
      .click();
    await expect(page.getByRole('grid', { name: 'Asset Breakdown' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Off-Chain Factors' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expectAxeClean(page);
    await expect(page.getByRole('grid', { name: 'Asset Breakdown' })).toBeVisible();

    await page.goto('/admin/models');
    await page.getByRole('link', { name: 'DeFi Alpha', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Target Tracking Error' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Asset Weights' })).toBeVisible();
    await expectAxeClean(page);
    await expect(page.getByRole('grid', { name: 'Asset Weights' })).toBeVisible();
  });
});
