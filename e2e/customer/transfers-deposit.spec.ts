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
import { freshInvestor, openDashboard, openTransfer, tabTo } from './transfers-support';

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
        if (index < 3) {
          await tabKeeping(page, guide.getByRole('button', { name: wireGuideTexts.next }), 'Next');
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
        await tabKeeping(page, guide.getByRole('button', { name: wireGuideTexts.next }), 'Next');
        await pressKeeping(page, 'Enter', `Next ${step + 1}`);
      }
      await tabKeeping(page, guide.getByRole('button', { name: wireGuideTexts.done }), 'Done');
      await pressKeeping(page, 'Enter', 'Done');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Transfer' })).toBeFocused();
    },
  );

  test('Crypto by keyboard alone: asset, Preparing Crypto Deposit, sending wallet with the notice acknowledged, the receiving address copied', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { token } = await freshInvestor(request);
    await openDashboard(page, token);

    const transfer = page.getByRole('button', { name: 'Transfer' });
    await transfer.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Deposit' })).toBeFocused();
    await page.keyboard.press('Enter');
    const method = page.getByRole('dialog', { name: transferMethodTexts.depositTitle });
    await expect(method).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(method.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(method.getByRole('radio', { name: transferMethodTexts.wire })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(method.getByRole('radio', { name: transferMethodTexts.crypto })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(method.getByRole('button', { name: transferMethodTexts.continue })).toBeFocused();
    await page.keyboard.press('Enter');

    const info = page.getByRole('dialog', { name: cryptoDepositTexts.infoTitle });
    await expect(info.getByText(cryptoDepositTexts.infoBody)).toBeVisible();
    await tabTo(page, info.getByRole('button', { name: cryptoDepositTexts.continue }));
    await page.keyboard.press('Enter');

    const wizard = page.getByRole('dialog', { name: cryptoDepositTexts.infoTitle });
    await expect(wizard.getByRole('heading', { name: cryptoDepositTexts.stepTitles[0] })).toBeVisible();
    // A new dialog takes focus itself; focus is never left outside it.
    expect(await wizard.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    const asset = wizard.getByRole('button', { name: new RegExp(`${cryptoDepositTexts.asset}$`) });
    await tabTo(page, asset);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('Bitcoin');
    await expect(page.getByRole('option', { name: 'Bitcoin (BTC)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(asset).toContainText('Bitcoin (BTC)');
    await tabTo(page, wizard.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(
      wizard.getByRole('heading', { name: emptyStateMessages.preparingCryptoDeposit }),
    ).toBeFocused();
    await expect(wizard.getByText(cryptoDepositTexts.preparingBody('Bitcoin'))).toBeVisible();
    await tabTo(page, wizard.getByRole('button', { name: cryptoDepositTexts.tryAgain }));
    await page.keyboard.press('Enter');

    await expect(wizard.getByRole('heading', { name: cryptoDepositTexts.stepTitles[2] })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      wizard.getByRole('textbox', { name: cryptoDepositTexts.sendingWalletAddress }),
    ).toBeFocused();
    await page.keyboard.type('bc1qsendingwallet0000000000000000000000');
    const selfHosted = wizard.getByRole('radiogroup', { name: cryptoDepositTexts.selfHostedQuestion });
    await tabTo(page, selfHosted.getByRole('radio', { name: 'Yes' }));
    await page.keyboard.press('Space');
    await expect(selfHosted.getByRole('radio', { name: 'Yes' })).toBeChecked();
    const owner = wizard.getByRole('radiogroup', { name: cryptoDepositTexts.ownerQuestion });
    await tabTo(page, owner.getByRole('radio', { name: 'Yes' }));
    await page.keyboard.press('Space');
    await expect(owner.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(wizard.getByText(cryptoDepositTexts.notice('BTC', 'bitcoin'))).toBeVisible();
    // Submitting without the acknowledgement shows its message and focuses the checkbox.
    await page.keyboard.press('Enter');
    await expect(wizard.getByText('Please acknowledge the notice to continue').first()).toBeVisible();
    const notice = wizard.getByRole('checkbox', { name: cryptoDepositTexts.noticeAcknowledgement });
    await expect(notice).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(
      wizard.getByRole('checkbox', { name: cryptoDepositTexts.submissionConfirmation }),
    ).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, wizard.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(wizard.getByRole('heading', { name: cryptoDepositTexts.receivingAddress })).toBeFocused();
    await expect(wizard.getByText(cryptoDepositTexts.receivingBody('BTC', 'bitcoin'))).toBeVisible();
    const address = (await wizard.locator('[data-emphasis] dd').first().textContent()) ?? '';
    expect(address.length).toBeGreaterThan(10);
    await tabTo(page, wizard.getByRole('button', { name: `Copy ${cryptoDepositTexts.receivingAddress}` }));
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await tabTo(page, wizard.getByRole('button', { name: cryptoDepositTexts.done }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

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
      await guide.getByRole('button', { name: wireGuideTexts.next }).click();
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
