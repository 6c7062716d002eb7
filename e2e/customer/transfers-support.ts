import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { fiatWithdrawalTexts, transferMethodTexts } from '../../apps/customer/src/shared/transfers/copy';
import { createApplicant, useSession as storeSession } from '../onboarding/api';

/**
 * A fresh investor at the dashboard (onboarding submitted, identity approved), funded with a USD
 * wire of `usd` and, optionally, a crypto deposit: no other test reads this user.
 */
export async function freshInvestor(
  request: APIRequestContext,
  funding: { usd?: number; crypto?: { symbol: string; quantity: string } } = {},
): Promise<{ email: string; token: string }> {
  const applicant = await createApplicant(request, { until: 'DASHBOARD' });
  expect((await request.post(`/__sandbox/kyc/${applicant.email}`)).ok()).toBe(true);
  if (funding.usd !== undefined) {
    const deposit = await request.post(`/__sandbox/deposit/${applicant.email}`, {
      data: { amount_usd: funding.usd },
    });
    expect(deposit.ok(), await deposit.text()).toBe(true);
  }
  if (funding.crypto !== undefined) {
    const deposit = await request.post(`/__sandbox/deposit/${applicant.email}`, { data: funding.crypto });
    expect(deposit.ok(), await deposit.text()).toBe(true);
  }
  // A new user is shown the six-step tutorial first (doc 2 §2); it has its own tests, so these
  // users have completed it, as they would before their first transfer.
  const tutorial = await request.patch('/api/user/requires-tutorial', {
    headers: { Authorization: `Bearer ${applicant.token}` },
    data: { requires_tutorial: false },
  });
  expect(tutorial.ok(), await tutorial.text()).toBe(true);
  return { email: applicant.email, token: applicant.token };
}

/** Signs the page in as the investor and opens the dashboard. */
export async function openDashboard(page: Page, token: string): Promise<void> {
  await storeSession(page, token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transfer' })).toBeEnabled();
}

/** Opens Transfer → Deposit or Withdraw with the mouse. */
export async function openTransfer(page: Page, intent: 'Deposit' | 'Withdraw'): Promise<void> {
  await page.getByRole('button', { name: 'Transfer' }).click();
  await page.getByRole('menuitem', { name: intent }).click();
}

/**
 * Closes a transfer flow with Escape, as a keyboard user does: the flow's dialog goes back to the
 * method choice (`methodTitle`), which a second Escape closes. Each Escape waits for the dialog it
 * is meant for to hold focus: an Escape pressed while one dialog unmounts and the next mounts
 * reaches neither, and left the method choice open (a test then waited its whole timeout on the
 * inert Transfer button behind it).
 */
export async function closeTransferFlow(page: Page, methodTitle: string): Promise<void> {
  const dialogs = page.getByRole('dialog');
  const method = page.getByRole('dialog', { name: methodTitle });
  await expect.poll(() => holdsFocus(dialogs.last())).toBe(true);
  await page.keyboard.press('Escape');
  await expect(method).toHaveCount(1);
  await expect.poll(() => holdsFocus(method)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialogs).toHaveCount(0);
}

/** Whether focus is inside `dialog` (on it or on one of its controls). */
function holdsFocus(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus: keyboard alone, without counting stops. */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  for (let press = 0; press < (options.max ?? 40); press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Transfer → Withdraw → Wire → Bank account, details filled, at the Confirm step. */
export async function toConfirmStep(page: Page, amount: string): Promise<Locator> {
  await openTransfer(page, 'Withdraw');
  await page
    .getByRole('dialog', { name: transferMethodTexts.withdrawTitle })
    .getByRole('button', { name: transferMethodTexts.continue })
    .click();
  const dialog = page.getByRole('dialog', { name: fiatWithdrawalTexts.title });
  await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
  await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.amount }).fill(amount);
  await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.routingNumber }).fill('021000021');
  await dialog
    .getByRole('textbox', { name: fiatWithdrawalTexts.accountNumber, exact: true })
    .fill('12345678');
  await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
  await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.stepTitles[1] })).toBeVisible();
  return dialog;
}
