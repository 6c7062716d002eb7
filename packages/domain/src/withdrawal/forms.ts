/**
 * Withdrawal form rules (doc 2 §5): crypto withdrawal amount, USD bank withdrawal, brokerage
 * withdrawal, sending and destination wallets. Inputs are the strings the form holds; amounts are
 * parsed to exact decimals ('$1,234.50' and '1234.5' are the same amount).
 */
import { z } from 'zod';
import { ACCOUNT_NUMBER_DIGITS, CLOSURE_ACCOUNT_NUMBER_DIGITS, ROUTING_NUMBER_DIGITS } from '../constants';
import { US_COUNTRY } from '../geo/usStates';
import { usStateSchema, zipSchema } from '../identity/address';
import { mustBeChecked, requiredText } from '../identity/fieldRules';
import { type DecimalInput, dec } from '../money/decimal';
import { formatCrypto, formatUsd, parseUsd } from '../money/format';
import { fiatWithdrawalMinimum, type Tier } from '../tiers/tiers';

/**
 * The messages of the withdrawal forms. The templated ones and the two digit-count rules are the
 * spec's (doc 2 §5); the spec names the other rules without their wording, so those texts
 * ('... is required', 'Amount must be greater than 0', the wallet answers) are the project's.
 */
export const withdrawalMessages = {
  amountRequired: 'Amount is required',
  amountAboveZero: 'Amount must be greater than 0',
  amountAtLeast: (minimum: string) => `Amount must be at least ${minimum}`,
  amountAtMost: (balance: string) => `Amount cannot be greater than ${balance}`,
  fiatMinimum: (amount: string) => `The minimum withdrawal amount is ${amount}`,
  routingNumberRequired: 'Routing number is required',
  routingNumberDigits: `Routing number must contain ${ROUTING_NUMBER_DIGITS} digits`,
  accountNumberRequired: 'Account number is required',
  accountNumberDigits: `Account number must be between ${ACCOUNT_NUMBER_DIGITS.min} and ${ACCOUNT_NUMBER_DIGITS.max} digits`,
  closureAccountNumberDigits: `Account number must be between ${CLOSURE_ACCOUNT_NUMBER_DIGITS.min} and ${CLOSURE_ACCOUNT_NUMBER_DIGITS.max} digits`,
  individualAccountNumberRequired: 'Individual account number is required',
  bankNameRequired: 'Bank name is required',
  brokerageNameRequired: 'Brokerage name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  countryMustBeUs: 'Country must be US',
  sendingWalletAddressRequired: 'Sending wallet address is required',
  destinationWalletAddressRequired: 'Destination wallet address is required',
  selfHostedRequired: 'Please tell us whether this wallet is self-hosted',
  ownerConfirmedRequired: 'Please confirm that you own this wallet',
} as const;

interface AmountRules {
  readonly aboveZero: boolean;
  readonly minimum?: { readonly value: DecimalInput; readonly message: string };
  readonly maximum: { readonly value: DecimalInput; readonly message: string };
}

/** The first rule an amount text breaks, or `null`; non-numeric text counts as missing. */
function amountIssue(text: string, rules: AmountRules): string | null {
  const amount = parseUsd(text);
  if (amount === null) return withdrawalMessages.amountRequired;
  if (rules.aboveZero && amount.lte(0)) return withdrawalMessages.amountAboveZero;
  if (rules.minimum && amount.lt(dec(rules.minimum.value))) return rules.minimum.message;
  if (amount.gt(dec(rules.maximum.value))) return rules.maximum.message;
  return null;
}

function amountSchema(rules: AmountRules) {
  return z.string({ error: withdrawalMessages.amountRequired }).superRefine((text, ctx) => {
    const message = amountIssue(text, rules);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

/** The limits of a crypto withdrawal amount, in the asset's units. */
export interface CryptoWithdrawalLimits {
  /** The asset's withdrawal minimum (`withdrawal_min`). */
  readonly minimum: DecimalInput;
  /** The asset's available balance. */
  readonly balance: DecimalInput;
}

function cryptoAmountRules({ minimum, balance }: CryptoWithdrawalLimits): AmountRules {
  return {
    aboveZero: true,
    minimum: { value: minimum, message: withdrawalMessages.amountAtLeast(formatCrypto(minimum)) },
    maximum: { value: balance, message: withdrawalMessages.amountAtMost(formatCrypto(balance)) },
  };
}

/**
 * The message for a crypto withdrawal amount, or `null` when it is valid: required, above 0, at
 * least the asset minimum ('Amount must be at least 0.001'), at most the balance ('Amount cannot be
 * greater than 2.5'); values shown as crypto amounts, up to 8 decimals (doc 2 §5).
 */
export function validateCryptoWithdrawalAmount(text: string, limits: CryptoWithdrawalLimits): string | null {
  return amountIssue(text, cryptoAmountRules(limits));
}

/** The crypto withdrawal amount field for one asset, with {@link validateCryptoWithdrawalAmount}'s rules. */
export function cryptoWithdrawalAmountSchema(limits: CryptoWithdrawalLimits) {
  return amountSchema(cryptoAmountRules(limits));
}

/** What the fiat withdrawal forms need to know. */
export interface FiatWithdrawalLimits {
  /** The user's tier, which sets the fiat minimum. */
  readonly tier: Tier;
  /** The available balance in USD (balance less fees owed and pending withdrawals). */
  readonly availableBalance: DecimalInput;
}

function fiatAmountRules({ tier, availableBalance }: FiatWithdrawalLimits, aboveZero: boolean): AmountRules {
  const minimum = fiatWithdrawalMinimum(tier);
  return {
    aboveZero,
    minimum: { value: minimum, message: withdrawalMessages.fiatMinimum(formatUsd(minimum)) },
    maximum: {
      value: availableBalance,
      message: withdrawalMessages.amountAtMost(formatUsd(availableBalance)),
    },
  };
}

const digitsBetween = (low: number, high: number) => (value: string) =>
  new RegExp(`^\\d{${low},${high}}$`).test(value);

const routingNumberSchema = requiredText(withdrawalMessages.routingNumberRequired, [
  [digitsBetween(ROUTING_NUMBER_DIGITS, ROUTING_NUMBER_DIGITS), withdrawalMessages.routingNumberDigits],
]);

const accountNumberSchema = requiredText(withdrawalMessages.accountNumberRequired, [
  [
    digitsBetween(ACCOUNT_NUMBER_DIGITS.min, ACCOUNT_NUMBER_DIGITS.max),
    withdrawalMessages.accountNumberDigits,
  ],
]);

const closureAccountNumberSchema = requiredText(withdrawalMessages.accountNumberRequired, [
  [
    digitsBetween(CLOSURE_ACCOUNT_NUMBER_DIGITS.min, CLOSURE_ACCOUNT_NUMBER_DIGITS.max),
    withdrawalMessages.closureAccountNumberDigits,
  ],
]);

/** What the USD bank withdrawal form needs to know. */
export interface UsdBankWithdrawalLimits extends FiatWithdrawalLimits {
  /** Whether the form is part of the account-closure (deactivation) flow. */
  readonly isAccountClosure?: boolean;
}

/**
 * The USD bank withdrawal form (doc 2 §5): amount required, at least the tier's fiat minimum ('The
 * minimum withdrawal amount is $1,500.00'), at most the available balance ('Amount cannot be
 * greater than $9,000.00'); routing number of 9 digits; account number of 8–17 digits. In the
 * account-closure flow account numbers have 5–17 digits, and the amount needs only to be above 0
 * and at most the available balance: the terms waive the minimum on account closure (doc 3 §9).
 */
export function usdBankWithdrawalSchema({ isAccountClosure = false, ...limits }: UsdBankWithdrawalLimits) {
  return z.object({
    amount: amountSchema(
      isAccountClosure
        ? {
            aboveZero: true,
            maximum: {
              value: limits.availableBalance,
              message: withdrawalMessages.amountAtMost(formatUsd(limits.availableBalance)),
            },
          }
        : fiatAmountRules(limits, false),
    ),
    routingNumber: routingNumberSchema,
    accountNumber: isAccountClosure ? closureAccountNumberSchema : accountNumberSchema,
  });
}

/** Values of the USD bank withdrawal form. */
export type UsdBankWithdrawalValues = z.infer<ReturnType<typeof usdBankWithdrawalSchema>>;

/**
 * The brokerage withdrawal form (doc 2 §5 "Brokerage"): the bank amount rules plus above 0; account
 * number 8–17 digits; routing number 9 digits; individual account number, bank name, brokerage
 * name, address, city and state (from the US list) required; zip of 5 digits; country fixed to US.
 */
export function brokerageWithdrawalSchema(limits: FiatWithdrawalLimits) {
  return z.object({
    amount: amountSchema(fiatAmountRules(limits, true)),
    accountNumber: accountNumberSchema,
    routingNumber: routingNumberSchema,
    individualAccountNumber: requiredText(withdrawalMessages.individualAccountNumberRequired),
    bankName: requiredText(withdrawalMessages.bankNameRequired),
    brokerageName: requiredText(withdrawalMessages.brokerageNameRequired),
    address: requiredText(withdrawalMessages.addressRequired),
    city: requiredText(withdrawalMessages.cityRequired),
    state: usStateSchema,
    zipCode: zipSchema,
    country: z.literal(US_COUNTRY, { error: withdrawalMessages.countryMustBeUs }),
  });
}

/** Values of the brokerage withdrawal form. */
export type BrokerageWithdrawalValues = z.infer<ReturnType<typeof brokerageWithdrawalSchema>>;

const selfHostedAnswer = z.boolean({ error: withdrawalMessages.selfHostedRequired });

/**
 * The sending wallet form of a crypto deposit (doc 2 §5): the address ('Sending wallet address is
 * required'), whether the wallet is self-hosted, and the owner confirmation, both answered.
 */
export const sendingWalletSchema = z.object({
  address: requiredText(withdrawalMessages.sendingWalletAddressRequired),
  isSelfHosted: selfHostedAnswer,
  ownerConfirmed: z.boolean({ error: withdrawalMessages.ownerConfirmedRequired }),
});

/** Values of the sending wallet form. */
export type SendingWalletValues = z.infer<typeof sendingWalletSchema>;

/**
 * The destination wallet form of a crypto withdrawal (doc 2 §5): the address, whether the wallet is
 * self-hosted (answered), and the owner confirmation, which must be given (true).
 */
export const destinationWalletSchema = z.object({
  address: requiredText(withdrawalMessages.destinationWalletAddressRequired),
  isSelfHosted: selfHostedAnswer,
  ownerConfirmed: mustBeChecked(withdrawalMessages.ownerConfirmedRequired),
});

/** Values of the destination wallet form. */
export type DestinationWalletValues = z.infer<typeof destinationWalletSchema>;
