/**
 * Whether a marketplace model or index may be added to My Portfolio (doc 2 §4, §5, §8), and which
 * MARKET models asset exclusions remove from it.
 */
import { MAX_INVESTMENTS, MIN_ASSETS_AFTER_EXCLUSIONS } from '../constants';
import { type DecimalInput, dec } from '../money/decimal';

/** Texts around adding investments (doc 2 §2, §5, §8). */
export const addInvestmentMessages = {
  /** The model page's add button. */
  addToMyPortfolio: 'Add to My Portfolio',
  /** The add button once the investment is in the portfolio. */
  added: 'Added',
  /** Title of the dialog shown when the maximum is reached. */
  maximumReachedTitle: 'Maximum Number of Investments Reached',
  /** The card's reason when the maximum is reached. */
  maximumReachedReason: 'You have reached the maximum number of investments in your portfolio.',
  /** Tooltip of a disabled add toggle when the maximum is reached. */
  maximumReachedTooltip:
    'You have reached the maximum number of investments in your portfolio. You can remove an existing investment prior to adding a new one.',
  /** Tooltip of a disabled add toggle for every other reason. */
  unableToAddTooltip:
    'This investment is unable to be added to your portfolio. Click into the investment details to learn more.',
  /**
   * Tooltip of the Model Selection Guide's allocation button when an investment's minimum is above
   * the balance. The spec describes it without quoting it; this is the project's wording.
   */
  guideAllocationBelowMinimumTooltip:
    'This allocation contains an investment with a minimum balance above your current balance. Add funds to apply it.',
} as const;

/**
 * Why an investment cannot be added, in the order {@link addEligibility} checks them. The five
 * spec reasons (doc 2 §4) keep their order; LOADING and ALREADY_ADDED (doc 2 §5 "Add disabled")
 * come first because while loading nothing else is known, and an added investment shows 'Added'
 * rather than a reason.
 */
export const ADD_INELIGIBILITY_REASONS = [
  'LOADING',
  'ALREADY_ADDED',
  'EXCLUDED_ASSETS',
  'FEWER_THAN_2_ASSETS',
  'WILL_EXCEED_MAX_INVESTMENTS',
  'BELOW_PORTFOLIO_MINIMUM',
  'BELOW_TRADE_MINIMUM',
] as const;

/** One of {@link ADD_INELIGIBILITY_REASONS}. */
export type AddIneligibilityReason = (typeof ADD_INELIGIBILITY_REASONS)[number];

/** A model or index offered in the marketplace, as far as add-eligibility needs it. */
export interface AddableInvestment {
  readonly id: string | number;
  /** The investment's product; "MARKET type" in the spec means product MARKET. */
  readonly product: string;
  /** Symbols of the assets the investment holds. */
  readonly assetSymbols: readonly string[];
  /** The model minimum (`product_minimum`), USD. */
  readonly productMinimum: DecimalInput;
}

/** Everything {@link addEligibility} weighs. */
export interface AddEligibilityInput {
  readonly investment: AddableInvestment;
  /** Symbols of the client's excluded assets (pending exclusions included). */
  readonly excludedAssetSymbols: readonly string[];
  /** Ids of the investments in the pending portfolio. */
  readonly portfolioIds: readonly (string | number)[];
  /** The account balance, USD. */
  readonly balance: DecimalInput;
  /** The minimum tier balance (trade minimum) for the user's tier, USD, computed by the caller. */
  readonly minimumTierBalance: DecimalInput;
  /** True while the portfolio, balance or exclusions are still loading. */
  readonly loading?: boolean | undefined;
}

function remainingAssetCount(assetSymbols: readonly string[], excluded: ReadonlySet<string>): number {
  return assetSymbols.filter((symbol) => !excluded.has(symbol)).length;
}

/**
 * The first reason an investment cannot be added, or `null` when it can (doc 2 §4, §5).
 *
 * - EXCLUDED_ASSETS: not a MARKET product and one of its assets is excluded.
 * - FEWER_THAN_2_ASSETS: it has more than 2 assets and fewer than 2 remain after exclusions.
 * - WILL_EXCEED_MAX_INVESTMENTS: the portfolio already holds {@link MAX_INVESTMENTS}.
 * - BELOW_PORTFOLIO_MINIMUM: the balance is under the model minimum (equal is enough).
 * - BELOW_TRADE_MINIMUM: the balance is under the minimum tier balance (equal is enough).
 */
export function addEligibility(input: AddEligibilityInput): AddIneligibilityReason | null {
  const { investment } = input;
  if (input.loading === true) return 'LOADING';
  if (input.portfolioIds.includes(investment.id)) return 'ALREADY_ADDED';
  const excluded = new Set(input.excludedAssetSymbols);
  if (investment.product !== 'MARKET' && investment.assetSymbols.some((symbol) => excluded.has(symbol))) {
    return 'EXCLUDED_ASSETS';
  }
  if (
    investment.assetSymbols.length > MIN_ASSETS_AFTER_EXCLUSIONS &&
    remainingAssetCount(investment.assetSymbols, excluded) < MIN_ASSETS_AFTER_EXCLUSIONS
  ) {
    return 'FEWER_THAN_2_ASSETS';
  }
  if (input.portfolioIds.length >= MAX_INVESTMENTS) return 'WILL_EXCEED_MAX_INVESTMENTS';
  const balance = dec(input.balance);
  if (balance.lt(dec(investment.productMinimum))) return 'BELOW_PORTFOLIO_MINIMUM';
  if (balance.lt(dec(input.minimumTierBalance))) return 'BELOW_TRADE_MINIMUM';
  return null;
}

/**
 * The tooltip of a disabled add toggle (doc 2 §8): the maximum-reached text for
 * WILL_EXCEED_MAX_INVESTMENTS, the generic "unable to be added" text for the other spec reasons,
 * and none while loading or once added (the button then reads 'Added').
 */
export function addDisabledTooltip(reason: AddIneligibilityReason | null): string | null {
  switch (reason) {
    case null:
    case 'LOADING':
    case 'ALREADY_ADDED':
      return null;
    case 'WILL_EXCEED_MAX_INVESTMENTS':
      return addInvestmentMessages.maximumReachedTooltip;
    default:
      return addInvestmentMessages.unableToAddTooltip;
  }
}

/** A model in the pending portfolio, as far as exclusions need it. */
export interface ExcludableModel {
  readonly product: string;
  readonly assetSymbols: readonly string[];
}

/**
 * The MARKET models that applying these exclusions removes from My Portfolio (doc 2 §4): those
 * that lose at least one asset to the exclusions and keep fewer than 2 non-excluded assets. A
 * model none of whose assets is excluded stays, so a single-asset MARKET index is not removed by
 * unrelated exclusions.
 */
export function marketModelsRemovedByExclusions<T extends ExcludableModel>(
  models: readonly T[],
  excludedAssetSymbols: readonly string[],
): T[] {
  const excluded = new Set(excludedAssetSymbols);
  return models.filter((model) => {
    if (model.product !== 'MARKET') return false;
    const remaining = remainingAssetCount(model.assetSymbols, excluded);
    return remaining < model.assetSymbols.length && remaining < MIN_ASSETS_AFTER_EXCLUSIONS;
  });
}
