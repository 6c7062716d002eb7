/**
 * The bodies of `POST /funding/withdrawal` (fiat to a bank or a brokerage, crypto, the full
 * withdrawal of an account closure or a deactivation), `POST /funding/sending-address` and
 * `POST /user/deactivate` (doc 2 §3 payload fields, §7), built from the domain's validated values:
 * the wire shapes live here, with the schemas that check them (`WithdrawalRequest`,
 * `SendingAddressRequest`).
 * Amounts travel as exact decimal strings. A wallet answer that is missing is the internal error
 * 'missing is_self_hosted answer' or 'missing owner_confirmed answer' (doc 2 §8); a confirmation
 * that was not given, or an amount that is not one, is a TypeError: validate the forms first.
 */
import {
  type AccountClosureValues,
  type BrokerageWithdrawalValues,
  type DeactivationReasonCode,
  type DeactivationState,
  type DecimalInput,
  dec,
  type FiatWithdrawalDetails,
  InternalError,
  internalErrorMessages,
  parseUsd,
  type TransferAsset,
  US_COUNTRY,
} from '@cairn/domain';

/** The confirmations every funding payload carries as `true`. */
export interface PayloadConfirmations {
  /** The notice was acknowledged (crypto payloads). */
  readonly noticeAcknowledged?: boolean;
  /** The submit step's box was ticked. */
  readonly submissionConfirmed: boolean;
}

/** A wallet as the forms hold it; the two answers may still be missing. */
export interface WalletAnswers {
  readonly address: string;
  readonly isSelfHosted?: boolean | null | undefined;
  readonly ownerConfirmed?: boolean | null | undefined;
}

function amountText(text: string): string {
  const amount = parseUsd(text);
  if (amount === null || !amount.gt(0)) throw new TypeError(`Withdrawal amount is not valid: ${text}`);
  return amount.toString();
}

function confirmed(value: boolean | undefined, what: string): true {
  if (value !== true) throw new TypeError(`The ${what} was not given`);
  return true;
}

function walletAnswers(wallet: WalletAnswers): { isSelfHosted: boolean; ownerConfirmed: boolean } {
  if (typeof wallet.isSelfHosted !== 'boolean') {
    throw new InternalError(internalErrorMessages.missingSelfHostedAnswer, wallet.isSelfHosted);
  }
  if (typeof wallet.ownerConfirmed !== 'boolean') {
    throw new InternalError(internalErrorMessages.missingOwnerConfirmedAnswer, wallet.ownerConfirmed);
  }
  return { isSelfHosted: wallet.isSelfHosted, ownerConfirmed: wallet.ownerConfirmed };
}

/** The bank fields of a fiat withdrawal (the USD bank form, or the deactivation's bank details). */
export interface BankWithdrawalFields {
  readonly amount: string;
  readonly routingNumber: string;
  readonly accountNumber: string;
}

/** What a fiat withdrawal adds to its form values. */
export interface FiatWithdrawalOptions {
  readonly submissionConfirmed: boolean;
  /** A full withdrawal that closes the account (doc 2 §3 `is_complete`). @default false */
  readonly isComplete?: boolean;
  /** Why the user leaves, sent with a full withdrawal (doc 2 §3 `reason_for_leaving`). */
  readonly reasonForLeaving?: DeactivationReasonCode;
}

/**
 * The fiat withdrawal to a bank account (doc 2 §3): `account_network` is the routing number,
 * currency USD; `reason_for_leaving` only when given.
 */
export function fiatWithdrawalPayload(fields: BankWithdrawalFields, options: FiatWithdrawalOptions) {
  return {
    currency: 'USD' as const,
    amount: amountText(fields.amount),
    account_network: fields.routingNumber.trim(),
    account_number: fields.accountNumber.trim(),
    is_complete: options.isComplete ?? false,
    ...(options.reasonForLeaving === undefined ? {} : { reason_for_leaving: options.reasonForLeaving }),
    submission_confirmed: confirmed(options.submissionConfirmed, 'submission confirmation'),
  };
}

/** The body of a fiat withdrawal to a bank account. */
export type FiatWithdrawalBody = ReturnType<typeof fiatWithdrawalPayload>;

/**
 * The fiat withdrawal to a brokerage account (doc 2 §3): the bank payload plus
 * `individual_account_number` and the `beneficiary` (bank name, the brokerage's name and address,
 * country US).
 */
export function brokerageWithdrawalPayload(
  values: BrokerageWithdrawalValues,
  options: Pick<FiatWithdrawalOptions, 'submissionConfirmed'>,
) {
  return {
    ...fiatWithdrawalPayload(values, { submissionConfirmed: options.submissionConfirmed }),
    individual_account_number: values.individualAccountNumber.trim(),
    beneficiary: {
      bank_name: values.bankName.trim(),
      name: values.brokerageName.trim(),
      address: {
        address: values.address.trim(),
        city: values.city.trim(),
        state: values.state,
        zipcode: values.zipCode,
        country: US_COUNTRY,
      },
    },
  };
}

/** The body of a fiat withdrawal to a brokerage account. */
export type BrokerageWithdrawalBody = ReturnType<typeof brokerageWithdrawalPayload>;

/** A crypto withdrawal's inputs. */
export interface CryptoWithdrawalPayloadInput {
  readonly asset: Pick<TransferAsset, 'symbol' | 'network_id'>;
  /** The amount as typed, in the asset's units. */
  readonly amount: string;
  readonly wallet: WalletAnswers;
}

/**
 * The crypto withdrawal (doc 2 §3): the asset symbol in `currency`, the destination address in
 * `account_number` and its network in `account_network`, the wallet answers, the acknowledgement
 * and the confirmation.
 */
export function cryptoWithdrawalPayload(
  input: CryptoWithdrawalPayloadInput,
  confirmations: PayloadConfirmations,
) {
  const { isSelfHosted, ownerConfirmed } = walletAnswers(input.wallet);
  return {
    currency: input.asset.symbol,
    amount: amountText(input.amount),
    account_number: input.wallet.address.trim(),
    account_network: input.asset.network_id,
    owner_confirmed: ownerConfirmed,
    wallet_self_hosted: isSelfHosted,
    deposit_notice_acknowledged: confirmed(confirmations.noticeAcknowledged, 'notice acknowledgement'),
    submission_confirmed: confirmed(confirmations.submissionConfirmed, 'submission confirmation'),
  };
}

/** The body of a crypto withdrawal. */
export type CryptoWithdrawalBody = ReturnType<typeof cryptoWithdrawalPayload>;

/**
 * The sending address of a crypto deposit (doc 2 §3 "Sending address payload"): the wallet the
 * user sends from, for the asset's network.
 */
export function sendingAddressPayload(
  asset: Pick<TransferAsset, 'symbol' | 'network_id'>,
  wallet: WalletAnswers,
  confirmations: PayloadConfirmations,
) {
  const { isSelfHosted, ownerConfirmed } = walletAnswers(wallet);
  return {
    address: wallet.address.trim(),
    network_id: asset.network_id,
    currency: asset.symbol,
    is_self_hosted: isSelfHosted,
    owner_confirmed: ownerConfirmed,
    deposit_notice_acknowledged: confirmed(confirmations.noticeAcknowledged, 'notice acknowledgement'),
    submission_confirmed: confirmed(confirmations.submissionConfirmed, 'submission confirmation'),
  };
}

/** The body of `POST /funding/sending-address`. */
export type SendingAddressBody = ReturnType<typeof sendingAddressPayload>;

/**
 * The full withdrawal of the account-closure form (doc 2 §3): the whole available balance to the
 * bank account, `is_complete` true, with the reason for leaving.
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

/**
 * The body of `POST /funding/withdrawal` for a fiat withdrawal's details, whatever its kind: to a
 * bank account, to a brokerage account, or the full withdrawal of the account-closure form (doc 2
 * §3 "Fiat withdrawal payload").
 */
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

/**
 * The full withdrawal the deactivation wizard sends at step 5 (doc 2 §3 "Fiat withdrawal
 * payload"): the whole balance, to the bank of step 2, `is_complete` true, with the reason for
 * leaving.
 */
export function deactivationWithdrawalPayload(
  state: Extract<DeactivationState, { step: 5 }>,
  reason: DeactivationReasonCode,
) {
  return fiatWithdrawalPayload(
    {
      amount: state.balance.toString(),
      routingNumber: state.bank.routingNumber,
      accountNumber: state.bank.accountNumber,
    },
    { submissionConfirmed: true, isComplete: true, reasonForLeaving: reason },
  );
}

/** The body of `POST /user/deactivate` (doc 2 §7). */
export const DEACTIVATION_REQUEST = { is_termination: true } as const;
