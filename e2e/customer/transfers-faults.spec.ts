import { globalMessages, LOAD_STATE_TEXTS } from '@cairn/domain';
import type { APIRequestContext } from '@playwright/test';
import {
  cryptoDepositTexts,
  cryptoWithdrawalTexts,
  fiatWithdrawalTexts,
  transferMethodTexts,
  wireGuideTexts,
  withdrawalSuccessTexts,
} from '../../apps/customer/src/shared/transfers/copy';
import { expect, test } from '../fixtures';
import { allowHttpErrors } from '../onboarding/support';
import {
  closeTransferFlow,
  freshInvestor,
  openDashboard,
  openTransfer,
  toConfirmStep,
} from './transfers-support';

async function injectFault(
  request: APIRequestContext,
  pattern: string,
  fault: '500' | '401' | '418' | 'user-correctable' | 'malformed',
) {
  const response = await request.post('/__sandbox/faults', { data: { path_pattern: pattern, fault } });
  expect(response.ok()).toBe(true);
}

test.describe('the transfer flows under the fault matrix (one error policy)', () => {
  test('submitting a wire withdrawal: 500 → the generic toast, 418 → the demo toast, USER_CORRECTABLE → its message; the step and its answers stay', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { token } = await freshInvestor(request, { usd: 10_000 });
    await openDashboard(page, token);
    const dialog = await toConfirmStep(page, '2000');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await dialog.getByText(fiatWithdrawalTexts.submissionConfirmation).click();
    const submit = dialog.getByRole('button', { name: fiatWithdrawalTexts.submit });
    const notifications = page.getByRole('region', { name: 'Notifications' });
    // The toast stands at the window's bottom right, over the lg dialog's Submit at 1280 × 720, and a
    // toast under the pointer waits while hovered: the user reads it and closes it, then submits again.
    const readAndClose = async (message: string) => {
      await expect(notifications).toContainText(message);
      await notifications
        .getByRole('alertdialog', { name: message })
        .getByRole('button', { name: 'Close' })
        .click();
    };

    await injectFault(request, '/funding/withdrawal', '500');
    await submit.click();
    await readAndClose(globalMessages.serverError);
    await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.stepTitles[2] })).toBeVisible();

    await injectFault(request, '/funding/withdrawal', '418');
    await submit.click();
    await readAndClose(globalMessages.demoAccount);

    await injectFault(request, '/funding/withdrawal', 'user-correctable');
    await submit.click();
    await readAndClose('Sandbox fault: please correct your request.');
    await expect(
      dialog.getByRole('checkbox', { name: fiatWithdrawalTexts.submissionConfirmation }),
    ).toBeChecked();

    await submit.click();
    await expect(
      page.getByRole('dialog', { name: withdrawalSuccessTexts.title }).getByText(withdrawalSuccessTexts.body),
    ).toBeVisible();
    allowHttpErrors(consoleErrors, [500, 418, 400]);
  });

  test('registering a sending wallet: 500 → the generic toast, the wallet step and its answers stay', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { token } = await freshInvestor(request);
    await openDashboard(page, token);
    await openTransfer(page, 'Deposit');
    const method = page.getByRole('dialog', { name: transferMethodTexts.depositTitle });
    await method.locator('label', { hasText: transferMethodTexts.crypto }).click();
    await method.getByRole('button', { name: transferMethodTexts.continue }).click();
    await page
      .getByRole('dialog', { name: cryptoDepositTexts.infoTitle })
      .getByRole('button', { name: cryptoDepositTexts.continue })
      .click();
    const wizard = page.getByRole('dialog', { name: cryptoDepositTexts.infoTitle });
    await wizard.getByRole('button', { name: cryptoDepositTexts.asset }).click();
    await page.getByRole('option', { name: 'Bitcoin (BTC)' }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: cryptoDepositTexts.tryAgain }).click();
    const address = wizard.getByRole('textbox', { name: cryptoDepositTexts.sendingWalletAddress });
    await address.fill('bc1qsendingwallet0000000000000000000000');
    await wizard
      .getByRole('radiogroup', { name: cryptoDepositTexts.selfHostedQuestion })
      .locator('label', { hasText: 'Yes' })
      .click();
    await wizard
      .getByRole('radiogroup', { name: cryptoDepositTexts.ownerQuestion })
      .locator('label', { hasText: 'Yes' })
      .click();
    await wizard.getByText(cryptoDepositTexts.noticeAcknowledgement).click();
    await wizard.getByText(cryptoDepositTexts.submissionConfirmation).click();
    await injectFault(request, '/funding/sending-address', '500');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      globalMessages.serverError,
    );
    await expect(address).toHaveValue('bc1qsendingwallet0000000000000000000000');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByRole('heading', { name: cryptoDepositTexts.receivingAddress })).toBeVisible();
    allowHttpErrors(consoleErrors, [500]);
  });

  test("the flows' reads: slow → a loading state inside the dialog, 500 → the generic toast and Try again there, malformed → the error state, never a blank dialog", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const { token } = await freshInvestor(request, { usd: 10_000 });
    await openDashboard(page, token);
    const notifications = page.getByRole('region', { name: 'Notifications' });

    // Slow: the wire withdrawal's balance is held until the dialog's loading state has been seen.
    const held: (() => Promise<void>)[] = [];
    const fiatBalance = /\/api\/custody-integrations\/balance\/fiat-withdrawal\/ALL$/;
    await page.route(fiatBalance, (route) => {
      held.push(() => route.fallback());
    });
    await openTransfer(page, 'Withdraw');
    await page
      .getByRole('dialog', { name: transferMethodTexts.withdrawTitle })
      .getByRole('button', { name: transferMethodTexts.continue })
      .click();
    const withdrawal = page.getByRole('dialog', { name: fiatWithdrawalTexts.title });
    await expect(withdrawal.getByRole('progressbar', { name: LOAD_STATE_TEXTS.loading })).toBeVisible();
    await expect.poll(() => held.length).toBe(1);
    await Promise.all(held.map((release) => release()));
    await page.unroute(fiatBalance);
    await expect(withdrawal.getByRole('heading', { name: fiatWithdrawalTexts.methodTitle })).toBeVisible();
    await closeTransferFlow(page, transferMethodTexts.withdrawTitle);

    // 500 on the wire details: the toast, and Try again on the guide's last step.
    await injectFault(request, '^.*/account/details/wire-deposit$', '500');
    await openTransfer(page, 'Deposit');
    await page
      .getByRole('dialog', { name: transferMethodTexts.depositTitle })
      .getByRole('button', { name: transferMethodTexts.continue })
      .click();
    const guide = page.getByRole('dialog', { name: wireGuideTexts.title });
    for (let step = 0; step < 3; step += 1) {
      await guide.getByRole('button', { name: wireGuideTexts.continue }).click();
    }
    await expect(notifications).toContainText(globalMessages.serverError);
    await expect(guide.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await guide.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).press('Enter');
    await expect(guide.locator('[data-emphasis]')).toBeVisible();
    await closeTransferFlow(page, transferMethodTexts.depositTitle);

    // Malformed traded assets: the crypto withdrawal's asset step shows the error state.
    await injectFault(request, '^.*/index/assets/traded', 'malformed');
    await openTransfer(page, 'Withdraw');
    const method = page.getByRole('dialog', { name: transferMethodTexts.withdrawTitle });
    await method.getByRole('radio', { name: transferMethodTexts.crypto }).click({ force: true });
    await method.getByRole('button', { name: transferMethodTexts.continue }).click();
    await page
      .getByRole('dialog', { name: cryptoWithdrawalTexts.infoTitle })
      .getByRole('button', { name: cryptoWithdrawalTexts.continue })
      .click();
    const wizard = page.getByRole('dialog', { name: cryptoWithdrawalTexts.infoTitle });
    await expect(wizard.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await wizard.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).press('Enter');
    // This investor holds cash only: the list read again says so.
    await expect(wizard.getByText(cryptoWithdrawalTexts.noAssets)).toBeVisible();
    allowHttpErrors(consoleErrors, [500]);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/contract|schema/i.test(line)),
    );
  });

  test('a malformed answer to a withdrawal: the generic toast, the step and its answers stay', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { token } = await freshInvestor(request, { usd: 10_000 });
    await openDashboard(page, token);
    const dialog = await toConfirmStep(page, '2000');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await dialog.getByText(fiatWithdrawalTexts.submissionConfirmation).click();
    await injectFault(request, '/funding/withdrawal', 'malformed');
    await dialog.getByRole('button', { name: fiatWithdrawalTexts.submit }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      globalMessages.serverError,
    );
    await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.stepTitles[2] })).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', { name: fiatWithdrawalTexts.submissionConfirmation }),
    ).toBeChecked();
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/contract|schema/i.test(line)),
    );
  });

  test("401 on a flow's write (the deposit wallet): the session ends and the user is at /login", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { token } = await freshInvestor(request);
    await openDashboard(page, token);
    await openTransfer(page, 'Deposit');
    const method = page.getByRole('dialog', { name: transferMethodTexts.depositTitle });
    await method.locator('label', { hasText: transferMethodTexts.crypto }).click();
    await method.getByRole('button', { name: transferMethodTexts.continue }).click();
    await page
      .getByRole('dialog', { name: cryptoDepositTexts.infoTitle })
      .getByRole('button', { name: cryptoDepositTexts.continue })
      .click();
    const wizard = page.getByRole('dialog', { name: cryptoDepositTexts.infoTitle });
    await wizard.getByRole('button', { name: cryptoDepositTexts.asset }).click();
    await page.getByRole('option', { name: 'Bitcoin (BTC)' }).click();
    await injectFault(request, '^.*/user/wallet/', '401');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Cairn' })).toBeVisible();
    allowHttpErrors(consoleErrors, [401]);
  });

  test("401 on a flow's read (the wire withdrawal's balance): the session ends and the user is at /login", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { token } = await freshInvestor(request, { usd: 10_000 });
    await openDashboard(page, token);
    await injectFault(request, '^.*/balance/fiat-withdrawal/ALL$', '401');
    await openTransfer(page, 'Withdraw');
    await page
      .getByRole('dialog', { name: transferMethodTexts.withdrawTitle })
      .getByRole('button', { name: transferMethodTexts.continue })
      .click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Cairn' })).toBeVisible();
    allowHttpErrors(consoleErrors, [401]);
  });
});
