/**
 * The deactivation wizard (doc 2 §2 "Deactivation wizard", §4 "Deactivation", §5, §7, §9): steps
 * 1 mobile verification, 2 account overview with bank details, 3 withdrawal confirmation,
 * 4 withdrawal submit, 5 reason for leaving (required), 6 delete confirmation. A zero balance at
 * step 1 jumps to step 6; Back on step 1 cancels; a failed balance fetch cancels. After step 6 the
 * app clears its caches, shuts the session down and goes to /login.
 */
import { z } from 'zod';
import { routePath } from '../apps/manifest';
import { DEACTIVATION_REASONS } from '../constants';
import { type Decimal, type DecimalInput, dec } from '../money/decimal';
import { confirmationMessages } from '../transfers/confirmations';
import { usdBankWithdrawalSchema } from './forms';

/** A deactivation reason code, 1 to 8 (doc 2 §9). */
export type DeactivationReasonCode = keyof typeof DEACTIVATION_REASONS;

/** The reasons for leaving as options of a select, in code order (doc 2 §9). */
export const DEACTIVATION_REASON_OPTIONS: readonly {
  readonly value: DeactivationReasonCode;
  readonly label: string;
}[] = (Object.keys(DEACTIVATION_REASONS) as `${DeactivationReasonCode}`[]).map((key) => {
  const value = Number(key) as DeactivationReasonCode;
  return { value, label: DEACTIVATION_REASONS[value] };
});

const reasonCodes = DEACTIVATION_REASON_OPTIONS.map((option) => option.value as number);

/**
 * The reason-for-leaving step (doc 2 §5 "Deactivation requires a reason"): a code from 1 to 8; the
 * select's value may arrive as text ('3').
 */
export const deactivationReasonSchema = z.object({
  reason: z.coerce
    .number({ error: confirmationMessages.deactivationReasonRequired })
    .refine((code) => reasonCodes.includes(code), { error: confirmationMessages.deactivationReasonRequired })
    .transform((code) => code as DeactivationReasonCode),
});

/** Values of {@link deactivationReasonSchema}. */
export type DeactivationReasonValues = z.input<typeof deactivationReasonSchema>;

/**
 * The bank details of step 2: routing number (9 digits) and account number, 5 to 17 digits in the
 * account-closure flow (doc 2 §5).
 */
export const deactivationBankDetailsSchema = usdBankWithdrawalSchema({
  tier: 'DEFAULT',
  availableBalance: 0,
  isAccountClosure: true,
}).pick({ routingNumber: true, accountNumber: true });

/** Values of {@link deactivationBankDetailsSchema}. */
export type DeactivationBankDetails = z.infer<typeof deactivationBankDetailsSchema>;

/** The wizard's steps, numbered as the spec numbers them. */
export type DeactivationStep = 1 | 2 | 3 | 4 | 5 | 6;

/** Where the deactivation wizard is. */
export type DeactivationState =
  | {
      readonly step: 1;
      /** The deactivation balance (USD), `null` while it loads. */
      readonly balance: Decimal | null;
      readonly verified: boolean;
    }
  | { readonly step: 2; readonly balance: Decimal; readonly bank: DeactivationBankDetails | null }
  | { readonly step: 3 | 4; readonly balance: Decimal; readonly bank: DeactivationBankDetails }
  | { readonly step: 5; readonly balance: Decimal; readonly bank: DeactivationBankDetails }
  | {
      readonly step: 6;
      /** Whether a withdrawal was sent (false when the balance was 0 and step 1 jumped here). */
      readonly withdrawalSent: boolean;
    }
  | { readonly step: 'CANCELLED' }
  /** The account is deactivated: the app clears its caches, ends the session and goes to /login. */
  | { readonly step: 'DEACTIVATED' };

/** What moves the deactivation wizard. */
export type DeactivationEvent =
  | { readonly type: 'BALANCE_LOADED'; readonly balance: DecimalInput }
  | { readonly type: 'BALANCE_FAILED' }
  /** The mobile verification code was accepted. */
  | { readonly type: 'VERIFIED' }
  | { readonly type: 'BANK_DETAILS_SUBMITTED'; readonly bank: DeactivationBankDetails }
  | { readonly type: 'CONFIRM' }
  /** The submit step's confirmation box was ticked and Submit pressed. */
  | { readonly type: 'SUBMIT' }
  /** The full withdrawal with the reason for leaving was sent. */
  | { readonly type: 'WITHDRAWAL_SENT' }
  /** `POST /user/deactivate` succeeded. */
  | { readonly type: 'DEACTIVATED' }
  | { readonly type: 'BACK' }
  | { readonly type: 'CANCEL' };

/** The wizard's first state: step 1 with the balance loading. */
export const DEACTIVATION_START: DeactivationState = { step: 1, balance: null, verified: false };

function afterStepOne(balance: Decimal | null, verified: boolean): DeactivationState {
  if (!verified || balance === null) return { step: 1, balance, verified };
  return balance.lte(0) ? { step: 6, withdrawalSent: false } : { step: 2, balance, bank: null };
}

function back(state: Exclude<DeactivationState, { step: 'CANCELLED' | 'DEACTIVATED' }>): DeactivationState {
  switch (state.step) {
    case 1:
      return { step: 'CANCELLED' };
    case 2:
      return { step: 1, balance: state.balance, verified: false };
    case 3:
      return { step: 2, balance: state.balance, bank: state.bank };
    case 4:
      return { step: 3, balance: state.balance, bank: state.bank };
    case 5:
      return { step: 4, balance: state.balance, bank: state.bank };
    case 6:
      // Once the withdrawal is sent there is no going back on it; after a zero-balance jump, Back
      // returns to the start, where Back again cancels.
      return state.withdrawalSent ? state : DEACTIVATION_START;
  }
}

/**
 * The next state of the deactivation wizard. Step 1 moves on once the code is verified and the
 * balance is known, to step 6 when it is 0, else to step 2. Back on step 1, Cancel anywhere before
 * the end, and a failed balance fetch cancel the wizard. Events that do not apply are ignored.
 */
export function deactivation(state: DeactivationState, event: DeactivationEvent): DeactivationState {
  if (state.step === 'CANCELLED' || state.step === 'DEACTIVATED') return state;
  switch (event.type) {
    case 'BALANCE_LOADED':
      return state.step === 1 ? afterStepOne(dec(event.balance), state.verified) : state;
    case 'BALANCE_FAILED':
      return state.step === 1 ? { step: 'CANCELLED' } : state;
    case 'VERIFIED':
      return state.step === 1 ? afterStepOne(state.balance, true) : state;
    case 'BANK_DETAILS_SUBMITTED':
      return state.step === 2 ? { step: 3, balance: state.balance, bank: event.bank } : state;
    case 'CONFIRM':
      return state.step === 3 ? { step: 4, balance: state.balance, bank: state.bank } : state;
    case 'SUBMIT':
      return state.step === 4 ? { step: 5, balance: state.balance, bank: state.bank } : state;
    case 'WITHDRAWAL_SENT':
      return state.step === 5 ? { step: 6, withdrawalSent: true } : state;
    case 'DEACTIVATED':
      return state.step === 6 ? { step: 'DEACTIVATED' } : state;
    case 'CANCEL':
      // Cancel closes the wizard at any step; after the withdrawal the account stays open with a
      // zero balance, so opening the wizard again goes straight to step 6 (issue 30: the delete
      // step had no way out but Delete Account).
      return { step: 'CANCELLED' };
    case 'BACK':
      return back(state);
  }
}

/** Where the app goes once the account is deactivated (doc 2 §4). */
export const AFTER_DEACTIVATION_PATH = routePath('login');
