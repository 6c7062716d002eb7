/**
 * The Fee Details dialog's figures (doc 2 §2 My Portfolio, §3 "Fees"): the platform fee and the
 * blended investment fee of `GET /portfolio/fees`, both percent, and their total.
 */

import { formatFeePercent } from '../marketplace/display';
import { type DecimalInput, dec } from '../money/decimal';
import { feeDetailsTexts } from '../texts/customerPortfolio';

/** One line of the Fee Details dialog. */
export interface FeeDetailsRow {
  readonly label: string;
  /** '0.25%'. */
  readonly value: string;
}

/** The platform fee, the blended investment fee and their total, as percents with two decimals. */
export function feeDetailsRows(fees: {
  readonly platform_fee: DecimalInput;
  readonly blended_fee: DecimalInput;
}): FeeDetailsRow[] {
  return [
    { label: feeDetailsTexts.platformFee, value: formatFeePercent(fees.platform_fee) },
    { label: feeDetailsTexts.blendedInvestmentFee, value: formatFeePercent(fees.blended_fee) },
    {
      label: feeDetailsTexts.totalFee,
      value: formatFeePercent(dec(fees.platform_fee).plus(dec(fees.blended_fee))),
    },
  ];
}
