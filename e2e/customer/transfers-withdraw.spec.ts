import { confirmationMessages, withdrawalMessages, withdrawalWarningTexts } from '@cairn/domain';
import type { Locator, Page } from '@playwright/test';
import {
  accountClosureTexts,
  fiatWithdrawalTexts,
  transferMethodTexts,
  withdrawalDurationTexts,
  withdrawalSuccessTexts,
} from '../../apps/customer/src/shared/transfers/copy';
import { defaultWithdrawalRulesPreviewMessages as withdrawalPreviewTexts } from '../../packages/ui/src/domain/WithdrawalRulesPreview/messages';
import { expect, test } from '../fixtures';
import { pressKeeping, tabKeeping, typeKeeping } from '../support/focus';
import { test as keyboardTest } from '../support/keyboardOnly';
import { freshInvestor, openDashboard, openTransfer } from './transfers-support';

/** Transfer → Withdraw → Wire → the kind of account, with the mouse. */
async function openWireWithdrawal(page: Page, kind: 'Bank account' | 'Brokerage account'): Promise<Locator> {
  await openTransfer(page, 'Withdraw');
  const method = page.getByRole('dialog', { name: transferMethodTexts.withdrawTitle });
  await method.getByRole('button', { name: transferMethodTexts.continue }).click();
  const dialog = page.getByRole('dialog', { name: fiatWithdrawalTexts.title });
  await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.methodTitle })).toBeVisible();
  await dialog.locator('label', { hasText: kind }).click();
  await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
  return dialog;
}

async function submitAndSucceed(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: fiatWithdrawalTexts.submit }).click();
  await expect(dialog.getByText(confirmationMessages.submissionConfirmationRequired).first()).toBeVisible();
  await dialog.getByText(fiatWithdrawalTexts.submissionConfirmation).click();
  await dialog.getByRole('button', { name: fiatWithdrawalTexts.submit }).click();
  const success = page.getByRole('dialog', { name: withdrawalSuccessTexts.title });
  await expect(success.getByText(withdrawalSuccessTexts.body)).toBeVisible();
  await expect(success.getByText(withdrawalDurationTexts.wire)).toBeVisible();
}

test.describe('Transfer → Withdraw → Wire (doc 2 §2, §4, §5)', () => {
  keyboardTest(
    'a bank withdrawal by keyboard alone (no pointer, focus kept at every step), with every field message and the live rules preview',
    async ({ page, request }) => {
      const { token } = await freshInvestor(request, { usd: 10_000 });
      await openDashboard(page, token);
      await tabKeeping(page, page.getByRole('button', { name: 'Transfer' }), 'Transfer');
      await pressKeeping(page, 'Enter', 'then Enter');
      await pressKeeping(page, 'ArrowDown', 'then ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Withdraw' })).toBeFocused();
      await pressKeeping(page, 'Enter', 'then Enter');
      const method = page.getByRole('dialog', { name: transferMethodTexts.withdrawTitle });
      await expect(method.getByText(transferMethodTexts.wireWithdraw)).toBeVisible();
      await tabKeeping(
        page,
        method.getByRole('button', { name: transferMethodTexts.continue }),
        'transferMethodTexts.continue',
      );
      await pressKeeping(page, 'Enter', 'then Enter');

      const dialog = page.getByRole('dialog', { name: fiatWithdrawalTexts.title });
      await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.methodTitle })).toBeVisible();
      await expect(dialog.getByRole('radio', { name: fiatWithdrawalTexts.bankAccount })).toBeChecked();
      await tabKeeping(
        page,
        dialog.getByRole('button', { name: transferMethodTexts.continue }),
        'transferMethodTexts.continue',
      );
      await pressKeeping(page, 'Enter', 'then Enter');

      await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.bankDetails })).toBeFocused();
      const rules = dialog.getByRole('region', { name: withdrawalPreviewTexts.title });
      await expect(rules).toHaveAttribute('data-status', 'ENTER_AMOUNT');
      await expect(rules).toContainText('$10,000.00');
      // Continue with nothing typed: every required message, focus on the first field.
      await tabKeeping(
        page,
        dialog.getByRole('button', { name: transferMethodTexts.continue }),
        'transferMethodTexts.continue',
      );
      await pressKeeping(page, 'Enter', 'then Enter');
      const amount = dialog.getByRole('textbox', { name: fiatWithdrawalTexts.amount });
      await expect(amount).toBeFocused();
      await expect(dialog.getByText(withdrawalMessages.routingNumberRequired).first()).toBeVisible();
      await expect(dialog.getByText(withdrawalMessages.accountNumberRequired).first()).toBeVisible();

      await typeKeeping(page, '100', 'typed 100');
      await expect(rules).toHaveAttribute('data-status', 'BELOW_MINIMUM');
      await pressKeeping(page, 'Tab', 'then Tab');
      await expect(dialog.getByText(withdrawalMessages.fiatMinimum('$1,500.00')).first()).toBeVisible();
      await tabKeeping(page, amount, 'amount');
      await pressKeeping(page, 'ControlOrMeta+a', 'select all');
      await typeKeeping(page, '12000', 'typed 12000');
      await pressKeeping(page, 'Tab', 'then Tab');
      await expect(dialog.getByText(withdrawalMessages.amountAtMost('$10,000.00')).first()).toBeVisible();
      await tabKeeping(page, amount, 'amount');
      await pressKeeping(page, 'ControlOrMeta+a', 'select all');
      await typeKeeping(page, '2500', 'typed 2500');
      await expect(rules).toHaveAttribute('data-status', 'PROCEED');

      const routing = dialog.getByRole('textbox', { name: fiatWithdrawalTexts.routingNumber });
      await tabKeeping(page, routing, 'routing');
      await typeKeeping(page, '0210', 'typed 0210');
      await pressKeeping(page, 'Tab', 'then Tab');
      await expect(dialog.getByText(withdrawalMessages.routingNumberDigits).first()).toBeVisible();
      await typeKeeping(page, '1234', 'typed 1234');
      await pressKeeping(page, 'Tab', 'then Tab');
      await expect(dialog.getByText(withdrawalMessages.accountNumberDigits).first()).toBeVisible();
      // Tabbing into a field selects its text: End keeps what was typed.
      await tabKeeping(page, routing, 'routing');
      await pressKeeping(page, 'End', 'then End');
      await typeKeeping(page, '00021', 'typed 00021');
      await pressKeeping(page, 'Tab', 'then Tab');
      await pressKeeping(page, 'End', 'then End');
      await typeKeeping(page, '5678', 'typed 5678');
      await tabKeeping(
        page,
        dialog.getByRole('button', { name: transferMethodTexts.continue }),
        'transferMethodTexts.continue',
      );
      await pressKeeping(page, 'Enter', 'then Enter');

      await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.stepTitles[1] })).toBeFocused();
      await expect(dialog.getByText('$2,500.00')).toBeVisible();
      await expect(dialog.getByText('••••5678', { exact: true })).toBeVisible();
      await tabKeeping(
        page,
        dialog.getByRole('button', { name: transferMethodTexts.continue }),
        'transferMethodTexts.continue',
      );
      await pressKeeping(page, 'Enter', 'then Enter');

      await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.stepTitles[2] })).toBeFocused();
      await expect(dialog.getByText(withdrawalDurationTexts.wire)).toBeVisible();
      await tabKeeping(
        page,
        dialog.getByRole('checkbox', { name: fiatWithdrawalTexts.submissionConfirmation }),
        'fiatWithdrawalTexts.submissionCon',
      );
      await pressKeeping(page, 'Space', 'then Space');
      await tabKeeping(
        page,
        dialog.getByRole('button', { name: fiatWithdrawalTexts.submit }),
        'fiatWithdrawalTexts.submit',
      );
      await pressKeeping(page, 'Enter', 'then Enter');

      const success = page.getByRole('dialog', { name: withdrawalSuccessTexts.title });
      await expect(success.getByText(withdrawalSuccessTexts.body)).toBeVisible();
      await tabKeeping(
        page,
        success.getByRole('button', { name: withdrawalSuccessTexts.done }),
        'withdrawalSuccessTexts.done',
      );
      await pressKeeping(page, 'Enter', 'then Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Transfer' })).toBeFocused();
    },
  );

  test('75 % or more goes to the closure screen: Cancel keeps the amount; a full withdrawal closes the account inside the flow', async ({
    page,
    request,
  }) => {
    const { token } = await freshInvestor(request, { usd: 10_000 });
    await openDashboard(page, token);
    const dialog = await openWireWithdrawal(page, 'Bank account');
    const amount = dialog.getByRole('textbox', { name: fiatWithdrawalTexts.amount });
    await amount.fill('7500');
    await expect(dialog.getByRole('region', { name: withdrawalPreviewTexts.title })).toHaveAttribute(
      'data-status',
      'FULL_WITHDRAWAL',
    );
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.routingNumber }).fill('021000021');
    await dialog
      .getByRole('textbox', { name: fiatWithdrawalTexts.accountNumber, exact: true })
      .fill('12345678');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();

    const warning = withdrawalWarningTexts.GREATER_THAN_75('75%');
    const alert = page.getByRole('alertdialog', { name: fiatWithdrawalTexts.title });
    await expect(alert.getByRole('heading', { name: warning.title })).toBeVisible();
    await expect(alert.getByText(warning.body)).toBeVisible();
    await alert.getByRole('button', { name: warning.cancel }).click();
    await expect(amount).toHaveValue(/7,?500/);
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await alert.getByRole('button', { name: warning.fullWithdrawal ?? '' }).click();

    await expect(dialog.getByRole('heading', { name: accountClosureTexts.title })).toBeVisible();
    await expect(dialog.getByText(accountClosureTexts.body('$10,000.00'))).toBeVisible();
    const account = dialog.getByRole('textbox', { name: fiatWithdrawalTexts.accountNumber, exact: true });
    await expect(account).toHaveValue('12345678');
    // The closure form takes 5 to 17 digits.
    await account.fill('1234');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await expect(dialog.getByText(withdrawalMessages.closureAccountNumberDigits).first()).toBeVisible();
    await expect(dialog.getByText(confirmationMessages.deactivationReasonRequired).first()).toBeVisible();
    await account.fill('12345');
    await dialog.getByRole('button', { name: accountClosureTexts.reasonQuestion }).click();
    await page.getByRole('option', { name: 'Investment Performance' }).click();
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();

    await expect(dialog.getByText(accountClosureTexts.accountType)).toBeVisible();
    await expect(dialog.getByText('$10,000.00')).toBeVisible();
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await submitAndSucceed(page, dialog);
  });

  test('a brokerage withdrawal through the gateway: the 3 steps, Success; a full one goes to /account', async ({
    page,
    request,
  }) => {
    const { token } = await freshInvestor(request, { usd: 10_000 });
    await openDashboard(page, token);
    const dialog = await openWireWithdrawal(page, 'Brokerage account');
    await expect(dialog.getByRole('heading', { name: fiatWithdrawalTexts.brokerageDetails })).toBeVisible();
    // Every field message, the zero amount, the zip check and Back keeping the answers are the
    // component test's (`apps/customer/src/shared/transfers/FiatWithdrawalFlow.test.tsx`); here the
    // request goes through the gateway to the sandbox, and a full one leads to /account.
    const amount = dialog.getByRole('textbox', { name: fiatWithdrawalTexts.amount });
    await amount.fill('2000');
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.routingNumber }).fill('021000021');
    await dialog
      .getByRole('textbox', { name: fiatWithdrawalTexts.accountNumber, exact: true })
      .fill('87654321');
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.individualAccountNumber }).fill('BRK-001');
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.bankName }).fill('Harbor Bank');
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.brokerageName }).fill('Beacon Brokerage');
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.address }).fill('1 Main Street');
    await dialog.getByRole('textbox', { name: fiatWithdrawalTexts.city }).fill('Boston');
    await dialog.getByRole('button', { name: new RegExp(`${fiatWithdrawalTexts.state}$`) }).click();
    await page.getByRole('option', { name: 'Massachusetts' }).click();
    const zip = dialog.getByRole('textbox', { name: fiatWithdrawalTexts.zipCode });
    await zip.fill('02110');
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();

    await expect(dialog.getByText(fiatWithdrawalTexts.brokerageAccount)).toBeVisible();
    await expect(dialog.getByText('Beacon Brokerage')).toBeVisible();
    await dialog.getByRole('button', { name: transferMethodTexts.continue }).click();
    await submitAndSucceed(page, dialog);
    await page.getByRole('button', { name: withdrawalSuccessTexts.done }).click();

    // A full brokerage withdrawal is made from /account.
    const again = await openWireWithdrawal(page, 'Brokerage account');
    await again.getByRole('textbox', { name: fiatWithdrawalTexts.amount }).fill('7000');
    await again.getByRole('textbox', { name: fiatWithdrawalTexts.routingNumber }).fill('021000021');
    await again
      .getByRole('textbox', { name: fiatWithdrawalTexts.accountNumber, exact: true })
      .fill('87654321');
    await again.getByRole('textbox', { name: fiatWithdrawalTexts.individualAccountNumber }).fill('BRK-001');
    await again.getByRole('textbox', { name: fiatWithdrawalTexts.bankName }).fill('Harbor Bank');
    await again.getByRole('textbox', { name: fiatWithdrawalTexts.brokerageName }).fill('Beacon Brokerage');
    await again.getByRole('textbox', { name: fiatWithdrawalTexts.address }).fill('1 Main Street');
    await again.getByRole('textbox', { name: fiatWithdrawalTexts.city }).fill('Boston');
    await again.getByRole('button', { name: new RegExp(`${fiatWithdrawalTexts.state}$`) }).click();
    await page.getByRole('option', { name: 'Massachusetts' }).click();
    await again.getByRole('textbox', { name: fiatWithdrawalTexts.zipCode }).fill('02110');
    await again.getByRole('button', { name: transferMethodTexts.continue }).click();
    const warning = withdrawalWarningTexts.GREATER_THAN_75('75%');
    await page.getByRole('button', { name: warning.fullWithdrawal ?? '' }).click();
    await expect(page).toHaveURL('/account');
  });
});
