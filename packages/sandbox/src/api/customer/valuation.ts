import { availableBalance, type Decimal, dec, sum } from '@cairn/domain';
import type { Catalog } from '../../seed/catalogTypes';
import { priceOn } from './market';
import type { CustomerState, WithdrawalRecord } from './state';

export { quantityText, usdText } from './engine';

/**
 * What an account is worth on a date, in exact decimals: holdings at that day's closes plus cash,
 * and the withdrawal balances built with the domain's `availableBalance`.
 */

/** big.js rounding mode 0: towards zero. */
const ROUND_DOWN = 0;

/** Withdrawal statuses whose money has not left the custodian yet. */
const OPEN_STATUSES: readonly WithdrawalRecord['status'][] = ['pending', 'queued', 'pending_transfer'];

/** Whether a withdrawal is still under way. */
export const isOpenWithdrawal = (withdrawal: WithdrawalRecord) => OPEN_STATUSES.includes(withdrawal.status);

/** The USD value of each holding (symbol → value), at the closes of `today`. */
export function holdingValues(
  catalog: Catalog,
  state: CustomerState,
  today: string,
): Record<string, Decimal> {
  return Object.fromEntries(
    Object.entries(state.holdings).map(([symbol, held]) => [
      symbol,
      dec(held).times(priceOn(catalog, symbol, today)),
    ]),
  );
}

/** The total balance in USD: holdings plus cash. */
export function totalBalance(catalog: Catalog, state: CustomerState, today: string): Decimal {
  return sum(Object.values(holdingValues(catalog, state, today))).plus(state.cash_usd);
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
 * counts in the balance until the transfer completes, and the domain's `availableBalance` takes it
 * and the fees owed out again.
 */
export function fiatWithdrawalBalance(catalog: Catalog, state: CustomerState, today: string) {
  const pending = pendingFiatWithdrawals(state);
  const balance = totalBalance(catalog, state, today).plus(pending);
  const feesOwed = dec(state.fees_owed).round(2);
  return {
    balance,
    feesOwed,
    pending,
    // Whole cents, rounded down: what the app shows is exactly what may be withdrawn.
    available: availableBalance({ balance, feesOwed, pendingWithdrawals: pending }).round(2, ROUND_DOWN),
  };
}
