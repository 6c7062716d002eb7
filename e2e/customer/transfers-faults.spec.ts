import {
  cryptoDepositTexts,
  fiatWithdrawalTexts,
  globalMessages,
  transferMethodTexts,
  withdrawalSuccessTexts,
} from '@cairn/domain';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { allowHttpErrors } from '../onboarding/support';
import { freshInvestor, openDashboard, openTransfer } from './transfers-support';

async function injectFault(
  request: APIRequestContext,
  pattern: string,
  fault: '500' | '418' | 'user-correctable',
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
    await openTransfer(page, 'Withdraw');
    await page
      .getByRole('dialog', { name: transferMethodTexts.withdrawTitle })
      .getByRole('button', { name: transferMethodTexts.continue })
      .click();
    const dialog = page.getByRole('dialog', { name: fiatWithdrawalTexts.title });
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.amount }).fill('2000');
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.routingNumber }).fill('021000021');
    await dialog
      .getByRole('textbox', { name: fiatWithdrawalTexts.accountNumber, exact: true })
      .fill('12345678');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await dialog.getByText(fiatWithdrawalTexts.submissionConfirmation).click();
    const submit = dialog.getByRole('button', { name: fiatWithdrawalTexts.submit });
    const notifications = page.getByRole('region', { name: 'Notifications' });

    await injectFault(request, '/funding/withdrawal', '500');
    await submit.click();
    await expect(notifications).toContainText(globalMessages.serverError);
    await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.stepTitles[2] })).toBeVisible();

    await injectFault(request, '/funding/withdrawal', '418');
    await submit.click();
    await expect(notifications).toContainText(globalMessages.demoAccount);

    await injectFault(request, '/funding/withdrawal', 'user-correctable');
    await submit.click();
    await expect(notifications).toContainText('Sandbox fault: please correct your request.');
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
});
