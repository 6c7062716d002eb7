/**
 * The account-closure form of a full bank withdrawal made from the Transfer flow (doc 2 §4 "make a
 * full withdrawal", §5 "In the account-closure flow the account number rule reads 5 to 17
 * digits"): the bank's routing and account numbers and the reason for leaving, which the full
 * withdrawal's payload carries (doc 2 §3 `reason_for_leaving`, `is_complete`). The amount is not
 * asked: a full withdrawal takes the whole available balance.
 */
import type { z } from 'zod';
import { deactivationBankDetailsSchema, deactivationReasonSchema } from '../deactivation/deactivation';
import type { DecimalInput } from '../money/decimal';
import { dec } from '../money/decimal';
import { fiatWithdrawalPayload } from './payloads';

/** The account-closure form: routing number (9 digits), account number (5 to 17), reason (1 to 8). */
export const accountClosureSchema = deactivationBankDetailsSchema.extend(deactivationReasonSchema.shape);

/** What the account-closure form holds while it is filled in. */
export type AccountClosureFormValues = z.input<typeof accountClosureSchema>;

/** The account-closure form's valid values. */
export type AccountClosureValues = z.output<typeof accountClosureSchema>;

/**
 * The full withdrawal (doc 2 §3): the whole available balance to the bank account, `is_complete`
 * true, with the reason for leaving.
 */
export function accountClosurePayload(
  values: AccountClosureValues,
  availableBalance: DecimalInput,
  confirmations: { readonly submissionConfirmed: boolean },
) {
  return fiatWithdrawalPayload(
    {
      amount: dec(availableBalance).toString(),
      routingNumber: values.routingNumber,
      accountNumber: values.accountNumber,
    },
    {
      submissionConfirmed: confirmations.submissionConfirmed,
      isComplete: true,
      reasonForLeaving: values.reason,
    },
  );
}
