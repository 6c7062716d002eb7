import { dec, formatUsd, routeFiatWithdrawal, tierFromMinTier, withdrawalMessages } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { balanceLeftBelowMinimumMessage } from '../../src/api/customer/funding';
import { userByEmail } from '../../src/core/users';
import { apiError, calls, harness, userCalls } from './harness';

/** A USD bank withdrawal body. */
const bankWithdrawal = (amount: string, overrides: Record<string, unknown> = {}) => ({
  currency: 'USD' as const,
  amount,
  account_network: '011000015',
  account_number: '000123456789',
  is_complete: false,
  submission_confirmed: true as const,
  ...overrides,
});

describe('fiat withdrawals are routed by the domain', () => {
  it('PROCEED: the balance drops and a pending withdrawal joins the activity log', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const before = await investor.call(calls.getBalance, { type: 'fiat-withdrawal', symbol: 'ALL' });
    const totalBefore = await investor.call(calls.getBalance, { type: 'total', symbol: 'ALL' });
    const receipt = await investor.call(calls.createWithdrawal, bankWithdrawal('5000'));
    const expected = routeFiatWithdrawal({
      amount: '5000',
      availableBalance: before.available_balance,
      tier: 'DEFAULT',
    });
    expect(receipt).toMatchObject({
      route: expected.kind,
      status: 'pending',
      amount: '5000.00',
      is_complete: false,
    });
    expect(expected.kind).toBe('PROCEED');
    const after = await investor.call(calls.getBalance, { type: 'fiat-withdrawal', symbol: 'ALL' });
    expect(dec(after.pending_withdrawals).minus(before.pending_withdrawals).toFixed(2)).toBe('5000.00');
    expect(dec(before.available_balance).minus(after.available_balance).toFixed(2)).toBe('5000.00');
    const totalAfter = await investor.call(calls.getBalance, { type: 'total', symbol: 'ALL' });
    expect(dec(totalBefore.balance).minus(totalAfter.balance).minus(5000).abs().lte('0.05')).toBe(true);
    const [latest] = await investor.call(calls.getActivity, {});
    expect(latest).toMatchObject({
      id: receipt.id,
      category: 'withdrawal',
      status: 'pending',
      amount: '5000.00',
    });
    const details = await investor.call(calls.getActivityDetails, {
      category: 'pendingWithdrawal',
      id: receipt.id,
    });
    expect(details).toMatchObject({
      category: 'pendingWithdrawal',
      destination: 'Bank account ••••6789',
      transferCompleted: null,
    });
    const flows = await investor.call(calls.getBalanceFlows, {});
    expect(flows.flows_data.week['2026-11-21']).toBe('-5000.00');
  });

  it('GREATER_THAN_75: 75% or more of the available balance becomes a full withdrawal', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const { available_balance } = await investor.call(calls.getBalance, {
      type: 'fiat-withdrawal',
      symbol: 'ALL',
    });
    const amount = dec(available_balance).times('0.75').round(2, 3).toFixed(2);
    expect(routeFiatWithdrawal({ amount, availableBalance: available_balance, tier: 'DEFAULT' }).kind).toBe(
      'GREATER_THAN_75',
    );
    const receipt = await investor.call(calls.createWithdrawal, bankWithdrawal(amount));
    expect(receipt).toMatchObject({ route: 'GREATER_THAN_75', is_complete: true, amount: available_balance });
    expect((await investor.call(calls.getBalance, { type: 'total', symbol: 'ALL' })).balance).toBe('0.00');
    expect(
      (await investor.call(calls.getBalance, { type: 'fiat-withdrawal', symbol: 'ALL' })).available_balance,
    ).toBe('0.00');
  });

  it('GREATER_THAN_75_ACCOUNT_CLOSURE: the closure flow withdraws everything, then the account is deactivated', async () => {
    const h = harness();
    const institution = await h.signedIn('institution@cairn.example');
    const { available_balance } = await institution.call(calls.getBalance, {
      type: 'fiat-withdrawal',
      symbol: 'ALL',
    });
    const receipt = await institution.call(
      calls.createWithdrawal,
      bankWithdrawal(available_balance, {
        is_complete: true,
        account_number: '12345',
        reason_for_leaving: 7,
      }),
    );
    expect(receipt).toMatchObject({
      route: 'GREATER_THAN_75_ACCOUNT_CLOSURE',
      is_complete: true,
      amount: available_balance,
    });
    expect(await institution.call(calls.deactivateAccount, { is_termination: true })).toEqual({
      status: 'INACTIVE',
    });
    expect(userByEmail(h.world, 'institution@cairn.example')?.status).toBe('INACTIVE');
    expect(await institution.call(userCalls.getUserStatus, {})).toMatchObject({ status: 'INACTIVE' });
  });

  it('UNDER_MINIMUM: a withdrawal leaving less than the minimum tier balance is refused with its message', async () => {
    const h = harness();
    const user = h.newUser();
    const client = await h.signedIn(user.email);
    await h.deposit(user.email, { amount_usd: 3000 });
    await client.call(calls.getBalance, { type: 'fiat-withdrawal', symbol: 'ALL' });
    const route = routeFiatWithdrawal({
      amount: '1600',
      availableBalance: '3000',
      tier: tierFromMinTier(user.min_tier),
    });
    expect(route).toEqual({ kind: 'UNDER_MINIMUM', reason: 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE' });
    const snapshot = h.snapshot();
    const error = await apiError(client.call(calls.createWithdrawal, bankWithdrawal('1600')));
    expect(error.body).toEqual({
      code: 'USER_CORRECTABLE',
      message: balanceLeftBelowMinimumMessage('$2,000'),
    });
    expect(h.snapshot()).toBe(snapshot);
  });

  it.each([
    ['below the tier minimum', bankWithdrawal('1000'), withdrawalMessages.fiatMinimum(formatUsd(1500))],
    [
      'a routing number of 8 digits',
      bankWithdrawal('2000', { account_network: '12345678' }),
      withdrawalMessages.routingNumberDigits,
    ],
    [
      'an account number of 7 digits',
      bankWithdrawal('2000', { account_number: '1234567' }),
      withdrawalMessages.accountNumberDigits,
    ],
  ])('refuses an amount or account %s with the domain message', async (_, body, message) => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    await investor.call(calls.getBalance, { type: 'fiat-withdrawal', symbol: 'ALL' });
    const snapshot = h.snapshot();
    const error = await apiError(investor.call(calls.createWithdrawal, body));
    expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message });
    expect(h.snapshot()).toBe(snapshot);
  });

  it('validates a brokerage withdrawal with the brokerage form rules', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const beneficiary = {
      bank_name: 'Harbor Bank',
      name: 'Harbor Brokerage',
      address: { address: '1 Main St', city: 'Boston', state: 'MA', zipcode: '0211', country: 'US' },
    };
    const bad = await apiError(
      investor.call(
        calls.createWithdrawal,
        bankWithdrawal('2000', { individual_account_number: 'A-1', beneficiary }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.body?.code).toBe('USER_CORRECTABLE');
    const receipt = await investor.call(
      calls.createWithdrawal,
      bankWithdrawal('2000', {
        individual_account_number: 'A-1',
        beneficiary: { ...beneficiary, address: { ...beneficiary.address, zipcode: '02110' } },
      }),
    );
    expect(receipt.route).toBe('PROCEED');
    const details = await investor.call(calls.getActivityDetails, { category: 'withdrawal', id: receipt.id });
    expect(details).toMatchObject({ destination: 'Harbor Brokerage ••••6789' });
  });
});

describe('crypto withdrawals, deposit wallets and sending addresses', () => {
  it('withdraws crypto within the asset minimum and balance', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const before = await investor.call(calls.getBalance, { type: 'crypto-withdrawal', symbol: 'BTC' });
    const { withdrawal_min } = await investor.call(calls.getWithdrawalMinimum, { currency: 'BTC' });
    const body = {
      currency: 'BTC',
      amount: '0.0001',
      account_number: 'bc1qexampledestination0000000000000000000',
      account_network: 'bitcoin',
      owner_confirmed: true,
      wallet_self_hosted: true,
      deposit_notice_acknowledged: true as const,
      submission_confirmed: true as const,
    };
    const small = await apiError(investor.call(calls.createWithdrawal, body));
    expect(small.body?.message).toBe(withdrawalMessages.amountAtLeast(withdrawal_min));
    const tooMuch = await apiError(investor.call(calls.createWithdrawal, { ...body, amount: '1000' }));
    expect(tooMuch.body?.message).toMatch(/^Amount cannot be greater than /);
    const notOwner = await apiError(
      investor.call(calls.createWithdrawal, { ...body, amount: '0.01', owner_confirmed: false }),
    );
    expect(notOwner.body?.message).toBe(withdrawalMessages.ownerConfirmedRequired);
    const receipt = await investor.call(calls.createWithdrawal, { ...body, amount: '0.01' });
    expect(receipt).toMatchObject({ currency: 'BTC', amount: '0.01', route: 'PROCEED', status: 'pending' });
    const after = await investor.call(calls.getBalance, { type: 'crypto-withdrawal', symbol: 'BTC' });
    expect(dec(before.available_balance).minus(after.available_balance).toString()).toBe('0.01');
    expect(after.pending_withdrawals).toBe('0.01');
  });

  it('makes a deposit wallet: PREPARING on the first request, READY after; unknown networks 404', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    expect(await investor.call(calls.createDepositWallet, { networkId: 'cardano' })).toEqual({
      network_id: 'cardano',
      deposit_address: null,
      status: 'PREPARING',
    });
    const ready = await investor.call(calls.createDepositWallet, { networkId: 'cardano' });
    expect(ready.status).toBe('READY');
    expect(ready.deposit_address).toMatch(/^car/);
    expect(
      (await investor.call(calls.createDepositWallet, { networkId: 'ethereum' })).deposit_address,
    ).toMatch(/^0x[0-9a-f]{40}$/);
    await expect(investor.call(calls.createDepositWallet, { networkId: 'nowhere' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('registers a sending address and answers the receiving address', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const body = {
      address: '0xabc0000000000000000000000000000000000001',
      network_id: 'ethereum',
      currency: 'ETH',
      is_self_hosted: true,
      owner_confirmed: true,
      deposit_notice_acknowledged: true as const,
      submission_confirmed: true as const,
    };
    const sending = await investor.call(calls.createSendingAddress, body);
    const wallet = await investor.call(calls.createDepositWallet, { networkId: 'ethereum' });
    expect(sending).toMatchObject({
      address: body.address,
      currency: 'ETH',
      deposit_address: wallet.deposit_address,
    });
    const blank = await apiError(investor.call(calls.createSendingAddress, { ...body, address: '  ' }));
    expect(blank.body).toEqual({
      code: 'USER_CORRECTABLE',
      message: withdrawalMessages.sendingWalletAddressRequired,
    });
    const wrongNetwork = await apiError(
      investor.call(calls.createSendingAddress, { ...body, network_id: 'solana' }),
    );
    expect(wrongNetwork.body?.code).toBe('USER_CORRECTABLE');
  });

  it('funds a new account through the sandbox deposit route', async () => {
    const h = harness();
    const user = h.newUser();
    const client = await h.signedIn(user.email);
    expect((await client.call(calls.getBalance, { type: 'total', symbol: 'ALL' })).balance).toBe('0.00');
    expect((await h.deposit(user.email, { amount_usd: '25000' })).status).toBe(200);
    expect((await h.deposit(user.email, { symbol: 'ETH', quantity: 2 })).status).toBe(200);
    expect((await client.call(calls.getBalance, { type: 'total', symbol: 'ALL' })).balance).toBe('32000.00');
    const activity = await client.call(calls.getActivity, {});
    expect(activity.map((entry) => [entry.category, entry.currency, entry.amount])).toEqual(
      expect.arrayContaining([
        ['deposit', 'USD', '25000.00'],
        ['deposit', 'ETH', '2'],
      ]),
    );
    const snapshot = h.snapshot();
    expect((await h.deposit(user.email, { amount_usd: -5 })).status).toBe(400);
    expect((await h.deposit(user.email, { symbol: 'ETH' })).status).toBe(400);
    expect((await h.deposit('nobody@test.example', { amount_usd: 5 })).status).toBe(404);
    expect(h.snapshot()).toBe(snapshot);
  });
});

describe('demo accounts', () => {
  it('answer 418 to customer changes but may get a deposit address', async () => {
    const h = harness();
    const demo = await h.signedIn('demo@cairn.example');
    await h.signedIn('investor@cairn.example');
    const snapshot = h.snapshot();
    await expect(demo.call(calls.createWithdrawal, bankWithdrawal('2000'))).rejects.toMatchObject({
      status: 418,
    });
    await expect(
      demo.call(calls.savePortfolio, {
        models: [{ id: 'model-momentum', weight: 100 }],
        excluded_assets: [],
      }),
    ).rejects.toMatchObject({ status: 418 });
    await expect(demo.call(calls.deactivateAccount, { is_termination: true })).rejects.toMatchObject({
      status: 418,
    });
    expect(h.snapshot()).toBe(snapshot);
    expect((await demo.call(calls.createDepositWallet, { networkId: 'bitcoin' })).status).toBe('READY');
  });
});
