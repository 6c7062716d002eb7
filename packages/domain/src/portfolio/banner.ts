/**
 * Banners of My Portfolio and the dashboard's rebalancing-minimum banner (doc 2 §2).
 */
import { type DecimalInput, dec } from '../money/decimal';

/** Banner titles as the spec writes them (doc 2 §2 My Portfolio and Dashboard). */
export const portfolioBannerTitles = {
  belowModelMinimum: 'Below Model Minimum',
  awaitingDeposit: 'Awaiting Deposit',
  notAvailableDueToExclusions: 'Not Available Due to Client Asset Exclusions',
  belowRebalancingMinimum: 'Portfolio Below Rebalancing Minimum',
} as const;

/** The banner My Portfolio shows (doc 2 §2). */
export type PortfolioBanner = 'AWAITING_DEPOSIT' | 'NO_SELECTION' | 'BELOW_REBALANCE_MINIMUM';

/** What {@link portfolioBanner} weighs. */
export interface PortfolioBannerInput {
  /** The account balance, USD. */
  readonly balance: DecimalInput;
  /** True when the pending portfolio holds no investment. */
  readonly portfolioEmpty: boolean;
  /** The minimum tier balance (rebalancing minimum) for the user's tier, USD. */
  readonly minimum: DecimalInput;
}

/**
 * The banner of My Portfolio (doc 2 §2): AWAITING_DEPOSIT when the balance is 0 (or, defensively,
 * below 0), BELOW_REBALANCE_MINIMUM when it is above 0 but under the minimum, NO_SELECTION when the
 * portfolio is empty and the balance reaches the minimum (equal is enough), else none.
 */
export function portfolioBanner(input: PortfolioBannerInput): PortfolioBanner | null {
  const balance = dec(input.balance);
  if (balance.lte(0)) return 'AWAITING_DEPOSIT';
  if (balance.lt(dec(input.minimum))) return 'BELOW_REBALANCE_MINIMUM';
  return input.portfolioEmpty ? 'NO_SELECTION' : null;
}

/** Whether the investment list is disabled: while a banner other than NO_SELECTION shows (doc 2 §2). */
export function isPortfolioListDisabled(banner: PortfolioBanner | null): boolean {
  return banner !== null && banner !== 'NO_SELECTION';
}

/** What {@link showBelowRebalancingMinimumBanner} weighs. */
export interface RebalancingMinimumBannerInput {
  readonly kycStatus: string | null | undefined;
  readonly hasHoldings: boolean;
  /** Total balance, USD. */
  readonly totalBalance: DecimalInput;
  /** The rebalancing minimum for the user's tier (`user.min_tier`, default DEFAULT), USD. */
  readonly rebalancingMinimum: DecimalInput;
}

/**
 * Whether the dashboard shows 'Portfolio Below Rebalancing Minimum' (doc 2 §2 Dashboard):
 * kyc_status is SUCCESS, the user has holdings, and the total balance is under the minimum.
 */
export function showBelowRebalancingMinimumBanner(input: RebalancingMinimumBannerInput): boolean {
  return (
    input.kycStatus === 'SUCCESS' &&
    input.hasHoldings &&
    dec(input.totalBalance).lt(dec(input.rebalancingMinimum))
  );
}

/**
 * Body of the dashboard's rebalancing-minimum banner; the spec describes it without quoting it
 * (doc 2 §2), so this is the project's wording. `formattedMinimum` is the minimum already
 * formatted with no decimals (e.g. '$2,000'); the banner's link reads {@link MAKE_A_NEW_DEPOSIT}.
 */
export function belowRebalancingMinimumText(formattedMinimum: string): string {
  return `Portfolios need a balance of at least ${formattedMinimum} to be rebalanced.`;
}

/** The link text of the dashboard's rebalancing-minimum banner (project wording). */
export const MAKE_A_NEW_DEPOSIT = 'Make a new deposit';
