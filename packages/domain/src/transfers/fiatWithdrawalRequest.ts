/**
 * What a fiat withdrawal's Confirm and Submit steps show and send, whatever its kind: to a bank
 * account, to a brokerage account, or the full withdrawal of the account-closure form.
 */
import { type Decimal, type DecimalInput, dec } from '../money/decimal';
import { parseUsd } from '../money/format';
import { accountClosurePayload } from './accountClosure';
import type { FiatWithdrawalDetails } from './fiatWithdrawal';
import { brokerageWithdrawalPayload, fiatWithdrawalPayload } from './payloads';

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

/** The body of `POST /funding/withdrawal` for the details (doc 2 §3 "Fiat withdrawal payload"). */
export function fiatWithdrawalRequest(
  details: FiatWithdrawalDetails,
  availableBalance: DecimalInput,
  confirmations: { readonly submissionConfirmed: boolean },
) {
  switch (details.method) {
    case 'BANK':
      return fiatWithdrawalPayload(details.values, confirmations);
    case 'BROKERAGE':
      return brokerageWithdrawalPayload(details.values, confirmations);
    case 'CLOSURE':
      return accountClosurePayload(details.values, availableBalance, confirmations);
  }
}
