import {
  BALANCE_PERIODS,
  type Balance,
  type BalanceHistory,
  type CryptoWithdrawalPayload,
  customerCallSpecs as calls,
  type FiatWithdrawalPayload,
  type WithdrawalReceipt,
} from '@cairn/api-client';
import {
  addDays,
  brokerageWithdrawalSchema,
  type Decimal,
  dec,
  destinationWalletSchema,
  fiatWithdrawalMinimum,
  formatIsoDate,
  formatUsd,
  formatWholeUsd,
  minimumTierBalance,
  parseIsoDate,
  routeFiatWithdrawal,
  sendingWalletSchema,
  sum,
  tierFromMinTier,
  usdBankWithdrawalSchema,
  validateCryptoWithdrawalAmount,
  withdrawalMessages,
} from '@cairn/domain';
import type { z } from 'zod';
import { type ApiApp, implement, notFound, SandboxError, userCorrectable } from '../../core/contract';
import type { SandboxUser } from '../../core/users';
import type { World } from '../../core/world';
import { catalogSlice, latestPrice } from '../../seed/catalog';
import { assetBySymbol } from './invest';
import { depositAddressFor } from './seed';
import { type CustomerState, customerOf, nextId, type WalletRecord } from './state';
import {
  fiatWithdrawalBalance,
  holdingValues,
  isOpenWithdrawal,
  pendingCryptoWithdrawals,
  quantityText,
  totalBalance,
  usdText,
} from './valuation';

/** The custodian's bank for USD wires (sandbox values; 110000000 is a well-known test routing number). */
export const WIRE_BANK = {
  bank: 'Sandbox Trust Company, N.A.',
  bank_address: '100 Harbor Street, Boston, MA 02110',
  bank_routing_number: '110000000',
} as const;

/** The message of a withdrawal that would leave less than the minimum tier balance (project wording). */
export const balanceLeftBelowMinimumMessage = (minimum: string) =>
  `This withdrawal would leave less than ${minimum} in your account. Make a full withdrawal instead.`;

const badRequest = (message: string) => new SandboxError(400, 'BAD_REQUEST', message);

/** The first message of a failed domain form schema. */
function firstIssue(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? 'The request is not valid');
}

// ── Balance history and flows ─────────────────────────────────────────────────────────────────────

/** The first date of a balance period ending today. */
function periodFrom(period: (typeof BALANCE_PERIODS)[number], today: string): string {
  const date = parseIsoDate(today);
  if (!date) return today;
  switch (period) {
    case 'week':
      return formatIsoDate(addDays(date, -6));
    case 'month':
      return formatIsoDate(addDays(date, -30));
    case 'year':
      return formatIsoDate(addDays(date, -364));
    case 'ytd':
      return `${date.year}-01-01`;
    case 'full':
      return '0000-01-01';
  }
}

/** Splits dated values into the five periods of the balance chart. */
function byPeriod(entries: readonly [string, string][], today: string): BalanceHistory {
  const out = {} as BalanceHistory;
  for (const period of BALANCE_PERIODS) {
    const from = periodFrom(period, today);
    out[period] = Object.fromEntries(entries.filter(([date]) => date >= from));
  }
  return out;
}

/** Today's date in the sandbox (UTC, like the catalog's closes). */
export const todayOf = (world: World) => world.now().toISOString().slice(0, 10);

/** The daily balance: the seeded closes before today, then today's live value. */
function balanceHistory(world: World, state: CustomerState): BalanceHistory {
  const today = todayOf(world);
  const entries: [string, string][] = state.history
    .filter((entry) => entry.date < today)
    .map((entry) => [entry.date, entry.value]);
  entries.push([today, usdText(totalBalance(world, state))]);
  return byPeriod(entries, today);
}

/** Net flows per day: deposits in, withdrawals out, in USD at the time. */
function balanceFlows(world: World, state: CustomerState): BalanceHistory {
  const net = new Map<string, Decimal>();
  const add = (timestamp: string, amount: Decimal) => {
    const date = timestamp.slice(0, 10);
    net.set(date, (net.get(date) ?? dec(0)).plus(amount));
  };
  for (const deposit of state.deposits) add(deposit.received, dec(deposit.usd_value));
  for (const withdrawal of state.withdrawals) add(withdrawal.received, dec(withdrawal.usd_value).neg());
  const entries = [...net.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([date, amount]): [string, string] => [date, usdText(amount)]);
  return byPeriod(entries, todayOf(world));
}

// ── Balances ──────────────────────────────────────────────────────────────────────────────────────

const isWholeAccount = (symbol: string) => ['ALL', 'USD'].includes(symbol.toUpperCase());

function balanceOf(world: World, state: CustomerState, type: Balance['type'], symbol: string): Balance {
  const last_pull_time = world.now().toISOString();
  const zero = '0.00';
  if (isWholeAccount(symbol)) {
    if (type === 'crypto-withdrawal') {
      // Every crypto holding in USD; pending crypto withdrawals already left the holdings.
      const value = sum(Object.values(holdingValues(world, state)));
      const catalog = catalogSlice(world);
      const pending = sum(
        state.withdrawals
          .filter((w) => w.kind === 'crypto' && isOpenWithdrawal(w))
          .map((w) => dec(w.amount).times(latestPrice(catalog, w.currency))),
      );
      return {
        type,
        symbol: 'ALL',
        currency: 'USD',
        balance: usdText(value.plus(pending)),
        fees_owed: zero,
        pending_withdrawals: usdText(pending),
        available_balance: usdText(value),
        last_pull_time,
      };
    }
    const fiat = fiatWithdrawalBalance(world, state);
    return {
      type,
      symbol: symbol.toUpperCase(),
      currency: 'USD',
      balance: usdText(type === 'total' ? totalBalance(world, state) : fiat.balance),
      fees_owed: usdText(fiat.feesOwed),
      pending_withdrawals: usdText(fiat.pending),
      available_balance: usdText(fiat.available),
      last_pull_time,
    };
  }
  const catalog = catalogSlice(world);
  const asset = assetBySymbol(catalog, symbol);
  if (!asset) throw notFound(`No asset with symbol ${symbol}`);
  const held = dec(state.holdings[asset.symbol] ?? '0');
  if (type === 'crypto-withdrawal') {
    const pending = pendingCryptoWithdrawals(state, asset.symbol);
    return {
      type,
      symbol: asset.symbol,
      currency: asset.symbol,
      balance: quantityText(held.plus(pending)),
      fees_owed: '0',
      pending_withdrawals: quantityText(pending),
      available_balance: quantityText(held),
      last_pull_time,
    };
  }
  const value = usdText(held.times(latestPrice(catalog, asset.symbol)));
  return {
    type,
    symbol: asset.symbol,
    currency: 'USD',
    balance: value,
    fees_owed: zero,
    pending_withdrawals: zero,
    available_balance: value,
    last_pull_time,
  };
}

// ── Withdrawals ───────────────────────────────────────────────────────────────────────────────────

const lastDigits = (text: string) => `••••${text.slice(-4)}`;

/** Sells a share of every holding at the latest close (the withdrawal's trades) and of the cash. */
function sellShare(world: World, state: CustomerState, share: Decimal): void {
  const catalog = catalogSlice(world);
  const now = world.now().toISOString();
  for (const [symbol, held] of Object.entries(state.holdings)) {
    const sold = dec(held).times(share).round(8, 0);
    const price = latestPrice(catalog, symbol);
    if (sold.gt(0) && price > 0) {
      const value = sold.times(price);
      state.trades.push({
        id: nextId(state, 'trd'),
        date: now,
        currency: symbol,
        side: 'SELL',
        quantity: quantityText(sold),
        price: String(price),
        value: usdText(value),
        fee: usdText(value.times('0.001')),
        fee_currency: 'USD',
      });
    }
    const left = dec(held).minus(sold);
    if (left.gt(0)) state.holdings[symbol] = quantityText(left);
    else delete state.holdings[symbol];
  }
  state.cash_usd = usdText(dec(state.cash_usd).times(dec(1).minus(share)));
}

function fiatWithdrawal(
  world: World,
  user: SandboxUser,
  state: CustomerState,
  input: FiatWithdrawalPayload,
): WithdrawalReceipt {
  const tier = tierFromMinTier(user.min_tier);
  const fiat = fiatWithdrawalBalance(world, state);
  const amountText = typeof input.amount === 'number' ? dec(input.amount).toString() : input.amount;
  const brokerage = input.individual_account_number !== undefined || input.beneficiary !== undefined;
  const isAccountClosure = input.is_complete;
  const formIssue = brokerage
    ? firstIssue(
        brokerageWithdrawalSchema({ tier, availableBalance: fiat.available }).safeParse({
          amount: amountText,
          accountNumber: input.account_number,
          routingNumber: input.account_network,
          individualAccountNumber: input.individual_account_number ?? '',
          bankName: input.beneficiary?.bank_name ?? '',
          brokerageName: input.beneficiary?.name ?? '',
          address: input.beneficiary?.address.address ?? '',
          city: input.beneficiary?.address.city ?? '',
          state: input.beneficiary?.address.state ?? '',
          zipCode: input.beneficiary?.address.zipcode ?? '',
          country: input.beneficiary?.address.country ?? '',
        }),
      )
    : firstIssue(
        usdBankWithdrawalSchema({ tier, availableBalance: fiat.available, isAccountClosure }).safeParse({
          amount: amountText,
          routingNumber: input.account_network,
          accountNumber: input.account_number,
        }),
      );
  if (formIssue !== null) throw userCorrectable(formIssue);
  const route = routeFiatWithdrawal({
    amount: amountText,
    availableBalance: fiat.available,
    tier,
    isAccountClosure,
  });
  if (route.kind === 'UNDER_MINIMUM') {
    throw userCorrectable(
      route.reason === 'MINIMUM_ABOVE_AVAILABLE_BALANCE'
        ? withdrawalMessages.fiatMinimum(formatUsd(fiatWithdrawalMinimum(tier)))
        : balanceLeftBelowMinimumMessage(formatWholeUsd(minimumTierBalance(tier))),
    );
  }
  // 75% or more of the available balance is a full withdrawal (doc 2 §4), as is the closure flow's.
  const full = isAccountClosure || route.kind !== 'PROCEED';
  const amount = full ? fiat.available : dec(amountText);
  const total = totalBalance(world, state);
  if (full) {
    sellShare(world, state, dec(1));
    if (fiat.feesOwed.gt(0)) {
      state.ledger.push({
        id: nextId(state, 'fee'),
        category: 'totalAdvisoryFee',
        amount: usdText(fiat.feesOwed),
        currency: 'USD',
        date: world.now().toISOString(),
      });
    }
    state.fees_owed = '0.00';
  } else if (total.gt(0)) {
    sellShare(world, state, amount.div(total));
  }
  const received = world.now().toISOString();
  const id = nextId(state, 'wd');
  state.withdrawals.push({
    id,
    kind: 'fiat',
    currency: 'USD',
    amount: usdText(amount),
    usd_value: usdText(amount),
    destination: brokerage
      ? `${input.beneficiary?.name ?? 'Brokerage account'} ${lastDigits(input.account_number)}`
      : `Bank account ${lastDigits(input.account_number)}`,
    received,
    trading_completed: null,
    transfer_completed: null,
    status: 'pending',
    is_complete: full,
  });
  return {
    id,
    status: 'pending',
    currency: 'USD',
    amount: usdText(amount),
    is_complete: full,
    route: route.kind,
    initiated_date: received,
  };
}

function cryptoWithdrawal(
  world: World,
  state: CustomerState,
  input: CryptoWithdrawalPayload,
): WithdrawalReceipt {
  const catalog = catalogSlice(world);
  const asset = assetBySymbol(catalog, input.currency);
  if (!asset) throw badRequest(`currency: no asset with symbol ${input.currency}`);
  if (input.account_network !== asset.network_id) {
    throw userCorrectable(`${asset.symbol} is withdrawn on the ${asset.network_id} network`);
  }
  const walletIssue = firstIssue(
    destinationWalletSchema.safeParse({
      address: input.account_number,
      isSelfHosted: input.wallet_self_hosted,
      ownerConfirmed: input.owner_confirmed,
    }),
  );
  if (walletIssue !== null) throw userCorrectable(walletIssue);
  const amountText = typeof input.amount === 'number' ? dec(input.amount).toString() : input.amount;
  const held = dec(state.holdings[asset.symbol] ?? '0');
  const amountIssue = validateCryptoWithdrawalAmount(amountText, {
    minimum: asset.withdrawal_minimum,
    balance: held,
  });
  if (amountIssue !== null) throw userCorrectable(amountIssue);
  const amount = dec(amountText);
  const left = held.minus(amount);
  if (left.gt(0)) state.holdings[asset.symbol] = quantityText(left);
  else delete state.holdings[asset.symbol];
  const received = world.now().toISOString();
  const id = nextId(state, 'wd');
  state.withdrawals.push({
    id,
    kind: 'crypto',
    currency: asset.symbol,
    amount: quantityText(amount),
    usd_value: usdText(amount.times(latestPrice(catalog, asset.symbol))),
    destination: input.account_number,
    received,
    trading_completed: null,
    transfer_completed: null,
    status: 'pending',
    is_complete: false,
  });
  return {
    id,
    status: 'pending',
    currency: asset.symbol,
    amount: quantityText(amount),
    is_complete: false,
    route: 'PROCEED',
    initiated_date: received,
  };
}

/** The network ids deposits can use: those of the catalog's assets. */
const networkIds = (world: World) => new Set(catalogSlice(world).assets.map((asset) => asset.network_id));

/** The user's wallet of a network, made ready (for flows that need the address at once). */
function readyWallet(state: CustomerState, user: SandboxUser, networkId: string): WalletRecord {
  const wallet = state.wallets[networkId] ?? {
    network_id: networkId,
    address: depositAddressFor(user.id, networkId),
    ready: true,
  };
  wallet.ready = true;
  state.wallets[networkId] = wallet;
  return wallet;
}

/** Serves balances, wallets, withdrawals, wire details, documents and deactivation. */
export function registerFundingCalls(api: ApiApp): void {
  // Getting a deposit address changes nothing a demo visitor could break, so demo accounts may.
  implement(
    api,
    calls.createDepositWallet,
    ({ input, user, world }) => {
      if (!networkIds(world).has(input.networkId)) throw notFound(`No network ${input.networkId}`);
      const state = customerOf(world, user);
      const wallet = state.wallets[input.networkId];
      if (!wallet) {
        // The custodian makes the wallet now; the app shows 'Preparing Crypto Deposit' until it is ready.
        state.wallets[input.networkId] = {
          network_id: input.networkId,
          address: depositAddressFor(user.id, input.networkId),
          ready: false,
        };
        return { network_id: input.networkId, deposit_address: null, status: 'PREPARING' as const };
      }
      wallet.ready = true;
      return { network_id: wallet.network_id, deposit_address: wallet.address, status: 'READY' as const };
    },
    { demoAllowed: true },
  );

  implement(api, calls.deactivateAccount, ({ user, world }) => {
    const state = customerOf(world, user);
    user.status = 'INACTIVE';
    state.rebalances = state.rebalances.filter((rebalance) => rebalance.status !== 'queued');
    return { status: 'INACTIVE' as const };
  });

  implement(api, calls.getBalanceFlows, ({ user, world }) => ({
    flows_data: balanceFlows(world, customerOf(world, user)),
  }));
  implement(api, calls.getBalanceHistory, ({ user, world }) =>
    balanceHistory(world, customerOf(world, user)),
  );
  implement(api, calls.getBalance, ({ input, user, world }) =>
    balanceOf(world, customerOf(world, user), input.type, input.symbol),
  );

  implement(api, calls.getWireDepositDetails, ({ user, world }) => {
    const state = customerOf(world, user);
    return {
      wire_deposit_details: {
        ...WIRE_BANK,
        bank_account_number: state.wire.bank_account_number,
        account_name: `Cairn Advisory FBO ${user.institution?.entity_name ?? `${user.first_name} ${user.last_name}`}`,
        memo: state.wire.memo,
      },
    };
  });

  implement(api, calls.getCustodyDocuments, ({ user, world }) => {
    const documents = [...customerOf(world, user).documents];
    // The Advisory Agreement first (doc 2 §9), then newest first.
    documents.sort(
      (a, b) =>
        Number(b.title === 'Advisory Agreement') - Number(a.title === 'Advisory Agreement') ||
        b.date.localeCompare(a.date) ||
        a.title.localeCompare(b.title),
    );
    return documents.map((document) => ({ ...document, url: null }));
  });

  implement(api, calls.getCustodyDocumentUrl, ({ input, user, world }) => {
    const document = customerOf(world, user).documents.find((candidate) => candidate.id === input.id);
    if (!document) throw notFound(`No document ${input.id}`);
    return { url: `/__sandbox/documents/${encodeURIComponent(user.id)}/${encodeURIComponent(document.id)}` };
  });

  implement(api, calls.getWithdrawalMinimum, ({ input, user, world }) => {
    if (input.currency.toUpperCase() === 'USD') {
      return {
        currency: 'USD',
        withdrawal_min: fiatWithdrawalMinimum(tierFromMinTier(user.min_tier)).toFixed(2),
      };
    }
    const asset = assetBySymbol(catalogSlice(world), input.currency);
    if (!asset) throw notFound(`No asset with symbol ${input.currency}`);
    return { currency: asset.symbol, withdrawal_min: asset.withdrawal_minimum };
  });

  implement(api, calls.createWithdrawal, ({ input, user, world }) => {
    const state = customerOf(world, user);
    return input.currency === 'USD'
      ? fiatWithdrawal(world, user, state, input as FiatWithdrawalPayload)
      : cryptoWithdrawal(world, state, input as CryptoWithdrawalPayload);
  });

  implement(api, calls.createSendingAddress, ({ input, user, world }) => {
    const asset = assetBySymbol(catalogSlice(world), input.currency);
    if (!asset) throw badRequest(`currency: no asset with symbol ${input.currency}`);
    if (asset.network_id !== input.network_id) {
      throw userCorrectable(`${asset.symbol} is deposited on the ${asset.network_id} network`);
    }
    const issue = firstIssue(
      sendingWalletSchema.safeParse({
        address: input.address,
        isSelfHosted: input.is_self_hosted,
        ownerConfirmed: input.owner_confirmed,
      }),
    );
    if (issue !== null) throw userCorrectable(issue);
    const state = customerOf(world, user);
    const record = {
      id: nextId(state, 'snd'),
      address: input.address.trim(),
      network_id: input.network_id,
      currency: asset.symbol,
      is_self_hosted: input.is_self_hosted,
      created_at: world.now().toISOString(),
    };
    state.sending_addresses.push(record);
    return { ...record, deposit_address: readyWallet(state, user, input.network_id).address };
  });
}
