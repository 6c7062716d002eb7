import { emptyStateMessages } from '@cairn/domain';
import {
  cryptoDepositTexts,
  transferMethodTexts,
  wireDetailsLabels,
  wireGuideTexts,
} from '../../apps/customer/src/shared/transfers/copy';
import { expect, expectAxeClean, test } from '../fixtures';
import { pressKeeping, tabKeeping } from '../support/focus';
import { test as keyboardTest } from '../support/keyboardOnly';
import { freshInvestor, openDashboard, openTransfer } from './transfers-support';

test.describe('Transfer → Deposit (doc 2 §2 "Transfer flow", §4)', () => {
  keyboardTest(
    'Wire by keyboard alone (no pointer, focus kept at every step): the 4-step USD Wire Instructions end with the wire details and reference code; closing returns to the method choice keeping Deposit',
    async ({ page, request }) => {
      const { token } = await freshInvestor(request);
      await openDashboard(page, token);
      await tabKeeping(page, page.getByRole('button', { name: 'Transfer' }), 'Transfer', { max: 80 });
      await pressKeeping(page, 'Enter', 'Transfer menu');
      await expect(page.getByRole('menuitem', { name: 'Deposit' })).toBeFocused();
      await pressKeeping(page, 'Enter', 'Deposit');
      const method = page.getByRole('dialog', { name: transferMethodTexts.depositTitle });
      await expect(method.getByRole('radiogroup', { name: transferMethodTexts.question })).toBeVisible();
      await expect(method.getByRole('radio', { name: transferMethodTexts.wire })).toBeChecked();
      const proceed = method.getByRole('button', { name: transferMethodTexts.continue });
      await tabKeeping(page, proceed, 'Continue');
      await pressKeeping(page, 'Enter', 'Continue to the wire guide');

      const guide = page.getByRole('dialog', { name: wireGuideTexts.title });
      for (const [index, step] of wireGuideTexts.steps.entries()) {
        await expect(guide.getByRole('heading', { name: step.title })).toBeVisible();
        await expect(guide.getByText(step.body)).toBeVisible();
        if ('lead' in step) await expect(guide.getByText(step.lead)).toBeVisible();
        // Each rule with its fact: the name the account is held in, the reference code to copy.
        if (index === 1) await expect(guide.getByRole('definition')).toHaveText(/\S+ \S+/);
        if (index === 2) {
          await expect(guide.locator('[data-emphasis]')).toContainText(wireDetailsLabels.referenceCode);
          await expect(
            guide.getByRole('button', { name: `Copy ${wireDetailsLabels.referenceCode}` }),
          ).toBeVisible();
        }
        if (index < 3) {
          await tabKeeping(page, guide.getByRole('button', { name: wireGuideTexts.continue }), 'Continue');
          await pressKeeping(page, 'Enter', `Next after ${step.title}`);
        }
      }
      const reference = guide.locator('[data-emphasis]');
      await expect(reference).toContainText(wireDetailsLabels.referenceCode);
      await expect(reference.locator('dd').first()).toHaveText(/\S+/);
      for (const label of [
        wireDetailsLabels.bank,
        wireDetailsLabels.routingNumber,
        wireDetailsLabels.accountNumber,
      ]) {
        await expect(guide.getByRole('button', { name: `Copy ${label}`, exact: true })).toBeVisible();
      }
      await tabKeeping(page, guide.getByRole('button', { name: wireGuideTexts.back }), 'Back');
      await pressKeeping(page, 'Enter', 'Back');
      await expect(guide.getByRole('heading', { name: wireGuideTexts.steps[2].title })).toBeFocused();

      // Closing a step returns to the method choice, still a deposit.
      await pressKeeping(page, 'Escape', 'the guide closed');
      await expect(guide).toBeHidden();
      await expect(method).toBeVisible();
      await tabKeeping(page, proceed, 'Continue again');
      await pressKeeping(page, 'Enter', 'Continue to the wire guide again');
      for (let step = 0; step < 3; step += 1) {
        await tabKeeping(page, guide.getByRole('button', { name: wireGuideTexts.continue }), 'Continue');
        await pressKeeping(page, 'Enter', `Next ${step + 1}`);
      }
      await tabKeeping(page, guide.getByRole('button', { name: wireGuideTexts.done }), 'Done');
      await pressKeeping(page, 'Enter', 'Done');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Transfer' })).toBeFocused();
    },
  );

  test('axe on the deposit dialogs', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { token } = await freshInvestor(request);
    await openDashboard(page, token);
    await openTransfer(page, 'Deposit');
    const method = page.getByRole('dialog', { name: transferMethodTexts.depositTitle });
    await expect(method).toBeVisible();
    await expectAxeClean(page, 'method choice');
    await method.getByRole('button', { name: transferMethodTexts.continue }).click();
    const guide = page.getByRole('dialog', { name: wireGuideTexts.title });
    for (let step = 0; step < 3; step += 1)
      await guide.getByRole('button', { name: wireGuideTexts.continue }).click();
    await expect(guide.locator('[data-emphasis]')).toBeVisible();
    await expectAxeClean(page, 'wire details');
    await page.keyboard.press('Escape');
    await method.getByRole('radio', { name: transferMethodTexts.crypto }).click({ force: true });
    await method.getByRole('button', { name: transferMethodTexts.continue }).click();
    await expectAxeClean(page, 'crypto info');
    await page
      .getByRole('dialog', { name: cryptoDepositTexts.infoTitle })
      .getByRole('button', { name: cryptoDepositTexts.continue })
      .click();
    const wizard = page.getByRole('dialog', { name: cryptoDepositTexts.infoTitle });
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByText(`${cryptoDepositTexts.asset} is required`).first()).toBeVisible();
    await expectAxeClean(page, 'crypto asset with its message');
    await wizard.getByRole('button', { name: new RegExp(`${cryptoDepositTexts.asset}$`) }).click();
    await page.getByRole('option', { name: 'Bitcoin (BTC)' }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(
      wizard.getByRole('heading', { name: emptyStateMessages.preparingCryptoDeposit }),
    ).toBeVisible();
    await expectAxeClean(page, 'preparing crypto deposit');
    await wizard.getByRole('button', { name: cryptoDepositTexts.tryAgain }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByText('Please acknowledge the notice to continue').first()).toBeVisible();
    await expectAxeClean(page, 'sending wallet with its messages');
    await wizard
      .getByRole('textbox', { name: cryptoDepositTexts.sendingWalletAddress })
      .fill('bc1qsendingwallet0000000000000000000000');
    for (const question of [cryptoDepositTexts.selfHostedQuestion, cryptoDepositTexts.ownerQuestion]) {
      await wizard.getByRole('radiogroup', { name: question }).locator('label', { hasText: 'Yes' }).click();
    }
    await wizard.getByText(cryptoDepositTexts.noticeAcknowledgement).click();
    await wizard.getByText(cryptoDepositTexts.submissionConfirmation).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByRole('heading', { name: cryptoDepositTexts.receivingAddress })).toBeVisible();
    await expectAxeClean(page, 'receiving address');
  });
});
