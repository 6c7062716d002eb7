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
import { signedDocumentUrl } from '../../core/signedUrls';
import { endSessionsOf, type SandboxUser, shortenSession } from '../../core/users';
import type { World } from '../../core/world';
import { catalogSlice } from '../../seed/catalog';
import type { Catalog } from '../../seed/catalogTypes';
import { withdrawCrypto, withdrawFiat } from './engine';
import { assetBySymbol } from './invest';
import { marketThrough, priceOn } from './market';
import { dailyBook, flowsByDate } from './returns';
import { depositAddressFor } from './seed';
import { type CustomerState, clockOf, customerOf, nextId, type WalletRecord } from './state';
import {
  fiatWithdrawalBalance,
  holdingValues,
  isOpenWithdrawal,
  pendingCryptoWithdrawals,
  quantityText,
  totalBalance,
  usdText,
} from './valuation';

/** How long the session that closed an account still works, at most (its wizard's last step). */
const CLOSING_SESSION_MS = 15 * 60 * 1000;

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

/** An account's clock and the market it reads: its now, its date (UTC, like the closes). */
interface AccountDay {
  readonly catalog: Catalog;
  readonly now: Date;
  readonly today: string;
}

/** The account's clock and market, for a signed-in user's call. */
function dayOf(world: World, user: SandboxUser): AccountDay {
  const { now, today } = clockOf(world, user);
  return { catalog: marketThrough(world, today), now, today };
}

/**
 * The daily balance from the account's book (its end-of-day holdings at each day's closes); the
 * last entry is today's, valued at today's closes like the total balance.
 */
function balanceHistory(day: AccountDay, state: CustomerState): BalanceHistory {
  const entries = dailyBook(day.catalog, state, day.today).map((entry): [string, string] => [
    entry.date,
    usdText(dec(entry.value.toFixed(2))),
  ]);
  if (entries.at(-1)?.[0] !== day.today)
    entries.push([day.today, usdText(totalBalance(day.catalog, state, day.today))]);
  else (entries.at(-1) as [string, string])[1] = usdText(totalBalance(day.catalog, state, day.today));
  return byPeriod(entries, day.today);
}

/** Net flows per day: deposits in, withdrawals out, in USD at the time. */
function balanceFlows(day: AccountDay, state: CustomerState): BalanceHistory {
  const entries = [...flowsByDate(state).entries()]
    .filter(([date]) => date <= day.today)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([date, amount]): [string, string] => [date, usdText(dec(amount.toFixed(2)))]);
  return byPeriod(entries, day.today);
}

// ── Balances ──────────────────────────────────────────────────────────────────────────────────────

const isWholeAccount = (symbol: string) => ['ALL', 'USD'].includes(symbol.toUpperCase());

function balanceOf(day: AccountDay, state: CustomerState, type: Balance['type'], symbol: string): Balance {
  const { catalog, today } = day;
  const last_pull_time = day.now.toISOString();
  const zero = '0.00';
  if (isWholeAccount(symbol)) {
    if (type === 'crypto-withdrawal') {
      // Every crypto holding in USD; pending crypto withdrawals already left the holdings.
      const value = sum(Object.values(holdingValues(catalog, state, today)));
      const pending = sum(
        state.withdrawals
          .filter((w) => w.kind === 'crypto' && isOpenWithdrawal(w))
          .map((w) => dec(w.amount).times(priceOn(catalog, w.currency, today))),
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
    const fiat = fiatWithdrawalBalance(catalog, state, today);
    return {
      type,
      symbol: symbol.toUpperCase(),
      currency: 'USD',
      balance: usdText(type === 'total' ? totalBalance(catalog, state, today) : fiat.balance),
      fees_owed: usdText(fiat.feesOwed),
      pending_withdrawals: usdText(fiat.pending),
      available_balance: usdText(fiat.available),
      last_pull_time,
    };
  }
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
  const value = usdText(held.times(priceOn(catalog, asset.symbol, today)));
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

function fiatWithdrawal(
  day: AccountDay,
  user: SandboxUser,
  state: CustomerState,
  input: FiatWithdrawalPayload,
): WithdrawalReceipt {
  const tier = tierFromMinTier(user.min_tier);
  const fiat = fiatWithdrawalBalance(day.catalog, state, day.today);
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
  const withdrawal = withdrawFiat(state, day.catalog, {
    amount: full ? fiat.available : dec(amountText),
    full,
    destination: brokerage
      ? `${input.beneficiary?.name ?? 'Brokerage account'} ${lastDigits(input.account_number)}`
      : `Bank account ${lastDigits(input.account_number)}`,
    at: day.now.toISOString(),
  });
  return {
    id: withdrawal.id,
    status: 'pending',
    currency: 'USD',
    amount: withdrawal.amount,
    is_complete: full,
    route: route.kind,
    initiated_date: withdrawal.received,
  };
}

function cryptoWithdrawal(
  day: AccountDay,
  state: CustomerState,
  input: CryptoWithdrawalPayload,
): WithdrawalReceipt {
  const asset = assetBySymbol(day.catalog, input.currency);
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
  const withdrawal = withdrawCrypto(state, day.catalog, {
    symbol: asset.symbol,
    quantity: dec(amountText),
    destination: input.account_number,
    at: day.now.toISOString(),
  });
  return {
    id: withdrawal.id,
    status: 'pending',
    currency: asset.symbol,
    amount: withdrawal.amount,
    is_complete: false,
    route: 'PROCEED',
    initiated_date: withdrawal.received,
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

  implement(api, calls.deactivateAccount, ({ user, world, token }) => {
    const state = customerOf(world, user);
    user.status = 'INACTIVE';
    state.rebalances = state.rebalances.filter((rebalance) => rebalance.status !== 'queued');
    // Closing the account ends every other session of it at once, and its sign-ins from now on
    // answer USER_DISABLED (api/user/auth). The wizard's own session lives 15 minutes more at
    // most, for its last step, which signs out (doc 2 §5: the session is shut down after step 6).
    user.deactivated_at = world.realNow().toISOString();
    endSessionsOf(world, user.id, token);
    if (token) shortenSession(world, token, CLOSING_SESSION_MS);
    return { status: 'INACTIVE' as const };
  });

  implement(api, calls.getBalanceFlows, ({ user, world }) => {
    const state = customerOf(world, user);
    return { flows_data: balanceFlows(dayOf(world, user), state) };
  });
  implement(api, calls.getBalanceHistory, ({ user, world }) => {
    const state = customerOf(world, user);
    return balanceHistory(dayOf(world, user), state);
  });
  implement(api, calls.getBalance, ({ input, user, world }) => {
    const state = customerOf(world, user);
    return balanceOf(dayOf(world, user), state, input.type, input.symbol);
  });

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
    // A short-lived URL bound to the user (issue 28): never a guessable, lasting one.
    return { url: signedDocumentUrl(world, user.id, document.id) };
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
    const day = dayOf(world, user);
    return input.currency === 'USD'
      ? fiatWithdrawal(day, user, state, input as FiatWithdrawalPayload)
      : cryptoWithdrawal(day, state, input as CryptoWithdrawalPayload);
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
      created_at: clockOf(world, user).now.toISOString(),
    };
    state.sending_addresses.push(record);
    return { ...record, deposit_address: readyWallet(state, user, input.network_id).address };
  });
}
