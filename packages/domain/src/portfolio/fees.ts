/**
 * The Fee Details dialog's figures (doc 2 §2 My Portfolio, §3 "Fees"): the platform fee and the
 * blended investment fee of `GET /portfolio/fees`, both percent, and their total.
 */

import { formatFeePercent } from '../marketplace/display';
import { type Decimal, type DecimalInput, dec } from '../money/decimal';
import { minimumContribution } from '../tiers/tiers';

/** One line of the Fee Details dialog, named by its key (the app holds the words). */
export interface FeeDetailsRow {
  readonly key: 'platformFee' | 'blendedInvestmentFee' | 'totalFee';
  /** '0.25%'. */
  readonly value: string;
}

/** The platform fee, the blended investment fee and their total, as percents with two decimals. */
export function feeDetailsRows(fees: {
  readonly platform_fee: DecimalInput;
  readonly blended_fee: DecimalInput;
}): FeeDetailsRow[] {
  return [
    { key: 'platformFee', value: formatFeePercent(fees.platform_fee) },
    { key: 'blendedInvestmentFee', value: formatFeePercent(fees.blended_fee) },
    {
      key: 'totalFee',
      value: formatFeePercent(dec(fees.platform_fee).plus(dec(fees.blended_fee))),
    },
  ];
}

/**
 * The amount the onboarding's advisory fee example is worked on: the default tier's Market
 * minimum, $25,000 (doc 1 §9), a sum a new investor can picture.
 */
export const FEE_EXAMPLE_AMOUNT: Decimal = minimumContribution('DEFAULT', 'MARKET');

/** What the advisory fee costs on an amount held for a year (doc 1 §2.6 Advisory fees). */
export interface FeeExample {
  readonly amount: Decimal;
  /** The platform fee plus the product's investment fee, percent a year. */
  readonly totalRate: Decimal;
  /** The fee for a year on `amount`, exact. */
  readonly perYear: Decimal;
  /**
   * A twelfth of the year's fee: the fee is billed monthly in arrears on daily balances (doc 3 §9),
   * so on a steady balance each monthly bill is about this much.
   */
  readonly perMonth: Decimal;
}

/**
 * The yearly and monthly cost of the advisory fee on `amount` (USD) at the platform fee plus one
 * product's investment fee (both percent a year), in exact decimals. Custodial and transaction
 * costs are not included (doc 1 §2.6).
 */
export function feeExample(input: {
  readonly amount: DecimalInput;
  readonly platformFee: DecimalInput;
  readonly productFee: DecimalInput;
}): FeeExample {
  const amount = dec(input.amount);
  const totalRate = dec(input.platformFee).plus(dec(input.productFee));
  const perYear = amount.times(totalRate).div(100);
  return { amount, totalRate, perYear, perMonth: perYear.div(12) };
}
