import {
  endTest,
  type StubApi,
  type StubRequest,
  sandboxAnswers,
  stubApi,
  TestApp,
  testRouter,
} from '@cairn/app-shell/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { REFUSED_WRITES } from '../../testing';
import { FiatWithdrawalFlow } from './FiatWithdrawalFlow';

let api: StubApi | undefined;

/** The balance of the investor: USD available to withdraw, and 1 of each crypto asset held. */
function balance(usd: string) {
  return ({ params }: StubRequest) => ({
    type: params.type,
    symbol: params.symbol,
    currency: params.symbol === 'ALL' ? 'USD' : params.symbol,
    balance: params.type === 'fiat-withdrawal' ? usd : '1',
    fees_owed: '0',
    pending_withdrawals: '0',
    available_balance: params.type === 'fiat-withdrawal' ? usd : '1',
    last_pull_time: '2026-11-28T12:00:00.000Z',
  });
}

/** The amount field (its name goes on with the currency sign the input shows). */
const AMOUNT = /^Amount \(USD\)/;

const CONFIRMATION = 'I confirm that the details above are correct and authorize this withdrawal.';

const RECEIPT = {
  id: 'withdrawal-1',
  status: 'pending',
  currency: 'USD',
  amount: '2000',
  is_complete: false,
  route: 'PROCEED',
  initiated_date: '2026-11-28T12:00:00.000Z',
};

/** The flow as the Transfer flow holds it: gone once it is closed or done. */
function OpenFlow({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const end = (then: () => void) => () => {
    then();
    setOpen(false);
  };
  return <FiatWithdrawalFlow onClose={end(onClose)} onDone={end(onDone)} />;
}

/** The withdrawal flow alone (as Transfer → Withdraw → Wire opens it), for investor@ with `usd` available. */
async function open(usd: string, routes = {}) {
  api = stubApi(
    {
      ...sandboxAnswers.investor,
      'GET /custody-integrations/balance/{type}/{symbol}': balance(usd),
      'GET /portfolio/activity/trades': () => [],
      'POST /funding/withdrawal': () => RECEIPT,
      // No saved cost basis: the estimate assumes $0 for the deposits.
      'GET /tax/transactions/{depositId}/cost-basis': () => [],
      ...routes,
    },
    { token: 'token' },
  );
  const location = testRouter('/portfolio');
  const onClose = vi.fn();
  const onDone = vi.fn();
  const screen = await render(
    <TestApp app="customer" location={location}>
      <OpenFlow onClose={onClose} onDone={onDone} />
    </TestApp>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Withdraw by Wire' });
  await expect
    .element(
      dialog.getByRole('heading', {
        name: 'Withdrawal Request: indicate the type of account your funds will be wired to',
      }),
    )
    .toBeInTheDocument();
  return { screen, dialog, location, onClose, onDone, api };
}

type Screen = Awaited<ReturnType<typeof open>>['screen'];
type Dialog = Awaited<ReturnType<typeof open>>['dialog'];

async function chooseAccount(dialog: Dialog, kind: 'Bank account' | 'Brokerage account') {
  // The card's label covers its visually hidden radio: the press lands on the card, as a user's does.
  await dialog.getByRole('radio', { name: kind }).click({ force: true });
  await expect.element(dialog.getByRole('radio', { name: kind })).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

async function fillBank(dialog: Dialog, amount: string) {
  await dialog.getByRole('textbox', { name: AMOUNT }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await dialog.getByRole('textbox', { name: 'Account number', exact: true }).fill('12345678');
}

async function fillBrokerage(screen: Screen, dialog: Dialog, amount: string) {
  await fillBank(dialog, amount);
  await dialog.getByRole('textbox', { name: 'Individual account number' }).fill('BRK-001');
  await dialog.getByRole('textbox', { name: 'Bank name' }).fill('Harbor Bank');
  await dialog.getByRole('textbox', { name: 'Brokerage name' }).fill('Beacon Brokerage');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('1 Main Street');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Boston');
  await dialog.getByRole('button', { name: /State$/ }).click();
  await screen.getByRole('option', { name: 'Massachusetts' }).click();
  await dialog.getByRole('textbox', { name: 'Zip code' }).fill('02110');
}

/** Submit with the confirmation ticked (the first press shows the confirmation's message). */
async function submit(dialog: Dialog) {
  const button = dialog.getByRole('button', { name: 'Submit Withdrawal' });
  await button.click();
  await expect.element(dialog.getByText('Please confirm the details to submit').first()).toBeVisible();
  await dialog.getByText(CONFIRMATION).click();
  await button.click();
}

// A flow walked step by step: generous time, so a busy machine does not fail it.
describe('Withdraw by Wire (doc 2 §2, §4, §5)', { timeout: 60_000 }, () => {
  it('a bank withdrawal: Details (messages), Confirm with the tax impact, Submit, Success, then the dashboard', async () => {
    const { screen, dialog, location, onDone, api } = await open('10000');
    await chooseAccount(dialog, 'Bank account');
    await expect.element(dialog.getByRole('heading', { name: 'Bank Details' })).toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.element(dialog.getByText('Amount is required').first()).toBeVisible();
    await expect.element(dialog.getByText('Routing number is required').first()).toBeVisible();
    await expect.element(dialog.getByText('Account number is required').first()).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: AMOUNT });
    await amount.fill('100');
    await userEvent.tab();
    await expect
      .element(dialog.getByText('The minimum withdrawal amount is $1,500.00').first())
      .toBeVisible();
    await amount.fill('12000');
    await userEvent.tab();
    await expect.element(dialog.getByText('Amount cannot be greater than $10,000.00').first()).toBeVisible();
    await fillBank(dialog, '2500');
    await dialog.getByRole('textbox', { name: 'Routing number' }).fill('0210');
    await userEvent.tab();
    await expect.element(dialog.getByText('Routing number must contain 9 digits').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
    await dialog.getByRole('textbox', { name: 'Account number', exact: true }).fill('1234');
    await userEvent.tab();
    await expect
      .element(dialog.getByText('Account number must be between 8 and 17 digits').first())
      .toBeVisible();
    await dialog.getByRole('textbox', { name: 'Account number', exact: true }).fill('12345678');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect.element(dialog.getByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    await expect.element(dialog.getByText('Please check the details of your withdrawal.')).toBeVisible();
    await expect.element(dialog.getByText('$2,500.00').first()).toBeVisible();
    // The account number is masked outside its field, as on every screen (issue 30).
    await expect.element(dialog.getByText('••••5678', { exact: true })).toBeVisible();
    await expect.element(dialog.getByText('12345678', { exact: true })).not.toBeInTheDocument();
    // The estimated tax impact of the amount, from the holdings and their lots.
    await expect
      .element(dialog.getByText('Estimated sales to pay a withdrawal of $2,500.00'))
      .toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect.element(dialog.getByRole('heading', { name: 'Submit' })).toBeInTheDocument();
    await expect.element(dialog.getByText('Wire withdrawal trading takes 1-2 business days.')).toBeVisible();
    await submit(dialog);
    const success = screen.getByRole('dialog', { name: 'Success' });
    await expect.element(success.getByText('Your withdrawal request is being processed')).toBeVisible();
    expect(api.calls('POST /funding/withdrawal').map((call) => call.body)).toMatchObject([
      {
        account_network: '021000021',
        account_number: '12345678',
        is_complete: false,
        amount: '2500',
        currency: 'USD',
        submission_confirmed: true,
      },
    ]);
    await success.getByRole('button', { name: 'Done' }).click();
    expect(onDone).toHaveBeenCalledTimes(1);
    // The dashboard, asking for the pending-withdrawal popup.
    expect(location.history?.at(-1)).toBe('/dashboard');
    expect(api.unrouted).toEqual([]);
  });

  it('75 % or more: the closure screen; Cancel keeps the amount; a full withdrawal closes the account inside the flow', async () => {
    const { screen, dialog, api } = await open('10000');
    await chooseAccount(dialog, 'Bank account');
    await fillBank(dialog, '7500');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const alert = screen.getByRole('alertdialog', { name: 'Withdraw by Wire' });
    await expect
      .element(alert.getByRole('heading', { name: 'Full Withdrawal Required' }))
      .toBeInTheDocument();
    await expect
      .element(
        alert.getByText(
          'A withdrawal of 75% or more of your available balance is treated as a full withdrawal, which closes your account. To withdraw this amount, make a full withdrawal from your Account page; otherwise, enter a smaller amount.',
        ),
      )
      .toBeVisible();
    await alert.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog.getByRole('textbox', { name: AMOUNT })).toHaveValue('7,500.00');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await alert.getByRole('button', { name: 'Make a Full Withdrawal' }).click();

    await expect.element(dialog.getByRole('heading', { name: 'Full Withdrawal' })).toBeInTheDocument();
    await expect
      .element(
        dialog.getByText(
          'Your whole available balance of $10,000.00 will be wired to the bank account below, and your account will be closed.',
        ),
      )
      .toBeVisible();
    const account = dialog.getByRole('textbox', { name: 'Account number', exact: true });
    await expect.element(account).toHaveValue('12345678');
    // The closure form takes 5 to 17 digits and asks why.
    await account.fill('1234');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect
      .element(dialog.getByText('Account number must be between 5 and 17 digits').first())
      .toBeVisible();
    await expect.element(dialog.getByText('Please select a reason for leaving').first()).toBeVisible();
    await account.fill('12345');
    await dialog.getByRole('button', { name: /Why are you leaving\?$/ }).click();
    await screen.getByRole('option', { name: 'Investment Performance' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect.element(dialog.getByText('Full withdrawal (account closure)')).toBeVisible();
    await expect.element(dialog.getByText('$10,000.00').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await submit(dialog);
    await expect.element(screen.getByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    const [body] = api.calls('POST /funding/withdrawal').map((call) => call.body);
    expect(body).toMatchObject({
      account_network: '021000021',
      account_number: '12345',
      is_complete: true,
      amount: '10000',
      currency: 'USD',
      submission_confirmed: true,
    });
  });

  it('the account-type question opens the dialog: no Back and no progress bar; Escape returns to the method choice (issue 30)', async () => {
    const { dialog, onClose } = await open('10000');
    await expect.element(dialog.getByRole('radiogroup', { name: 'Account type' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const bar = dialog.element().querySelector('[aria-hidden="true"][data-empty]');
    expect(bar === null ? 'no bar' : getComputedStyle(bar).visibility).toMatch(/no bar|hidden/);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a withdrawal leaving less than the minimum balance offers Cancel (back to the details) or a full withdrawal', async () => {
    const { screen, dialog } = await open('4000');
    await chooseAccount(dialog, 'Bank account');
    await fillBank(dialog, '2500');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const alert = screen.getByRole('alertdialog', { name: 'Withdraw by Wire' });
    await expect
      .element(
        alert.getByText(
          'This withdrawal would leave $1,500.00 in your account, below the minimum account balance of $2,000.00. Enter a smaller amount, or make a full withdrawal, which closes your account.',
        ),
      )
      .toBeVisible();
    await expect.element(alert.getByRole('button', { name: 'Make a Full Withdrawal' })).toBeVisible();
    await alert.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog.getByRole('heading', { name: 'Bank Details' })).toBeInTheDocument();
  });

  it('a brokerage withdrawal: every message, Back keeps the answers, Success; a full one goes to /account', async () => {
    const { screen, dialog, api, onDone, location } = await open('10000');
    await chooseAccount(dialog, 'Brokerage account');
    await expect.element(dialog.getByRole('heading', { name: 'Brokerage Details' })).toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'Amount is required',
      'Routing number is required',
      'Account number is required',
      'Individual account number is required',
      'Bank name is required',
      'Brokerage name is required',
      'Address is required',
      'City is required',
      'Valid zip code is required',
    ]) {
      await expect.element(dialog.getByText(message).first()).toBeVisible();
    }
    await expect.element(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('US');
    const amount = dialog.getByRole('textbox', { name: AMOUNT });
    await amount.fill('0');
    await userEvent.tab();
    await expect.element(dialog.getByText('Amount must be greater than 0').first()).toBeVisible();
    await fillBrokerage(screen, dialog, '2000');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect.element(dialog.getByText('Brokerage account')).toBeVisible();
    await expect.element(dialog.getByText('Beacon Brokerage')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect.element(dialog.getByRole('textbox', { name: 'Bank name' })).toHaveValue('Harbor Bank');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await submit(dialog);
    await expect.element(screen.getByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(api.calls('POST /funding/withdrawal')[0]?.body).toMatchObject({
      amount: '2000',
      individual_account_number: 'BRK-001',
      beneficiary: {
        bank_name: 'Harbor Bank',
        name: 'Beacon Brokerage',
        address: { address: '1 Main Street', city: 'Boston', state: 'MA', zipcode: '02110', country: 'US' },
      },
    });
    await screen.getByRole('button', { name: 'Done' }).click();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(location.history).toEqual(['/portfolio', '/dashboard']);
    await endTest(api);

    // A full brokerage withdrawal is made from /account.
    const again = await open('10000');
    await chooseAccount(again.dialog, 'Brokerage account');
    await fillBrokerage(again.screen, again.dialog, '8000');
    await again.dialog.getByRole('button', { name: 'Continue' }).click();
    await again.screen.getByRole('button', { name: 'Make a Full Withdrawal' }).click();
    expect(again.onDone).toHaveBeenCalledTimes(1);
    expect(again.location.history?.at(-1)).toBe('/account');
  });

  it('a failed submit: 500 → the generic toast, 418 → the demo toast, USER_CORRECTABLE → its message; nothing typed is lost', async () => {
    let fault: Response | null = null;
    const { screen, dialog, api } = await open('10000', {
      'POST /funding/withdrawal': () => fault ?? RECEIPT,
    });
    await chooseAccount(dialog, 'Bank account');
    await fillBank(dialog, '2000');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    const confirmation = dialog.getByRole('checkbox', { name: CONFIRMATION });
    await dialog.getByText(CONFIRMATION).click();
    const button = dialog.getByRole('button', { name: 'Submit Withdrawal' });

    for (const refusal of REFUSED_WRITES) {
      fault = refusal.answer();
      await button.click();
      await expect.element(notifications).toHaveTextContent(refusal.toast);
      await expect.element(dialog.getByRole('heading', { name: 'Submit' })).toBeInTheDocument();
      await expect.element(confirmation).toBeChecked();
    }

    // Back to the details: every answer is still there.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect.element(dialog.getByRole('textbox', { name: AMOUNT })).toHaveValue('2,000.00');
    await expect.element(dialog.getByRole('textbox', { name: 'Routing number' })).toHaveValue('021000021');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    fault = null;
    await dialog.getByText(CONFIRMATION).click();
    await dialog.getByRole('button', { name: 'Submit Withdrawal' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(api.calls('POST /funding/withdrawal')).toHaveLength(4);
  });
});
