/**
 * The account-closure form of a full bank withdrawal made from the Transfer flow (doc 2 §4 "make a
 * full withdrawal", §5 "In the account-closure flow the account number rule reads 5 to 17
 * digits"): the bank's routing and account numbers and the reason for leaving, which the full
 * withdrawal's body carries (the API client's `accountClosurePayload`) (doc 2 §3 `reason_for_leaving`, `is_complete`). The amount is not
 * asked: a full withdrawal takes the whole available balance.
 */
import type { z } from 'zod';
import { deactivationBankDetailsSchema, deactivationReasonSchema } from './deactivation';

/** The account-closure form: routing number (9 digits), account number (5 to 17), reason (1 to 8). */
export const accountClosureSchema = deactivationBankDetailsSchema.extend(deactivationReasonSchema.shape);

/** What the account-closure form holds while it is filled in. */
export type AccountClosureFormValues = z.input<typeof accountClosureSchema>;

/** The account-closure form's valid values. */
export type AccountClosureValues = z.output<typeof accountClosureSchema>;
