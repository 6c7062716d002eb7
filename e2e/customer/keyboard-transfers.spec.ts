import { emptyStateMessages, formatCrypto, withdrawalMessages } from '@cairn/domain';
import type { Locator, Page } from '@playwright/test';
import { pendingWithdrawalPopupTexts } from '../../apps/customer/src/routes/dashboard/copy';
import {
  cryptoDepositTexts,
  cryptoWithdrawalTexts,
  transferMethodTexts,
  withdrawalDurationTexts,
  withdrawalSuccessTexts,
} from '../../apps/customer/src/shared/transfers/copy';
import { arrowKeeping, expectFocusKept, pressKeeping, tabKeeping, typeKeeping } from '../support/focus';
import { expect, test } from '../support/keyboardOnly';
import { freshInvestor, openDashboard } from './transfers-support';

// Issue 31: keyboard-only transfer flows of the investor app. No pointer anywhere (the fixture fails
// a test on any pointer press); after every step focus is on a visible element, never on <body>.
test.describe.configure({ timeout: 120_000 });

/** Opens Transfer → Deposit or Withdraw from the dashboard's Transfer menu, by keyboard. */
async function openTransferByKeyboard(page: Page, intent: 'Deposit' | 'Withdraw') {
  await tabKeeping(page, page.getByRole('button', { name: 'Transfer' }), 'Transfer');
  await pressKeeping(page, 'Enter', 'the Transfer menu opened');
  await arrowKeeping(page, page.getByRole('menuitem', { name: intent }), 'ArrowDown', intent);
  await pressKeeping(page, 'Enter', `${intent} chosen`);
}

/** Tabs to `button` and presses Enter on it. */
async function press(page: Page, button: Locator, step: string) {
  await tabKeeping(page, button, step);
  await pressKeeping(page, 'Enter', `${step} pressed`);
}

/** Tabs to the field, selects what it holds and types `text` over it. */
async function retype(page: Page, field: Locator, text: string, step: string) {
  await tabKeeping(page, field, step);
  await pressKeeping(page, 'ControlOrMeta+a', `${step} selected`);
  await typeKeeping(page, text, `${step}: ${text}`);
}

/** Tabs to a checkbox and ticks it with Space. */
async function tick(page: Page, box: Locator, step: string) {
  await tabKeeping(page, box, step);
  await pressKeeping(page, 'Space', `${step} ticked`);
  await expect(box).toBeChecked();
}

test('crypto withdrawal by keyboard alone: asset and amount with the minimum and balance messages, destination with acknowledgement, confirm and submit, Success; Back keeps the answers', async ({
  page,
  request,
}) => {
  const { token } = await freshInvestor(request, { crypto: { symbol: 'BTC', quantity: '0.5' } });
  await openDashboard(page, token);
  await openTransferByKeyboard(page, 'Withdraw');
  const method = page.getByRole('dialog', { name: transferMethodTexts.withdrawTitle });
  const crypto = method.getByRole('radio', { name: new RegExp(`^${transferMethodTexts.crypto}`) });
  await tabKeeping(page, method.getByRole('radio', { checked: true }), 'the method choice');
  await arrowKeeping(page, crypto, 'ArrowDown', transferMethodTexts.crypto);
  await expect(crypto).toBeChecked();
  await press(page, method.getByRole('button', { name: transferMethodTexts.continue }), 'Continue');
  const info = page.getByRole('dialog', { name: cryptoWithdrawalTexts.infoTitle });
  await expect(info.getByText(cryptoWithdrawalTexts.infoLead)).toBeVisible();
  await expect(info.getByText(cryptoWithdrawalTexts.infoBody)).toBeVisible();
  // The intro lists the wizard's three steps, in order.
  await expect(
    info.getByRole('list', { name: cryptoWithdrawalTexts.infoSteps }).getByRole('listitem'),
  ).toHaveText([...cryptoWithdrawalTexts.stepTitles]);
  // The info step opens the flow's dialog: no Back; Escape returns to the method choice, still a
  // withdrawal, Crypto still chosen.
  await expect(info.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await pressKeeping(page, 'Escape', 'the info step closed');
  await expect(method).toBeVisible();
  await expect(crypto).toBeChecked();
  await press(page, method.getByRole('button', { name: transferMethodTexts.continue }), 'Continue again');
  await press(page, info.getByRole('button', { name: cryptoWithdrawalTexts.continue }), 'the info Continue');

  const wizard = page.getByRole('dialog', { name: cryptoWithdrawalTexts.infoTitle });
  await expect(wizard.getByRole('heading', { name: cryptoWithdrawalTexts.stepTitles[0] })).toBeVisible();
  await press(page, wizard.getByRole('button', { name: cryptoWithdrawalTexts.asset }), 'Asset');
  await arrowKeeping(page, page.getByRole('option', { name: 'Bitcoin (BTC)' }), 'ArrowDown', 'Bitcoin');
  await pressKeeping(page, 'Enter', 'Bitcoin chosen');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const amount = wizard.getByRole('textbox', { name: cryptoWithdrawalTexts.amount });
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(cryptoWithdrawalTexts.minimum(`${formatCrypto('0.0005')} BTC`).replace('.', '\\.')),
  );
  const next = wizard.getByRole('button', { name: 'Continue' });
  await retype(page, amount, '0.0001', 'Amount');
  await press(page, next, 'Continue below the minimum');
  await expect(
    wizard.getByText(withdrawalMessages.amountAtLeast(formatCrypto('0.0005'))).first(),
  ).toBeVisible();
  await retype(page, amount, '1', 'Amount');
  await press(page, next, 'Continue above the balance');
  await expect(wizard.getByText(withdrawalMessages.amountAtMost(formatCrypto('0.5'))).first()).toBeVisible();
  await retype(page, amount, '0.1', 'Amount');
  await press(page, next, 'Continue with 0.1');

  await expect(wizard.getByRole('heading', { name: cryptoWithdrawalTexts.stepTitles[1] })).toBeFocused();
  await press(page, next, 'Continue with nothing answered');
  await expect(wizard.getByText(withdrawalMessages.destinationWalletAddressRequired).first()).toBeVisible();
  await expect(wizard.getByText(withdrawalMessages.selfHostedRequired).first()).toBeVisible();
  await expect(wizard.getByText(withdrawalMessages.ownerConfirmedRequired).first()).toBeVisible();
  await expect(wizard.getByText('Please acknowledge the notice to continue').first()).toBeVisible();
  await expectFocusKept(page, 'the destination messages shown');
  const address = wizard.getByRole('textbox', { name: cryptoWithdrawalTexts.destinationWalletAddress });
  await retype(page, address, 'bc1qdestination000000000000000000000000', 'the destination address');
  // The self-hosted question: Tab enters the group, an arrow chooses (APG radios), No is chosen.
  const no = wizard.getByRole('radio', { name: 'No', exact: true });
  await pressKeeping(page, 'Tab', 'into the self-hosted question');
  await arrowKeeping(page, no, 'ArrowDown', 'No');
  await pressKeeping(page, 'Space', 'No chosen');
  await expect(no).toBeChecked();
  // The notice, then its acknowledgement and the owner's confirmation grouped after it.
  await expect(wizard.getByText(cryptoWithdrawalTexts.notice('BTC', 'Bitcoin'))).toBeVisible();
  await tick(
    page,
    wizard.getByRole('checkbox', { name: cryptoWithdrawalTexts.noticeAcknowledgement }),
    'the notice acknowledged',
  );
  await tick(page, wizard.getByRole('checkbox', { name: cryptoWithdrawalTexts.ownerConfirmation }), 'owner');
  await press(page, next, 'Continue to Confirm');

  await expect(wizard.getByRole('heading', { name: cryptoWithdrawalTexts.stepTitles[2] })).toBeFocused();
  await expect(wizard.getByText('bc1qdestination000000000000000000000000')).toBeVisible();
  // Back keeps the answers.
  await press(page, wizard.getByRole('button', { name: 'Back' }), 'Back from Confirm');
  await expect(address).toHaveValue('bc1qdestination000000000000000000000000');
  await press(page, next, 'Continue to Confirm again');
  await tick(
    page,
    wizard.getByRole('checkbox', { name: cryptoWithdrawalTexts.submissionConfirmation }),
    'the submission confirmed',
  );
  await press(page, wizard.getByRole('button', { name: cryptoWithdrawalTexts.submit }), 'Submit');

  const success = page.getByRole('dialog', { name: withdrawalSuccessTexts.title });
  await expect(success.getByText(withdrawalSuccessTexts.body)).toBeVisible();
  await expect(success.getByText(withdrawalDurationTexts.crypto)).toBeVisible();
  await press(page, success.getByRole('button', { name: withdrawalSuccessTexts.done }), 'Done');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: pendingWithdrawalPopupTexts.title })).toContainText(
    pendingWithdrawalPopupTexts.body,
  );
  await expectFocusKept(page, 'the wizard closed');
});

test('crypto deposit by keyboard alone: asset, Preparing Crypto Deposit, sending wallet with the notice acknowledged, the receiving address copied', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { token } = await freshInvestor(request);
  await openDashboard(page, token);
  await openTransferByKeyboard(page, 'Deposit');
  const method = page.getByRole('dialog', { name: transferMethodTexts.depositTitle });
  const crypto = method.getByRole('radio', { name: new RegExp(`^${transferMethodTexts.crypto}`) });
  await tabKeeping(page, method.getByRole('radio', { checked: true }), 'the method choice');
  await arrowKeeping(page, crypto, 'ArrowDown', transferMethodTexts.crypto);
  await expect(crypto).toBeChecked();
  await press(page, method.getByRole('button', { name: transferMethodTexts.continue }), 'Continue');
  const info = page.getByRole('dialog', { name: cryptoDepositTexts.infoTitle });
  await expect(info.getByText(cryptoDepositTexts.infoLead)).toBeVisible();
  await expect(info.getByText(cryptoDepositTexts.infoBody)).toBeVisible();
  await press(page, info.getByRole('button', { name: cryptoDepositTexts.continue }), 'the info Continue');

  const wizard = page.getByRole('dialog', { name: cryptoDepositTexts.infoTitle });
  await expect(wizard.getByRole('heading', { name: cryptoDepositTexts.stepTitles[0] })).toBeVisible();
  await expectFocusKept(page, 'the wizard opened');
  const next = wizard.getByRole('button', { name: 'Continue' });
  // Continue with no asset: its message, focus kept.
  await press(page, next, 'Continue with no asset');
  await expect(wizard.getByText(`${cryptoDepositTexts.asset} is required`).first()).toBeVisible();
  const asset = wizard.getByRole('button', { name: new RegExp(`${cryptoDepositTexts.asset}$`) });
  await press(page, asset, 'Asset');
  await typeKeeping(page, 'Bitcoin', 'Bitcoin typed in the list');
  await expect(page.getByRole('option', { name: 'Bitcoin (BTC)' })).toBeFocused();
  await pressKeeping(page, 'Enter', 'Bitcoin chosen');
  await expect(asset).toContainText('Bitcoin (BTC)');
  await press(page, next, 'Continue with Bitcoin');

  await expect(
    wizard.getByRole('heading', { name: emptyStateMessages.preparingCryptoDeposit }),
  ).toBeFocused();
  await expect(wizard.getByText(cryptoDepositTexts.preparingBody('Bitcoin'))).toBeVisible();
  // A status, not a dead end: a turning indicator named by what is happening.
  await expect(
    wizard.getByRole('progressbar', { name: cryptoDepositTexts.preparingStatus('Bitcoin') }),
  ).toBeVisible();
  await press(page, wizard.getByRole('button', { name: cryptoDepositTexts.tryAgain }), 'Try Again');

  await expect(wizard.getByRole('heading', { name: cryptoDepositTexts.stepTitles[2] })).toBeFocused();
  await tabKeeping(
    page,
    wizard.getByRole('textbox', { name: cryptoDepositTexts.sendingWalletAddress }),
    'the sending wallet address',
  );
  await typeKeeping(page, 'bc1qsendingwallet0000000000000000000000', 'the sending wallet address typed');
  for (const question of [cryptoDepositTexts.selfHostedQuestion, cryptoDepositTexts.ownerQuestion]) {
    const yes = wizard.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Yes' });
    await tabKeeping(page, yes, question);
    await pressKeeping(page, 'Space', `${question}: Yes`);
    await expect(yes).toBeChecked();
  }
  await expect(wizard.getByText(cryptoDepositTexts.notice('BTC', 'Bitcoin'))).toBeVisible();
  // Enter without the acknowledgement shows its message and focuses the checkbox.
  await pressKeeping(page, 'Enter', 'Continue without the acknowledgement');
  await expect(wizard.getByText('Please acknowledge the notice to continue').first()).toBeVisible();
  const notice = wizard.getByRole('checkbox', { name: cryptoDepositTexts.noticeAcknowledgement });
  await expect(notice).toBeFocused();
  await pressKeeping(page, 'Space', 'the notice acknowledged');
  await expect(notice).toBeChecked();
  await tick(
    page,
    wizard.getByRole('checkbox', { name: cryptoDepositTexts.submissionConfirmation }),
    'the submission confirmed',
  );
  await press(page, next, 'Continue to the receiving address');

  await expect(wizard.getByRole('heading', { name: cryptoDepositTexts.receivingAddress })).toBeFocused();
  await expect(wizard.getByText(cryptoDepositTexts.receivingBody('BTC', 'Bitcoin'))).toBeVisible();
  const address = (await wizard.locator('[data-emphasis] dd').first().textContent()) ?? '';
  expect(address.length).toBeGreaterThan(10);
  await press(
    page,
    wizard.getByRole('button', { name: `Copy ${cryptoDepositTexts.receivingAddress}` }),
    'Copy the receiving address',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await press(page, wizard.getByRole('button', { name: cryptoDepositTexts.done }), 'Done');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectFocusKept(page, 'the wizard closed');
});
