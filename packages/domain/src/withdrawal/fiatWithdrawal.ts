/**
 * The fiat (USD wire) withdrawal wizard (doc 2 §2 "Fiat withdrawal", §4): the method (Bank account
 * or Brokerage account), then details, confirm and submit, then 'Success'. A balance under the
 * tier's minimum, or an amount that `routeFiatWithdrawal` does not let PROCEED, leads to the
 * closure or under-minimum screen, whose options are Cancel and a full withdrawal. A full
 * brokerage withdrawal goes to /account (doc 2 §2); a full bank withdrawal is made here, in the
 * account-closure form (bank details with 5 to 17 digit account numbers, doc 2 §5, and the reason
 * for leaving), then confirm and submit like any other.
 * A step the wizard does not know is the internal error 'unknown withdrawal step' (doc 2 §8).
 */

import { routePath } from '../apps/manifest';
import { InternalError, internalErrorMessages } from '../errors/catalogue';
import type { DecimalInput } from '../money/decimal';
import { parseUsd } from '../money/format';
import type { Tier } from '../tiers/tiers';
import type { AccountClosureValues } from './accountClosure';
import { type FiatWithdrawalRoute, isMinimumAboveAvailable, routeFiatWithdrawal } from './fiatRouting';
import type { BrokerageWithdrawalValues, UsdBankWithdrawalValues } from './forms';

/** The kind of account the funds are wired to. */
export type FiatWithdrawalMethod = 'BANK' | 'BROKERAGE';

/** The bank details form's values. */
export interface BankWithdrawalDetails {
  readonly method: 'BANK';
  readonly values: UsdBankWithdrawalValues;
}

/** A route that is not PROCEED: the closure or under-minimum screen to show. */
export type FiatWithdrawalWarningRoute = Exclude<FiatWithdrawalRoute, { readonly kind: 'PROCEED' }>;

/**
 * A full bank withdrawal (account closure): its form's values, with the warning that led to it and
 * the bank details typed before it (`null` when the balance alone caused the warning), which Back
 * shows again.
 */
export interface AccountClosureDetails {
  readonly method: 'CLOSURE';
  readonly values: AccountClosureValues;
  readonly route: FiatWithdrawalWarningRoute;
  readonly previous: BankWithdrawalDetails | null;
}

/** The brokerage details form's values. */
export interface BrokerageWithdrawalDetails {
  readonly method: 'BROKERAGE';
  readonly values: BrokerageWithdrawalValues;
}

/** The details form's values, by method. */
export type FiatWithdrawalFormDetails = BankWithdrawalDetails | BrokerageWithdrawalDetails;

/** The details of the withdrawal to confirm and submit: to a bank, a brokerage, or a full withdrawal. */
export type FiatWithdrawalDetails = FiatWithdrawalFormDetails | AccountClosureDetails;

/** The steps of the fiat withdrawal wizard. */
export const FIAT_WITHDRAWAL_STEPS = [
  'METHOD',
  'DETAILS',
  'CONFIRM',
  'SUBMIT',
  'WARNING',
  'CLOSURE',
  'SUCCESS',
  'FULL_WITHDRAWAL',
  'CLOSED',
  'DONE',
] as const;

/** One of {@link FIAT_WITHDRAWAL_STEPS}. */
export type FiatWithdrawalStep = (typeof FIAT_WITHDRAWAL_STEPS)[number];

/** The step a value names; throws the internal error 'unknown withdrawal step' otherwise. */
export function parseFiatWithdrawalStep(value: unknown): FiatWithdrawalStep {
  if (FIAT_WITHDRAWAL_STEPS.includes(value as FiatWithdrawalStep)) return value as FiatWithdrawalStep;
  throw new InternalError(internalErrorMessages.unknownWithdrawalStep, value);
}

/** Where the fiat withdrawal wizard is. Details are kept so Back shows them again. */
export type FiatWithdrawalState =
  | { readonly step: 'METHOD' }
  | {
      readonly step: 'DETAILS';
      readonly method: FiatWithdrawalMethod;
      readonly details: FiatWithdrawalFormDetails | null;
    }
  | { readonly step: 'CONFIRM'; readonly details: FiatWithdrawalDetails }
  /** The confirmation checkbox and Submit. */
  | { readonly step: 'SUBMIT'; readonly details: FiatWithdrawalDetails }
  /** The closure or under-minimum screen; `details` is null when the balance alone caused it. */
  | {
      readonly step: 'WARNING';
      readonly route: FiatWithdrawalWarningRoute;
      readonly method: FiatWithdrawalMethod;
      readonly details: FiatWithdrawalFormDetails | null;
    }
  /** The account-closure form of a full bank withdrawal; `values` are those typed before (Back). */
  | {
      readonly step: 'CLOSURE';
      readonly route: FiatWithdrawalWarningRoute;
      readonly previous: BankWithdrawalDetails | null;
      readonly values: AccountClosureValues | null;
    }
  | { readonly step: 'SUCCESS' }
  /** The user chose a full brokerage withdrawal: the app goes to {@link FULL_WITHDRAWAL_HREF}. */
  | { readonly step: 'FULL_WITHDRAWAL' }
  /** Back from the method choice: the Transfer flow returns to its own method choice. */
  | { readonly step: 'CLOSED' }
  | { readonly step: 'DONE' };

/** What moves the fiat withdrawal wizard. */
export type FiatWithdrawalEvent =
  | { readonly type: 'CHOOSE_METHOD'; readonly method: FiatWithdrawalMethod }
  | {
      readonly type: 'DETAILS_SUBMITTED';
      readonly details: FiatWithdrawalFormDetails;
    }
  /** The account-closure form was filled in. */
  | { readonly type: 'CLOSURE_SUBMITTED'; readonly values: AccountClosureValues }
  | { readonly type: 'CONFIRM' }
  /** `POST /funding/withdrawal` succeeded. */
  | { readonly type: 'SUBMITTED' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'FULL_WITHDRAWAL' }
  | { readonly type: 'BACK' }
  | { readonly type: 'DONE' };

/** What the wizard weighs: the user's tier and available balance (USD). */
export interface FiatWithdrawalContext {
  readonly tier: Tier;
  readonly availableBalance: DecimalInput;
}

/** Where a full brokerage withdrawal is made: the Account page's deactivation flow (doc 2 §2, §4). */
export const FULL_WITHDRAWAL_HREF = routePath('account');

/** The wizard's first state. */
export const FIAT_WITHDRAWAL_START: FiatWithdrawalState = { step: 'METHOD' };

function afterDetails(
  details: FiatWithdrawalFormDetails,
  context: FiatWithdrawalContext,
): FiatWithdrawalState {
  const amount = parseUsd(details.values.amount);
  if (amount === null) return { step: 'DETAILS', method: details.method, details };
  const route = routeFiatWithdrawal({
    amount,
    availableBalance: context.availableBalance,
    tier: context.tier,
  });
  return route.kind === 'PROCEED'
    ? { step: 'CONFIRM', details }
    : { step: 'WARNING', route, method: details.method, details };
}

function back(state: FiatWithdrawalState): FiatWithdrawalState {
  switch (state.step) {
    case 'METHOD':
      return { step: 'CLOSED' };
    case 'DETAILS':
      return { step: 'METHOD' };
    case 'CONFIRM': {
      const { details } = state;
      return details.method === 'CLOSURE'
        ? { step: 'CLOSURE', route: details.route, previous: details.previous, values: details.values }
        : { step: 'DETAILS', method: details.method, details };
    }
    case 'CLOSURE':
      return { step: 'WARNING', route: state.route, method: 'BANK', details: state.previous };
    case 'SUBMIT':
      return { step: 'CONFIRM', details: state.details };
    case 'WARNING':
      // An amount too large for a partial withdrawal goes back to the details to change it; a
      // balance under the minimum leaves nothing to change.
      return state.details === null
        ? { step: 'CLOSED' }
        : { step: 'DETAILS', method: state.method, details: state.details };
    default:
      return state;
  }
}

/**
 * The next state of the fiat withdrawal wizard. Choosing a method when the tier's minimum is above
 * the available balance leads straight to the UNDER_MINIMUM screen; submitted details go to
 * Confirm when `routeFiatWithdrawal` says PROCEED, else to the GREATER_THAN_75 or UNDER_MINIMUM
 * screen. Cancel on that screen is Back; its full withdrawal leads a brokerage to /account and a
 * bank to the account-closure form, whose values go to Confirm. Events that do not apply are
 * ignored; a state whose step is unknown throws 'unknown withdrawal step'.
 */
export function fiatWithdrawal(
  state: FiatWithdrawalState,
  event: FiatWithdrawalEvent,
  context: FiatWithdrawalContext,
): FiatWithdrawalState {
  parseFiatWithdrawalStep(state.step);
  switch (event.type) {
    case 'CHOOSE_METHOD':
      if (state.step !== 'METHOD') return state;
      return isMinimumAboveAvailable(context.tier, context.availableBalance)
        ? {
            step: 'WARNING',
            route: { kind: 'UNDER_MINIMUM', reason: 'MINIMUM_ABOVE_AVAILABLE_BALANCE' },
            method: event.method,
            details: null,
          }
        : { step: 'DETAILS', method: event.method, details: null };
    case 'DETAILS_SUBMITTED':
      return state.step === 'DETAILS' && state.method === event.details.method
        ? afterDetails(event.details, context)
        : state;
    case 'CONFIRM':
      return state.step === 'CONFIRM' ? { step: 'SUBMIT', details: state.details } : state;
    case 'SUBMITTED':
      return state.step === 'SUBMIT' ? { step: 'SUCCESS' } : state;
    case 'FULL_WITHDRAWAL':
      if (state.step !== 'WARNING') return state;
      return state.method === 'BROKERAGE'
        ? { step: 'FULL_WITHDRAWAL' }
        : {
            step: 'CLOSURE',
            route: state.route,
            previous: state.details?.method === 'BANK' ? state.details : null,
            values: null,
          };
    case 'CLOSURE_SUBMITTED':
      return state.step === 'CLOSURE'
        ? {
            step: 'CONFIRM',
            details: {
              method: 'CLOSURE',
              values: event.values,
              route: state.route,
              previous: state.previous,
            },
          }
        : state;
    case 'CANCEL':
      return state.step === 'WARNING' ? back(state) : state;
    case 'DONE':
      return state.step === 'SUCCESS' ? { step: 'DONE' } : state;
    case 'BACK':
      return back(state);
  }
}

/**
 * The step a stepper highlights, 0 to 2 (Details, Confirm, Submit; the account-closure form is the
 * full withdrawal's details); `null` elsewhere.
 */
export function fiatWithdrawalStepIndex(state: FiatWithdrawalState): number | null {
  switch (parseFiatWithdrawalStep(state.step)) {
    case 'DETAILS':
    case 'CLOSURE':
      return 0;
    case 'CONFIRM':
      return 1;
    case 'SUBMIT':
      return 2;
    default:
      return null;
  }
}
