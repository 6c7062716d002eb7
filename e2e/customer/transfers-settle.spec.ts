import { dec, formatReturn, formatUsd, globalMessages, LOAD_STATE_TEXTS, sum } from '@cairn/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dashboardTexts, pendingWithdrawalPopupTexts } from '../../apps/customer/src/routes/dashboard/copy';
import {
  fiatWithdrawalTexts,
  transferMethodTexts,
  withdrawalSuccessTexts,
  withdrawalTaxImpactTexts,
} from '../../apps/customer/src/shared/transfers/copy';
import { defaultTaxImpactTableMessages as taxImpactTableTexts } from '../../packages/ui/src/domain/TaxImpactTable/messages';
import { expect, expectAxeClean, test } from '../fixtures';
import { allowHttpErrors } from '../onboarding/support';
import { closeTransferFlow, freshInvestor, openDashboard, toConfirmStep } from './transfers-support';

async function submit(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
  await dialog.getByText(fiatWithdrawalTexts.submissionConfirmation).click();
  await dialog.getByRole('button', { name: fiatWithdrawalTexts.submit }).click();
  await page
    .getByRole('dialog', { name: withdrawalSuccessTexts.title })
    .getByRole('button', { name: withdrawalSuccessTexts.done })
    .click();
}

async function injectFault(request: APIRequestContext, pattern: string, fault: string): Promise<void> {
  const response = await request.post('/__sandbox/faults', { data: { path_pattern: pattern, fault } });
  expect(response.ok()).toBe(true);
}

/** The account's value as the allocation by Asset lists it (crypto and cash). */
async function accountValue(request: APIRequestContext, token: string) {
  const response = await request.get('/api/portfolio/allocations', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { asset } = (await response.json()) as { asset: { balance: string }[] };
  return sum(asset.map((line) => dec(line.balance)));
}

const impactOf = (dialog: Locator) => dialog.getByRole('region', { name: taxImpactTableTexts.title });

test.describe('a wire withdrawal through the UI, its estimated tax impact, and its settlement', () => {
  test('the Confirm step estimates the tax: pro rata sales, HIFO lots, the $0 basis assumed, labelled an estimate', async ({
    page,
    request,
  }) => {
    const { token } = await freshInvestor(request, {
      usd: 10_000,
      crypto: { symbol: 'BTC', quantity: '0.1' },
    });
    const total = await accountValue(request, token);
    await openDashboard(page, token);
    const dialog = await toConfirmStep(page, '2000');

    const impact = impactOf(dialog);
    await expect(impact.getByText(taxImpactTableTexts.estimateBadge, { exact: true })).toBeVisible();
    await expect(
      impact.getByText(taxImpactTableTexts.intro(formatReturn(dec(2000).div(total)))),
    ).toBeVisible();
    await expect(impact.getByText(/ comes from cash and sells nothing\.$/)).toBeVisible();
    // The BTC came in by a deposit without cost basis: a $0 basis is assumed, so the whole
    // proceeds are a short-term gain (received today), and the sale is flagged.
    const sales = impact.getByRole('table', { name: /^Estimated sales to pay a withdrawal of \$2,000\.00$/ });
    const btc = sales.getByRole('row', { name: /^BTC/ });
    await expect(btc).toHaveAttribute('data-basis-assumed', '');
    const cells = btc.getByRole('cell');
    await expect(cells.nth(2)).toHaveText('$0.00');
    const proceeds = (await cells.nth(1).textContent()) ?? '';
    expect(proceeds).toMatch(/^\$[\d,]+\.\d\d$/);
    // A gain reads as one: 'Gain', '+', the arrow and the colour (issue 30); its term is the tag
    // under it, in the one Gain column (no long-term column to be $0.00).
    await expect(cells.nth(3)).toHaveText(`Gain +${proceeds}${taxImpactTableTexts.shortTermPeriod}`);
    await expect(cells).toHaveCount(4);
    await expect(impact.getByText(taxImpactTableTexts.estimatedTotal).locator('..')).toContainText(
      `+${proceeds}`,
    );
    await impact.getByRole('button', { name: `${taxImpactTableTexts.showLots}: BTC` }).click();
    const lots = impact.getByRole('table', { name: taxImpactTableTexts.lotsCaption('BTC') });
    await expect(lots.locator('[data-holding-period="SHORT_TERM"]')).toHaveCount(1);
    await expect(impact.getByText(taxImpactTableTexts.basisAssumed)).toBeVisible();
    await expect(impact.getByText(taxImpactTableTexts.disclaimer)).toBeVisible();
  });

  test('submitted, it is pending on the dashboard and in Activity; advanced 5 days, it is Completed and out of the balance', async ({
    page,
    request,
  }) => {
    const { token, email } = await freshInvestor(request, { usd: 10_000 });
    await openDashboard(page, token);
    const balance = page.getByText(dashboardTexts.totalBalance, { exact: true }).locator('..');
    await expect(balance).toContainText('$10,000.00');
    const dialog = await toConfirmStep(page, '2500');
    // Cash pays it all: nothing is sold, so nothing is taxed.
    await expect(impactOf(dialog).getByText(taxImpactTableTexts.noSales)).toBeVisible();
    await submit(page, dialog);

    // Done leads to the dashboard with the pending-withdrawal popup (doc 2 §2), linking to Activity.
    await expect(page).toHaveURL('/dashboard');
    const popup = page.getByRole('status').filter({ hasText: pendingWithdrawalPopupTexts.title });
    await expect(popup).toContainText(pendingWithdrawalPopupTexts.body);
    await popup.getByRole('link', { name: pendingWithdrawalPopupTexts.action }).click();
    await expect(page).toHaveURL('/activity/log');
    const withdrawal = page.getByRole('row').filter({ hasText: 'Withdrawal' });
    await expect(withdrawal).toHaveCount(1);
    await expect(withdrawal).toContainText('Pending');

    // Five days is enough from any weekday: trading the next business day, the wire the day after.
    const advanced = await request.post('/__sandbox/advance', { data: { days: 5, email } });
    expect(advanced.ok(), await advanced.text()).toBe(true);
    await page.reload();
    await expect(withdrawal).toContainText('Completed');
    await expect(withdrawal).not.toContainText('Pending');
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
    // $2,500 has left. If the five days cross the 1st of a month, the month's interest is credited
    // and its advisory fee taken, so the balance is $7,500 give or take cents: the dashboard shows
    // exactly what the account holds, and that is within $5 of $7,500.
    const left = await accountValue(request, token);
    expect(left.minus(7500).abs().lt(5), left.toString()).toBe(true);
    await expect(balance).toContainText(formatUsd(left));
  });

  test('the tax impact while its reads are slow, failed or malformed: estimating, then an error with Try again; the step still continues', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { token } = await freshInvestor(request, {
      usd: 10_000,
      crypto: { symbol: 'ETH', quantity: '1' },
    });
    await openDashboard(page, token);
    const held: (() => Promise<void>)[] = [];
    await page.route(/\/api\/portfolio\/activity\/trades$/, (route) => {
      held.push(() => route.fallback());
    });
    let dialog = await toConfirmStep(page, '2000');
    const impact = impactOf(dialog);
    await expect(dialog.getByText(withdrawalTaxImpactTexts.loading)).toBeVisible();
    await expect.poll(() => held.length).toBe(1);
    await Promise.all(held.map((release) => release()));
    await page.unroute(/\/api\/portfolio\/activity\/trades$/);
    await expect(impact.getByRole('row', { name: /^ETH/ })).toBeVisible();
    await closeTransferFlow(page, transferMethodTexts.withdrawTitle);

    // A failed read: the generic toast, the estimate's own error with Try again.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Transfer' })).toBeEnabled();
    await injectFault(request, '^.*/tax/transactions$', '500');
    dialog = await toConfirmStep(page, '2000');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      globalMessages.serverError,
    );
    await expect(dialog.getByText(withdrawalTaxImpactTexts.failed)).toBeVisible();
    await dialog.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).click();
    await expect(impactOf(dialog).getByRole('row', { name: /^ETH/ })).toBeVisible();
    await closeTransferFlow(page, transferMethodTexts.withdrawTitle);

    // A malformed answer is an error too, never a blank step; Continue still goes on.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Transfer' })).toBeEnabled();
    await injectFault(request, '^.*/portfolio/activity/trades$', 'malformed');
    dialog = await toConfirmStep(page, '2000');
    await expect(dialog.getByText(withdrawalTaxImpactTexts.failed)).toBeVisible();
    // By keyboard: the toast may still sit over the dialog's actions.
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).press('Enter');
    await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.stepTitles[2] })).toBeVisible();
    allowHttpErrors(consoleErrors, [500]);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/contract|schema/i.test(line)),
    );
  });

  test('axe on the Confirm step with the tax impact, the Submit step, Success and the popup', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { token } = await freshInvestor(request, {
      usd: 10_000,
      crypto: { symbol: 'BTC', quantity: '0.1' },
    });
    await openDashboard(page, token);
    const dialog = await toConfirmStep(page, '2000');
    await impactOf(dialog)
      .getByRole('button', { name: `${taxImpactTableTexts.showLots}: BTC` })
      .click();
    await expect(impactOf(dialog).getByRole('table')).toHaveCount(2);
    await expectAxeClean(page, 'confirm with the tax impact');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.stepTitles[2] })).toBeFocused();
    await expectAxeClean(page, 'submit');
    await dialog.getByText(fiatWithdrawalTexts.submissionConfirmation).click();
    await dialog.getByRole('button', { name: fiatWithdrawalTexts.submit }).click();
    const success = page.getByRole('dialog', { name: withdrawalSuccessTexts.title });
    await expect(success.getByText(withdrawalSuccessTexts.body)).toBeVisible();
    // react-aria announced the pending Submit through its live region, labelled by the button now
    // gone; the announcement clears itself (a few seconds) and is never shown.
    await expect(page.locator('[data-live-announcer] [aria-labelledby]')).toHaveCount(0, {
      timeout: 15_000,
    });
    await expectAxeClean(page, 'success');
    await success.getByRole('button', { name: withdrawalSuccessTexts.done }).click();
    await expect(page.getByText(pendingWithdrawalPopupTexts.body)).toBeVisible();
    await expectAxeClean(page, 'dashboard with the pending-withdrawal popup');
  });
});
