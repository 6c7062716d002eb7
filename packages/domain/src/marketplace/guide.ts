/**
 * The Model Selection Guide (doc 2 §1, §2 Marketplace): 14 steps, 0 to 13, linear with Back and
 * Next, Done on the last. Steps 3 to 11 show hypothetical investor profiles with example
 * allocations that can be applied to My Portfolio. The content is the project's (spec README:
 * "guide profiles ... written by the project"); the allocations name the marketplace's models.
 */
import { MAX_INVESTMENTS, MIN_WEIGHT, WEIGHT_TOTAL } from '../constants';
import { type DecimalInput, dec } from '../money/decimal';
import { allocationMatchesPortfolio, type NamedWeight } from '../portfolio/changes';
import { addInvestmentMessages } from '../portfolio/eligibility';
import type { Product } from '../tiers/tiers';
import { PRODUCT_STYLE_LABELS } from './filters';

/** A hypothetical investor (doc 2 §1). */
export interface GuideProfile {
  readonly name: string;
  readonly summary: string;
  readonly facts: readonly { readonly label: string; readonly value: string }[];
  /** The style the example leans on. */
  readonly style: Product;
}

/** One investment of an example allocation; weights are hypothetical (doc 2 §1). */
export interface GuideAllocationItem {
  /** The model's name in the marketplace. */
  readonly name: string;
  readonly product: Product;
  /** Percent; an allocation's weights follow the portfolio rules (each at least 5, total 100). */
  readonly weight: number;
}

/** One step of the guide. */
export interface GuideStep {
  readonly index: number;
  readonly title: string;
  readonly body: string;
  readonly profile?: GuideProfile;
  readonly allocation?: readonly GuideAllocationItem[];
}

/** Shown with every example allocation (doc 2 §1: example weights are hypothetical and subject to change). */
export const GUIDE_DISCLAIMER =
  'Hypothetical investor profile for illustration only. Example weights are hypothetical and subject to change, and are not a recommendation for you.';

/** The guide's title and buttons. */
export const guideTexts = {
  title: 'Model Selection Guide',
  back: 'Back',
  next: 'Next',
  done: 'Done',
  applyAllocation: 'Apply to My Portfolio',
} as const;

const facts = (age: string, horizon: string, experience: string, risk: string, goal: string) => [
  { label: 'Age', value: age },
  { label: 'Time horizon', value: horizon },
  { label: 'Crypto experience', value: experience },
  { label: 'Risk tolerance', value: risk },
  { label: 'Goal', value: goal },
];

const profileStep = (
  index: number,
  title: string,
  body: string,
  profile: GuideProfile,
  allocation: readonly GuideAllocationItem[],
): GuideStep => ({ index, title, body, profile, allocation });

/** The 14 steps of the guide, 0 to 13. */
export const MODEL_SELECTION_GUIDE_STEPS: readonly GuideStep[] = [
  {
    index: 0,
    title: 'Welcome to the Model Selection Guide',
    body: 'This guide walks you through the model styles and nine hypothetical investors, each with an example allocation. Use it for ideas; the choice of what suits you is yours.',
  },
  {
    index: 1,
    title: 'Three Model Styles',
    body: `${PRODUCT_STYLE_LABELS.MARKET} models follow the market passively. ${PRODUCT_STYLE_LABELS.SMART_BETA} models tilt toward factors such as momentum or low volatility by transparent rules. ${PRODUCT_STYLE_LABELS.ALPHA} models are the most active, seeking returns above the market within set limits. More activity brings higher fees and higher risk of trailing the market.`,
  },
  {
    index: 2,
    title: 'Reading an Example',
    body: 'Each example shows who the investor is and how they might split their portfolio. Applying an example replaces the investments in My Portfolio with it; you then review the weights and activate them with Apply Changes. An example is available only when your balance reaches each of its models’ minimums.',
  },
  profileStep(
    3,
    'First Steps',
    'Someone new to crypto who wants broad exposure with few decisions to make.',
    {
      name: 'Maya',
      summary: 'Starting out, investing a small part of her savings for the long run.',
      facts: facts('29', '10 years or more', 'New', 'Moderate', 'Broad exposure, low upkeep'),
      style: 'MARKET',
    },
    [
      { name: 'Crypto Market', product: 'MARKET', weight: 70 },
      { name: 'Bitcoin & Ether', product: 'MARKET', weight: 30 },
    ],
  ),
  profileStep(
    4,
    'Long-Term Holder',
    'Someone who means to hold for decades and prefers the largest, most established assets.',
    {
      name: 'Daniel',
      summary: 'Adds to his holdings every quarter and rarely changes course.',
      facts: facts('45', '15 years or more', 'Some', 'Moderate', 'Long-term growth'),
      style: 'MARKET',
    },
    [
      { name: 'Bitcoin Core', product: 'MARKET', weight: 50 },
      { name: 'Bitcoin & Ether', product: 'MARKET', weight: 30 },
      { name: 'Broad Crypto', product: 'MARKET', weight: 20 },
    ],
  ),
  profileStep(
    5,
    'Broad Diversifier',
    'Someone who wants to own a wide slice of the market rather than bet on a few assets.',
    {
      name: 'Priya',
      summary: 'Values diversification above everything else.',
      facts: facts('38', '10 years or more', 'Some', 'Moderate', 'Diversified market exposure'),
      style: 'MARKET',
    },
    [
      { name: 'Broad Crypto', product: 'MARKET', weight: 60 },
      { name: 'Crypto Market', product: 'MARKET', weight: 40 },
    ],
  ),
  profileStep(
    6,
    'Steady Builder',
    'Someone who accepts a little less upside for a smoother ride.',
    {
      name: 'Tom',
      summary: 'Dislikes large swings and wants rules, not guesses.',
      facts: facts('52', '7 to 10 years', 'Some', 'Low to moderate', 'Growth with smaller swings'),
      style: 'SMART_BETA',
    },
    [
      { name: 'Low Volatility', product: 'SMART_BETA', weight: 50 },
      { name: 'Equal Weight Leaders', product: 'SMART_BETA', weight: 30 },
      { name: 'Crypto Market', product: 'MARKET', weight: 20 },
    ],
  ),
  profileStep(
    7,
    'Trend Follower',
    'Someone who believes that what has been rising tends to keep rising for a while.',
    {
      name: 'Lena',
      summary: 'Comfortable with rules that change holdings as trends change.',
      facts: facts('34', '5 to 10 years', 'Experienced', 'High', 'Ride market trends'),
      style: 'SMART_BETA',
    },
    [
      { name: 'Momentum', product: 'SMART_BETA', weight: 50 },
      { name: 'Sector Rotation', product: 'SMART_BETA', weight: 30 },
      { name: 'Bitcoin & Ether', product: 'MARKET', weight: 20 },
    ],
  ),
  profileStep(
    8,
    'Balanced Tilt',
    'Someone who wants several factor tilts at once, so that no single rule dominates.',
    {
      name: 'Omar',
      summary: 'Spreads his bets across rules that behave differently.',
      facts: facts('41', '7 to 10 years', 'Experienced', 'Moderate to high', 'Factor diversification'),
      style: 'SMART_BETA',
    },
    [
      { name: 'Equal Weight Leaders', product: 'SMART_BETA', weight: 40 },
      { name: 'Low Volatility', product: 'SMART_BETA', weight: 30 },
      { name: 'Momentum', product: 'SMART_BETA', weight: 30 },
    ],
  ),
  profileStep(
    9,
    'Active Explorer',
    'Someone who seeks returns above the market and accepts the risk of falling short.',
    {
      name: 'Sofia',
      summary: 'Follows the market closely and wants active management.',
      facts: facts('36', '5 years or more', 'Experienced', 'High', 'Outperform the market'),
      style: 'ALPHA',
    },
    [
      { name: 'DeFi Alpha', product: 'ALPHA', weight: 35 },
      { name: 'Emerging Themes', product: 'ALPHA', weight: 35 },
      { name: 'Ecosystem Alpha', product: 'ALPHA', weight: 30 },
    ],
  ),
  profileStep(
    10,
    'Core and Satellite',
    'Someone who keeps a passive core and adds a smaller active part around it.',
    {
      name: 'James',
      summary: 'Wants most of his money in the market and a part in active ideas.',
      facts: facts('48', '10 years or more', 'Some', 'Moderate to high', 'Market core with active upside'),
      style: 'ALPHA',
    },
    [
      { name: 'Crypto Market', product: 'MARKET', weight: 60 },
      { name: 'Emerging Themes', product: 'ALPHA', weight: 20 },
      { name: 'DeFi Alpha', product: 'ALPHA', weight: 20 },
    ],
  ),
  profileStep(
    11,
    'Institutional Treasury',
    'An organisation holding part of its reserves in crypto, for which stability matters most.',
    {
      name: 'A family office',
      summary: 'Reports to a board and prefers established assets with smaller swings.',
      facts: facts(
        'Not applicable',
        '5 years or more',
        'Experienced',
        'Low to moderate',
        'Preserve and grow reserves',
      ),
      style: 'MARKET',
    },
    [
      { name: 'Bitcoin Core', product: 'MARKET', weight: 70 },
      { name: 'Low Volatility', product: 'SMART_BETA', weight: 30 },
    ],
  ),
  {
    index: 12,
    title: 'Building Your Own',
    body: `You can combine up to ${MAX_INVESTMENTS} models and indices in My Portfolio. Each needs a weight of at least ${MIN_WEIGHT}%, and the weights must add up to ${WEIGHT_TOTAL}%. Excluding an asset in Account keeps it out of every investment.`,
  },
  {
    index: 13,
    title: 'You Are Ready',
    body: 'Browse the Marketplace to compare track records, add what suits you to My Portfolio, and activate it with Apply Changes. You can open this guide again at any time.',
  },
];

/** Back and Next of a step: Back from step 1, Next on steps 0 to 12, Done on step 13. */
export interface GuideNavigation {
  readonly back: boolean;
  readonly next: typeof guideTexts.next | typeof guideTexts.done;
}

function checkStep(step: number): GuideStep {
  const found = MODEL_SELECTION_GUIDE_STEPS[step];
  if (!Number.isInteger(step) || found === undefined) throw new RangeError(`No guide step ${step}`);
  return found;
}

/** The guide's step at `step` (0–13); throws a RangeError otherwise. */
export function guideStep(step: number): GuideStep {
  return checkStep(step);
}

/** Back and Next of a step. */
export function guideNavigation(step: number): GuideNavigation {
  checkStep(step);
  const last = MODEL_SELECTION_GUIDE_STEPS.length - 1;
  return { back: step > 0, next: step === last ? guideTexts.done : guideTexts.next };
}

/** Where Next or Back leads: the next or previous step, or `'DONE'` after the last step's Done. */
export function guideStepAfter(step: number, direction: 'NEXT' | 'BACK'): number | 'DONE' {
  checkStep(step);
  if (direction === 'BACK') return Math.max(0, step - 1);
  return step === MODEL_SELECTION_GUIDE_STEPS.length - 1 ? 'DONE' : step + 1;
}

/** What {@link guideAllocationState} weighs. */
export interface GuideAllocationInput {
  readonly allocation: readonly GuideAllocationItem[];
  /** The saved pending portfolio (names and weights). */
  readonly savedPortfolio: readonly NamedWeight[];
  /** The account balance, USD. */
  readonly balance: DecimalInput;
  /** Each model's minimum (`product_minimum`) by name, USD; a model not listed has none known. */
  readonly minimums: Readonly<Record<string, DecimalInput>>;
}

/** The state of an example allocation's button. */
export interface GuideAllocationState {
  /** 'Applied to My Portfolio': the saved pending portfolio matches the example. */
  readonly applied: boolean;
  /** The button is disabled: a model's minimum is above the balance. */
  readonly disabled: boolean;
  /** The tooltip of a disabled button (doc 2 §8), else `null`. */
  readonly tooltip: string | null;
}

/**
 * The example allocation's button (doc 2 §2, §8): applied when the saved portfolio holds exactly
 * its investments and weights; disabled, with the tooltip, when a model's minimum is above the
 * balance.
 */
export function guideAllocationState(input: GuideAllocationInput): GuideAllocationState {
  const balance = dec(input.balance);
  const belowMinimum = input.allocation.some((item) => {
    const minimum = input.minimums[item.name];
    return minimum !== undefined && dec(minimum).gt(balance);
  });
  return {
    applied: allocationMatchesPortfolio(input.allocation, input.savedPortfolio),
    disabled: belowMinimum,
    tooltip: belowMinimum ? addInvestmentMessages.guideAllocationBelowMinimumTooltip : null,
  };
}
