/**
 * What a fiat withdrawal's Confirm and Submit steps show, whatever its kind: to a bank account, to
 * a brokerage account, or the full withdrawal of the account-closure form. The body it sends is
 * the API client's `fiatWithdrawalRequest`.
 */
import { type Decimal, type DecimalInput, dec } from '../money/decimal';
import { parseUsd } from '../money/format';
import type { FiatWithdrawalDetails } from './fiatWithdrawal';

/**
 * The amount withdrawn, USD: the amount typed, or the whole available balance for a full
 * withdrawal. Throws a TypeError for an amount that is not one (the forms validate it first).
 */
export function fiatWithdrawalAmount(
  details: FiatWithdrawalDetails,
  availableBalance: DecimalInput,
): Decimal {
  if (details.method === 'CLOSURE') return dec(availableBalance);
  const amount = parseUsd(details.values.amount);
  if (amount === null) throw new TypeError(`Withdrawal amount is not valid: ${details.values.amount}`);
  return amount;
}
