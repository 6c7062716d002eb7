import { readFile } from 'node:fs/promises';
import {
  DEFAULT_SUPPORT_EMAIL,
  KYC_PENDING_TOOLTIP,
  PENDING_WITHDRAWAL_NAVIGATION_STATE,
} from '@cairn/domain';
import { taxCenterPageTexts } from '../../apps/customer/src/routes/activity/copy';
import {
  accountDeactivatedTexts,
  allocationEmptyStateTexts,
  balanceHeadlineTexts,
  dashboardPageTexts,
  dashboardTexts,
  missingCostBasisPopupTexts,
  pendingWithdrawalPopupTexts,
} from '../../apps/customer/src/routes/dashboard/copy';
import { transferMenuTexts } from '../../apps/customer/src/shared/transfers/copy';
import { customerShellTexts, TUTORIAL_STEPS, tutorialTexts } from '../../apps/customer/src/shell/copy';
import { expect, expectAxeClean, test } from '../fixtures';
import { signInAs } from '../support/session';

const user = (name: string) => `${name}@cairn.example`;
const navigation = (page: import('@playwright/test').Page) => page.getByRole('navigation');

test.describe('the dashboard of each demo user (doc 2 §2 Dashboard, Side navigation)', () => {
  test('investor: greeting, Transfer, balance, holdings, chart with summary, table and CSV, TLH, allocation; axe in both themes', async ({
    page,
  }) => {
    // One sign-in for every check of the richest dashboard, two axe passes included.
    test.setTimeout(90_000);
    await signInAs(page, user('investor'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible();
    await expect(page).toHaveTitle(/Dashboard/);

    const transfer = page.getByRole('button', { name: transferMenuTexts.transfer });
    await expect(transfer).toBeEnabled();
    await transfer.click();
    await expect(page.getByRole('menuitem')).toHaveText([
      transferMenuTexts.deposit,
      transferMenuTexts.withdraw,
    ]);
    await page.keyboard.press('Escape');
    await expect(transfer).toBeFocused();

    await expect(page.getByText(dashboardTexts.totalBalance, { exact: true })).toBeVisible();
    // The headline (issue 30): the gain since the first deposit, the "$" lighter than the digits.
    await expect(page.getByRole('list', { name: balanceHeadlineTexts.changes })).toContainText(
      balanceHeadlineTexts.sinceFirstDeposit,
    );
    const digits = page
      .getByText(dashboardTexts.totalBalance, { exact: true })
      .locator('+ * [data-figure="money"]');
    const weights = await digits.evaluate((element) => [
      Number(getComputedStyle(element.previousElementSibling as Element).fontWeight),
      Number(getComputedStyle(element).fontWeight),
    ]);
    expect(weights[0]).toBeLessThan(weights[1] as number);
    await expect(
      page.getByText(/^Last updated [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/),
    ).toBeVisible();
    const holdings = page.getByRole('region', { name: dashboardTexts.holdings });
    await expect(holdings.getByRole('listitem')).toHaveCount(5);
    await expect(holdings.getByText(/^\d+ more assets? in the allocation by Asset below\.$/)).toBeVisible();
    await expect(holdings.getByRole('button', { name: dashboardTexts.depositCrypto })).toBeEnabled();
    // Issue 30: at 1280 px the 2/5 rail (378 px) wrapped 'asset.' alone beside Deposit Crypto; the
    // rail is at least 25 rem, so the description is one line (20 px).
    await page.setViewportSize({ width: 1280, height: 900 });
    const description = holdings.getByText(dashboardPageTexts.holdingsDescription, { exact: true });
    expect((await description.boundingBox())?.height).toBe(20);

    // The chart: a summary in words, the table of the same points, and a CSV of exactly them.
    const chart = page.getByRole('region', { name: dashboardTexts.balanceChart, exact: true });
    await chart.getByRole('radio', { name: 'Month' }).click();
    // The summary describes the chart for screen readers; it is printed with the table (issue 30).
    const summary = chart.getByText(/^Balance chart, Month, \d+ days from /);
    await expect(summary).toBeAttached();
    await expect(chart.locator('[data-chart-state="ready"]')).toBeVisible();
    // The two columns share a bottom edge, at 1280 and at 1920 px, where the content takes up to
    // 1440 px (issue 30: 'columns end 147 px apart', 'at 1920 px a 240 px band stays empty').
    for (const width of [1920, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const edges = async () =>
        Promise.all(
          [chart, page.getByRole('region', { name: dashboardTexts.harvestedTaxLosses })].map(async (card) => {
            const box = await card.boundingBox();
            return Math.round((box?.y ?? 0) + (box?.height ?? 0));
          }),
        );
      await expect.poll(async () => new Set(await edges()).size).toBe(1);
      const content = await page.getByRole('main').locator('> *').first().boundingBox();
      expect(content?.width ?? 0).toBeGreaterThanOrEqual(Math.min(1440, width - 240 - 64) - 1);
    }
    await chart.getByText('Show flows', { exact: true }).click();
    await expect(chart.getByRole('switch', { name: 'Show flows' })).toBeChecked();
    await chart.getByRole('button', { name: 'View as table' }).click();
    const table = chart.getByRole('table', { name: 'Balance, Month' });
    await expect.poll(async () => (await summary.boundingBox())?.height ?? 0).toBeGreaterThan(10);
    const tableRows = await table.locator('tbody tr').count();
    expect(tableRows).toBeGreaterThanOrEqual(28);
    const downloading = page.waitForEvent('download');
    await chart.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('balance-month.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('date,balance_usd,net_flow_usd');
    expect(lines).toHaveLength(tableRows + 1);
    expect(lines[1]?.split(',')[1]).toMatch(/^\d+(\.\d+)?$/);

    await expect(page.getByRole('region', { name: dashboardTexts.harvestedTaxLosses })).toBeVisible();
    await expect(page.getByRole('switch', { name: dashboardTexts.taxLossHarvesting })).toBeChecked();

    const allocation = page.getByRole('region', { name: dashboardTexts.allocation });
    const allocationTable = allocation.getByRole('grid').or(allocation.getByRole('table'));
    await expect(
      allocationTable.getByRole('columnheader', { name: dashboardTexts.byInvestment }),
    ).toBeVisible();
    await allocation.getByRole('radio', { name: dashboardTexts.bySector }).click();
    await expect(allocationTable.getByRole('columnheader', { name: dashboardTexts.bySector })).toBeVisible();
    await allocationTable.getByRole('columnheader', { name: dashboardTexts.balance }).click();
    const balances = await allocationTable
      .getByRole('row')
      .locator('td:nth-child(2), [role="gridcell"]:nth-child(2)')
      .allTextContents();
    const values = balances.map((text) => Number(text.replace(/[$,]/g, '')));
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    // Every navigation item of an ACTIVE, approved investor is a link; no admin link for investors.
    for (const name of [
      'Dashboard',
      'My Portfolio',
      'Performance',
      'Marketplace',
      'Models',
      'Indices',
      'Account',
      'Activity',
      'Activity Log',
      'Documents',
      'Tax Center',
      'Trade History',
    ]) {
      await expect(navigation(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(navigation(page).getByRole('link', { name: customerShellTexts.adminConsole })).toHaveCount(
      0,
    );

    await expectAxeClean(page);
  });

  test('institution: the greeting names the institution by its dba name', async ({ page }) => {
    await signInAs(page, user('institution'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Granite Peak Capital!' })).toBeVisible();
    await expect(page.getByRole('button', { name: transferMenuTexts.transfer })).toBeEnabled();
    await expectAxeClean(page);
  });

  test('friends: the six-step tutorial, the rebalancing banner, and the cost basis popup once per session for 7.5 s', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAs(page, user('friends'));
    // Completing the tutorial would change the shared demo user: answer the call here, and check it.
    const completed: unknown[] = [];
    await page.route('**/api/user/requires-tutorial', async (route) => {
      if (route.request().method() === 'GET') return route.fallback();
      completed.push(route.request().postDataJSON());
      return route.fulfill({ json: { requires_tutorial: false } });
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam!' })).toBeVisible();

    for (const [index, step] of TUTORIAL_STEPS.entries()) {
      const dialog = page.getByRole('dialog', { name: step.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(step.body);
      await expect(dialog).toContainText(tutorialTexts.progress(index + 1, TUTORIAL_STEPS.length));
      // Issue 30: the step stands in the navigation's column, never over the page's title or banner.
      const box = await dialog.boundingBox();
      const heading = await page.getByRole('heading', { level: 1, name: 'Hello, Sam!' }).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(heading?.x ?? 0);
      const last = index === TUTORIAL_STEPS.length - 1;
      await dialog.getByRole('button', { name: last ? tutorialTexts.start : tutorialTexts.next }).click();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => completed).toEqual([{ requires_tutorial: false }]);

    const banner = page.getByRole('status').filter({ hasText: 'Portfolio Below Rebalancing Minimum' });
    await expect(banner).toContainText('Portfolios need a balance of at least $100 to be rebalanced.');
    await expect(banner.getByRole('link', { name: 'Make a new deposit' })).toBeVisible();

    const popup = page.getByRole('status').filter({ hasText: missingCostBasisPopupTexts.title });
    await expect(popup).toContainText(missingCostBasisPopupTexts.body);
    // In the page's flow, above the balance: it covers nothing (issue 30).
    await expect(popup.locator('xpath=..')).toHaveCSS('position', 'static');
    const popupBox = await popup.boundingBox();
    const popupBottom = (popupBox?.y ?? 0) + (popupBox?.height ?? 0);
    const balanceTop =
      (await page.getByText(dashboardTexts.totalBalance, { exact: true }).boundingBox())?.y ?? 0;
    expect(balanceTop).toBeGreaterThan(popupBottom);
    await expect(popup.getByRole('link', { name: missingCostBasisPopupTexts.action })).toHaveAttribute(
      'href',
      missingCostBasisPopupTexts.href,
    );
    // The clock stops while the pointer rests on it, and runs again when it leaves.
    await popup.hover();
    await page.clock.fastForward(20_000);
    await expect(popup).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(5_000);
    await expect(popup).toBeVisible();
    await page.clock.fastForward(2_500);
    await expect(popup).toHaveCount(0);
    // The task stays open: its banner takes the popup's place in the page (issue 30).
    await expect(page.getByText(taxCenterPageTexts.missingTitle)).toBeVisible();
    // One banner per page (issue 30): the task joins the rebalancing notice in one box, no gap.
    const taskBox = await page
      .locator('[data-tone]')
      .filter({ hasText: taxCenterPageTexts.missingTitle })
      .boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(Math.abs((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0) - (taskBox?.y ?? 0))).toBeLessThanOrEqual(
      1,
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam!' })).toBeVisible();
    await expect(page.getByText(dashboardTexts.totalBalance, { exact: true })).toBeVisible();
    await expect(page.getByText(missingCostBasisPopupTexts.title)).toHaveCount(0);
  });

  test('the pending-withdrawal popup shows once when the navigation asks for it', async ({ page }) => {
    await signInAs(page, user('institution'));
    await page.goto('/activity/log');
    // A withdrawal flow's end navigates here with this state (the transfer flows' side).
    await page.evaluate(
      (state) => window.history.pushState(state, '', '/dashboard'),
      PENDING_WITHDRAWAL_NAVIGATION_STATE,
    );
    const popup = page.getByRole('status').filter({ hasText: pendingWithdrawalPopupTexts.title });
    await expect(popup).toContainText(pendingWithdrawalPopupTexts.body);
    await expect(popup.getByRole('link', { name: pendingWithdrawalPopupTexts.action })).toHaveAttribute(
      'href',
      pendingWithdrawalPopupTexts.href,
    );
    expect(await page.evaluate(() => window.history.state)).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Granite Peak Capital!' })).toBeVisible();
    await expect(page.getByText(dashboardTexts.totalBalance, { exact: true })).toBeVisible();
    await expect(page.getByText(pendingWithdrawalPopupTexts.title)).toHaveCount(0);
  });

  test('pending KYC: Transfer and every item but Dashboard disabled with the KYC reason, allocation waiting', async ({
    page,
  }) => {
    await signInAs(page, user('pending'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Jamie!' })).toBeVisible();
    await expect(page.getByRole('button', { name: transferMenuTexts.transfer })).toBeDisabled();
    await expect(navigation(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-disabled',
    );
    for (const name of ['My Portfolio', 'Performance', 'Marketplace', 'Account', 'Activity', 'Tax Center']) {
      await expect(navigation(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    // The reason shows on keyboard focus too (the item stays in the tab order).
    await navigation(page).getByRole('link', { name: 'Account', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText(KYC_PENDING_TOOLTIP);
    await expect(
      page.getByRole('heading', { name: allocationEmptyStateTexts.KYC_PENDING.title }),
    ).toBeVisible();
    await expect(page.getByText(allocationEmptyStateTexts.KYC_PENDING.body)).toBeVisible();
    await expectAxeClean(page);
  });

  test('friends without the tutorial: the rebalancing banner and the cost basis popup pass axe', async ({
    page,
  }) => {
    await signInAs(page, user('friends'));
    // The tutorial has its own axe test (shell.spec.ts): answered as done here, nothing sent.
    await page.route('**/api/user/requires-tutorial', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { requires_tutorial: false } })
        : route.abort(),
    );
    await page.goto('/dashboard');
    // The popup shows once per browser session: axe runs on the page as it is, without a reload.
    await expect(page.getByText(missingCostBasisPopupTexts.title)).toBeVisible();
    await expect(page.getByText('Portfolio Below Rebalancing Minimum')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, `friends' dashboard with the banner and the popup`);
  });

  test('inactive: Account Deactivated, only Dashboard, Account and Activity, ACTIVE-only routes refused', async ({
    page,
  }) => {
    await signInAs(page, user('inactive'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: accountDeactivatedTexts.title })).toBeVisible();
    for (const text of [
      accountDeactivatedTexts.body,
      accountDeactivatedTexts.support,
      accountDeactivatedTexts.signOff,
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: accountDeactivatedTexts.contactSupport })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_SUPPORT_EMAIL}`,
    );
    // Issue 30: at 1920 px the panel was a 1,440 × 505 px card around a 420 px text; it keeps the
    // measure (61 rem, 976 px) on the title's edge.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 1920, height: 900 });
    const [panelLeft, panelWidth, titleLeft] = await page
      .getByRole('heading', { name: accountDeactivatedTexts.title })
      .evaluate((heading) => {
        let card = heading.parentElement;
        while (card !== null && getComputedStyle(card).borderTopWidth !== '1px') card = card.parentElement;
        const box = card?.getBoundingClientRect();
        const h1 = document.querySelector('main h1')?.getBoundingClientRect();
        return [box?.left ?? 0, box?.width ?? 0, h1?.left ?? -1];
      });
    expect(panelWidth).toBe(976);
    expect(panelLeft).toBe(titleLeft);
    if (viewport) await page.setViewportSize(viewport);
    for (const name of [
      'Dashboard',
      'Account',
      'Activity',
      'Activity Log',
      'Documents',
      'Tax Center',
      'Trade History',
    ]) {
      await expect(navigation(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['My Portfolio', 'Performance', 'Marketplace', 'Models', 'Indices']) {
      await expect(navigation(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await page.goto('/portfolio');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/marketplace/models');
    await expect(page).toHaveURL('/dashboard');
    await expectAxeClean(page);
  });

  test('index routes lead to their first child; staff get a link to the admin console', async ({ page }) => {
    await signInAs(page, user('admin'));
    await page.goto('/dashboard');
    await expect(
      navigation(page).getByRole('link', { name: customerShellTexts.adminConsole }),
    ).toHaveAttribute('href', '/admin');
    await page.goto('/activity');
    await expect(page).toHaveURL('/activity/log');
    await page.goto('/marketplace');
    await expect(page).toHaveURL('/marketplace/models');
  });
});
