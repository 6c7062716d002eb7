import { apiError, type StubApi, type StubRequest } from '@cairn/app-shell/testing';
import { globalMessages } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { openInvestorApp, REFUSED_WRITES } from '../../testing';

let api: StubApi | undefined;

const WIZARD = 'Deactivate Account';
const STEPS = [
  'Verify Your Mobile Number',
  'Account Overview',
  'Confirm Withdrawal',
  'Submit Withdrawal',
  'Reason for Leaving',
] as const;
const CONFIRMATION = 'I confirm that the details above are correct and authorize this withdrawal.';

/** The deactivation balance (every asset sold into USD): `usd` available. */
function balance(usd: string) {
  return ({ params }: StubRequest) => ({
    type: params.type,
    symbol: params.symbol,
    currency: 'USD',
    balance: usd,
    fees_owed: '0',
    pending_withdrawals: '0',
    available_balance: usd,
    last_pull_time: '2026-11-28T12:00:00.000Z',
  });
}

const RECEIPT = {
  id: 'withdrawal-1',
  status: 'pending',
  currency: 'USD',
  amount: '20000',
  is_complete: true,
  route: 'PROCEED',
  initiated_date: '2026-11-28T12:00:00.000Z',
};

/** The Account page of investor@ (captured answers), its wizard opened and at step 1 with `usd` available. */
async function openWizard(usd: string) {
  const opened = await openInvestorApp('/account', {
    'GET /custody-integrations/balance/{type}/{symbol}': balance(usd),
    'POST /user/profile/auth-attribute/verification-code': () => ({
      attribute: 'phone_number',
      destination: '+1******0100',
    }),
    'POST /user/profile/auth-attribute/verify': ({ body }) => ({
      attribute: 'phone_number',
      result: (body as { code: string }).code === '123456' ? 'SUCCESS' : 'INVALID_CODE',
    }),
    'POST /funding/withdrawal': () => RECEIPT,
    'POST /user/deactivate': () => ({ status: 'INACTIVE' }),
    'DELETE /user/authentication': () => ({}),
  });
  api = opened.api;
  const screen = opened.screen;
  await screen.getByRole('button', { name: WIZARD }).click();
  const wizard = screen.getByRole('dialog', { name: WIZARD });
  await expect.element(wizard.getByRole('heading', { name: STEPS[0] })).toBeInTheDocument();
  return { screen, wizard, api };
}

type Opened = Awaited<ReturnType<typeof openWizard>>;
type Wizard = Opened['wizard'];

/** From the bank details (filled) through the review and the submit step to the reason, chosen. */
async function submitWithReason(screen: Opened['screen'], wizard: Wizard) {
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await wizard.getByText(CONFIRMATION).click();
  await wizard.getByRole('button', { name: 'Submit Withdrawal' }).click();
  await wizard.getByRole('button', { name: /Why are you leaving/ }).click();
  await screen.getByRole('option', { name: 'Cost-Related Concerns' }).click();
}

/** Types the code into the focused code boxes (the step focuses them when it opens). */
async function enterCode(wizard: Wizard, code = '123456') {
  await expect.element(wizard.getByRole('textbox').first()).toHaveFocus();
  await userEvent.keyboard(code);
}

describe('the deactivation wizard (doc 2 §2 Deactivation wizard, §4, §5, §9)', () => {
  it('a funded investor: every step in order, Back keeps the answers, the bodies sent, the session ended', async () => {
    const { screen, wizard, api } = await openWizard('20000');
    await expect.poll(() => api.calls('POST /user/profile/auth-attribute/verification-code')).toHaveLength(1);
    await enterCode(wizard);

    await expect.element(wizard.getByRole('heading', { name: STEPS[1] })).toBeInTheDocument();
    // The balance as the step's large figure: its label, a lighter '$' apart from the digits.
    await expect.element(wizard.getByText('Available balance')).toBeInTheDocument();
    await expect.element(wizard.getByText('20,000.00', { exact: true })).toBeInTheDocument();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect.element(wizard.getByText('Routing number is required').first()).toBeInTheDocument();
    await wizard.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
    await wizard.getByRole('textbox', { name: 'Account number' }).fill('12345');
    await wizard.getByRole('button', { name: 'Continue' }).click();

    await expect.element(wizard.getByRole('heading', { name: STEPS[2] })).toBeInTheDocument();
    // The account masked as on every screen: four marks, then its last 4 digits.
    await expect.element(wizard.getByText('••••2345', { exact: true })).toBeInTheDocument();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect.element(wizard.getByRole('heading', { name: STEPS[1] })).toBeInTheDocument();
    await expect.element(wizard.getByRole('textbox', { name: 'Routing number' })).toHaveValue('021000021');
    await expect.element(wizard.getByRole('textbox', { name: 'Account number' })).toHaveValue('12345');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();

    await expect.element(wizard.getByRole('heading', { name: STEPS[3] })).toBeInTheDocument();
    await wizard.getByRole('button', { name: 'Submit Withdrawal' }).click();
    await expect.element(wizard.getByText('Please confirm the details to submit')).toBeInTheDocument();
    await wizard.getByText(CONFIRMATION).click();
    await wizard.getByRole('button', { name: 'Submit Withdrawal' }).click();

    await expect.element(wizard.getByRole('heading', { name: STEPS[4] })).toBeInTheDocument();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect.element(wizard.getByText('Please select a reason for leaving').first()).toBeInTheDocument();
    expect(api.calls('POST /funding/withdrawal')).toHaveLength(0);
    await wizard.getByRole('button', { name: /Why are you leaving/ }).click();
    await screen.getByRole('option', { name: 'Other / Prefer Not to Say' }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();

    // 'Success' is a screen of the wizard's own frame (its band's heading), not a second dialog.
    const success = screen.getByRole('dialog', { name: WIZARD });
    await expect.element(success.getByRole('heading', { name: 'Success' })).toBeInTheDocument();
    // Outside the count: 'Step 5 of 6' is the Reason step's number, not repeated here.
    await expect.element(success.getByText(/^Step \d of 6$/)).not.toBeInTheDocument();
    await expect.element(success.getByText('Your withdrawal request is being processed')).toBeInTheDocument();
    // A completion, not two bare lines: the outcome as a heading with its mark, the timing, what
    // was sent where, and what comes next.
    await expect
      .element(success.getByRole('heading', { name: 'Your withdrawal request is being processed' }))
      .toBeInTheDocument();
    await expect.element(success.getByText('Wire withdrawal trading takes 1-2 business days.')).toBeVisible();
    await expect.element(success.getByText('$20,000.00')).toBeVisible();
    await expect.element(success.getByText('••••2345', { exact: true })).toBeVisible();
    await expect.element(success.getByText('Next: delete your account to finish closing it.')).toBeVisible();
    const withdrawals = api.calls('POST /funding/withdrawal').map((call) => call.body as { amount: string });
    expect(withdrawals).toHaveLength(1);
    const [withdrawal = { amount: '' }] = withdrawals;
    expect(withdrawal).toMatchObject({
      is_complete: true,
      reason_for_leaving: 8,
      account_network: '021000021',
      account_number: '12345',
    });
    expect(Number(withdrawal.amount)).toBe(20_000);
    await success.getByRole('button', { name: 'Continue' }).click();

    const remove = screen.getByRole('alertdialog', { name: WIZARD });
    await expect.element(remove.getByRole('heading', { name: 'Delete Your Account?' })).toBeInTheDocument();
    // The withdrawal is sent: no Back to it, but a quiet Cancel beside Delete Account (never the
    // only way out), before it in the reading order.
    await expect.element(remove.getByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const cancel = remove.getByRole('button', { name: 'Cancel' });
    await expect.element(cancel).toBeVisible();
    expect(
      cancel
        .element()
        .compareDocumentPosition(remove.getByRole('button', { name: 'Delete Account' }).element()) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await remove.getByRole('button', { name: 'Delete Account' }).click();
    // The session ends (signed out, as the app then loads /login: the e2e test sees that page load).
    await expect.poll(() => api.session.isSignedIn()).toBe(false);
    expect(api.calls('DELETE /user/authentication')).toHaveLength(1);
    expect(api.calls('POST /user/deactivate').map((call) => call.body)).toEqual([{ is_termination: true }]);
    expect(api.unrouted.map((call) => call.path)).toEqual([]);
  });

  it('a wrong code keeps step 1; a zero balance then jumps to the delete step; Back to step 1, Back again cancels', async () => {
    const { screen, wizard, api } = await openWizard('0');
    await enterCode(wizard, '000000');
    await expect.element(wizard.getByText('Incorrect code provided')).toBeInTheDocument();
    await expect.element(wizard.getByRole('heading', { name: STEPS[0] })).toBeInTheDocument();
    await wizard.getByRole('textbox').first().click();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await enterCode(wizard);

    const remove = screen.getByRole('alertdialog', { name: WIZARD });
    await expect.element(remove.getByRole('heading', { name: 'Delete Your Account?' })).toBeInTheDocument();
    await remove.getByRole('button', { name: 'Back' }).click();
    await expect.element(wizard.getByRole('heading', { name: STEPS[0] })).toBeInTheDocument();
    // 'Back on step 1 cancels' (doc 2 §4); the primary waits for the code, which checks itself.
    await expect.element(wizard.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect.element(wizard).not.toBeInTheDocument();
    expect(api.calls('POST /funding/withdrawal')).toHaveLength(0);
    expect(api.calls('POST /user/deactivate')).toHaveLength(0);
  });

  it('a failed balance read cancels the wizard with the generic toast', async () => {
    const opened = await openInvestorApp('/account', {
      'GET /custody-integrations/balance/{type}/{symbol}': () =>
        apiError(500, { code: 'SERVER_ERROR', message: 'down' }),
      'POST /user/profile/auth-attribute/verification-code': () => ({
        attribute: 'phone_number',
        destination: '+1******0100',
      }),
    });
    api = opened.api;
    const screen = opened.screen;
    await screen.getByRole('button', { name: WIZARD }).click();
    await expect
      .element(screen.getByRole('region', { name: 'Notifications' }))
      .toHaveTextContent(globalMessages.serverError);
    await expect.element(screen.getByRole('dialog', { name: WIZARD })).not.toBeInTheDocument();
  });

  it('the withdrawal refused (500, 418, USER_CORRECTABLE) keeps step 5 and every answer; a failed delete keeps step 6', async () => {
    const { screen, wizard, api } = await openWizard('20000');
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    let fault: Response | null = null;
    api.route({ 'POST /funding/withdrawal': () => fault ?? RECEIPT });
    await enterCode(wizard);
    await wizard.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
    await wizard.getByRole('textbox', { name: 'Account number' }).fill('12345');
    await submitWithReason(screen, wizard);
    const reason = wizard.getByRole('button', { name: /Why are you leaving/ });
    const submit = wizard.getByRole('button', { name: 'Continue' });

    for (const refusal of REFUSED_WRITES) {
      fault = refusal.answer();
      await submit.click();
      await expect.element(notifications).toHaveTextContent(refusal.toast);
      await expect.element(wizard.getByRole('heading', { name: STEPS[4] })).toBeInTheDocument();
      await expect.element(reason).toHaveTextContent('Cost-Related Concerns');
    }

    // Back to the bank details: every answer is still there.
    await wizard.getByRole('button', { name: 'Back' }).click();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect.element(wizard.getByRole('heading', { name: STEPS[1] })).toBeInTheDocument();
    await expect.element(wizard.getByRole('textbox', { name: 'Routing number' })).toHaveValue('021000021');
    await expect.element(wizard.getByRole('textbox', { name: 'Account number' })).toHaveValue('12345');
    expect(api.calls('POST /funding/withdrawal')).toHaveLength(3);
    expect(api.calls('POST /user/deactivate')).toHaveLength(0);

    // Through again; the delete refused keeps step 6 with its toast.
    fault = null;
    await submitWithReason(screen, wizard);
    await wizard.getByRole('button', { name: 'Continue' }).click();
    const success = screen.getByRole('dialog', { name: WIZARD });
    await expect.element(success.getByRole('heading', { name: 'Success' })).toBeInTheDocument();
    await success.getByRole('button', { name: 'Continue' }).click();
    api.route({
      'POST /user/deactivate': () => apiError(500, { code: 'SERVER_ERROR', message: 'down' }),
    });
    const remove = screen.getByRole('alertdialog', { name: WIZARD });
    await remove.getByRole('button', { name: 'Delete Account' }).click();
    await expect.poll(() => api.calls('POST /user/deactivate')).toHaveLength(1);
    await expect.element(remove.getByRole('heading', { name: 'Delete Your Account?' })).toBeInTheDocument();
    expect(api.calls('POST /funding/withdrawal').map((call) => call.body)).toMatchObject([
      {},
      {},
      {},
      { reason_for_leaving: 4 },
    ]);
    expect(api.unrouted.map((call) => call.path)).toEqual([]);
  });
});
