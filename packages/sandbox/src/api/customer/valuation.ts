import { availableBalance, type Decimal, dec, sum } from '@cairn/domain';
import type { World } from '../../core/world';
import { catalogSlice, latestPrice } from '../../seed/catalog';
import type { CustomerState, WithdrawalRecord } from './state';

/**
 * What an account is worth now, in exact decimals: holdings at the latest closes plus cash, and
 * the withdrawal balances built with the domain's `availableBalance`.
 */

/** big.js rounding mode 0: towards zero. */
const ROUND_DOWN = 0;

/** Withdrawal statuses whose money has not left the custodian yet. */
const OPEN_STATUSES: readonly WithdrawalRecord['status'][] = ['pending', 'queued', 'pending_transfer'];

/** Whether a withdrawal is still under way. */
export const isOpenWithdrawal = (withdrawal: WithdrawalRecord) => OPEN_STATUSES.includes(withdrawal.status);

/** The USD value of each holding (symbol → value), at the latest closes. */
export function holdingValues(world: World, state: CustomerState): Record<string, Decimal> {
  const catalog = catalogSlice(world);
  return Object.fromEntries(
    Object.entries(state.holdings).map(([symbol, held]) => [
      symbol,
      dec(held).times(latestPrice(catalog, symbol)),
    ]),
  );
}

/** The total balance in USD: holdings plus cash. */
export function totalBalance(world: World, state: CustomerState): Decimal {
  return sum(Object.values(holdingValues(world, state))).plus(state.cash_usd);
}

/** USD of fiat withdrawals still pending (sold, not yet wired). */
export function pendingFiatWithdrawals(state: CustomerState): Decimal {
  return sum(state.withdrawals.filter((w) => w.kind === 'fiat' && isOpenWithdrawal(w)).map((w) => w.amount));
}

/** Quantity of crypto withdrawals of a symbol still pending. */
export function pendingCryptoWithdrawals(state: CustomerState, symbol: string): Decimal {
  return sum(
    state.withdrawals
      .filter((w) => w.kind === 'crypto' && w.currency === symbol && isOpenWithdrawal(w))
      .map((w) => w.amount),
  );
}

/**
 * The fiat-withdrawal balance: the custodian still holds the money of pending withdrawals, so it
 * counts in the balance, and the domain's `availableBalance` takes it and the fees owed out again.
 */
export function fiatWithdrawalBalance(world: World, state: CustomerState) {
  const pending = pendingFiatWithdrawals(state);
  const balance = totalBalance(world, state).plus(pending);
  return {
    balance,
    feesOwed: dec(state.fees_owed),
    pending,
    // Whole cents, rounded down: what the app shows is exactly what may be withdrawn.
    available: availableBalance({ balance, feesOwed: state.fees_owed, pendingWithdrawals: pending }).round(
      2,
      ROUND_DOWN,
    ),
  };
}

/** USD with two decimals, as the API sends money. */
export const usdText = (value: Decimal) => value.round(2).toFixed(2);

/** A quantity as the API sends it: up to 8 decimals, no trailing zeros. */
export const quantityText = (value: Decimal) => dec(value.round(8).toFixed(8)).toString();
