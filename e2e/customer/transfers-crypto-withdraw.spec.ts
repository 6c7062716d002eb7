import {
  confirmationMessages,
  formatCrypto,
  withdrawalMessages,
  withdrawalWarningTexts,
} from '@cairn/domain';
import {
  accountClosureTexts,
  cryptoWithdrawalTexts,
  fiatWithdrawalTexts,
  transferMethodTexts,
} from '../../apps/customer/src/shared/transfers/copy';
import { defaultWithdrawalRulesPreviewMessages as withdrawalPreviewTexts } from '../../packages/ui/src/domain/WithdrawalRulesPreview/messages';
import { expect, expectAxeClean, test } from '../fixtures';
import { freshInvestor, openDashboard, openTransfer } from './transfers-support';

test.describe('Transfer → Withdraw → Crypto (doc 2 §4 "Crypto withdrawal")', () => {
  test('axe on the withdrawal dialogs', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { token } = await freshInvestor(request, { usd: 10_000 });
    await openDashboard(page, token);
    await openTransfer(page, 'Withdraw');
    const method = page.getByRole('dialog', { name: transferMethodTexts.withdrawTitle });
    await method.getByRole('button', { name: transferMethodTexts.continue }).click();
    const dialog = page.getByRole('dialog', { name: fiatWithdrawalTexts.title });
    await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.methodTitle })).toBeVisible();
    await expectAxeClean(page, 'account type');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.amount }).fill('8000');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await expect(dialog.getByRole('region', { name: withdrawalPreviewTexts.title })).toBeVisible();
    await expectAxeClean(page, 'bank details with messages and the rules preview');
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.routingNumber }).fill('021000021');
    await dialog
      .getByRole('textbox', { name: fiatWithdrawalTexts.accountNumber, exact: true })
      .fill('12345678');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    const warning = withdrawalWarningTexts.GREATER_THAN_75('75%');
    await expect(page.getByRole('alertdialog').getByText(warning.body)).toBeVisible();
    await expectAxeClean(page, 'closure screen');
    await page.getByRole('button', { name: warning.fullWithdrawal ?? '' }).click();
    await expect(dialog.getByRole('heading', { name: accountClosureTexts.title })).toBeVisible();
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.accountNumber, exact: true }).fill('');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await expect(dialog.getByText(confirmationMessages.deactivationReasonRequired).first()).toBeVisible();
    await expectAxeClean(page, 'account closure form with its messages');
    // Closed back to the method choice, then the brokerage form.
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: transferMethodTexts.withdrawTitle })
      .getByRole('button', { name: transferMethodTexts.continue })
      .click();
    await dialog.locator('label', { hasText: fiatWithdrawalTexts.brokerageAccount }).click();
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await expect(dialog.getByText(withdrawalMessages.bankNameRequired).first()).toBeVisible();
    await expectAxeClean(page, 'brokerage details with their messages');
  });

  test(`axe on the crypto withdrawal's steps`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { token } = await freshInvestor(request, { crypto: { symbol: 'BTC', quantity: '0.5' } });
    await openDashboard(page, token);
    await openTransfer(page, 'Withdraw');
    const method = page.getByRole('dialog', { name: transferMethodTexts.withdrawTitle });
    await method.locator('label', { hasText: transferMethodTexts.crypto }).click();
    await method.getByRole('button', { name: transferMethodTexts.continue }).click();
    await page
      .getByRole('dialog', { name: cryptoWithdrawalTexts.infoTitle })
      .getByRole('button', { name: cryptoWithdrawalTexts.continue })
      .click();
    const wizard = page.getByRole('dialog', { name: cryptoWithdrawalTexts.infoTitle });
    // Continue before an asset is chosen names the asset only (the amount's field is not shown
    // yet), inline: one field on screen raises no summary box, as in the crypto deposit.
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByText(`${cryptoWithdrawalTexts.asset} is required`)).toHaveCount(1);
    await expect(wizard.getByRole('alert').filter({ hasText: 'There is a problem' })).toHaveCount(0);
    await wizard.getByRole('button', { name: cryptoWithdrawalTexts.asset }).click();
    await page.getByRole('option', { name: 'Bitcoin (BTC)' }).click();
    const amount = wizard.getByRole('textbox', { name: cryptoWithdrawalTexts.amount });
    await amount.fill('1');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(
      wizard.getByText(withdrawalMessages.amountAtMost(formatCrypto('0.5'))).first(),
    ).toBeVisible();
    await expectAxeClean(page, 'asset and amount with its message');
    await amount.fill('0.1');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByText(withdrawalMessages.destinationWalletAddressRequired).first()).toBeVisible();
    await expectAxeClean(page, 'destination wallet with its messages');
    await wizard
      .getByRole('textbox', { name: cryptoWithdrawalTexts.destinationWalletAddress })
      .fill('bc1qdestination000000000000000000000000');
    await wizard.locator('label', { hasText: /^No$/ }).click();
    await wizard.getByText(cryptoWithdrawalTexts.ownerConfirmation).click();
    await wizard.getByText(cryptoWithdrawalTexts.noticeAcknowledgement).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByRole('heading', { name: cryptoWithdrawalTexts.stepTitles[2] })).toBeFocused();
    await expectAxeClean(page, 'confirm and submit');
  });
});
