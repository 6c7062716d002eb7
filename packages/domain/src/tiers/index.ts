export {
  intendedInvestmentAmountOptions,
  type QuestionnaireKind,
} from './intendedInvestmentAmount';
export {
  fiatWithdrawalMinimum,
  minimumContribution,
  minimumTierBalance,
  type Product,
  rebalancingMinimum,
  type Tier,
  tierFromMinTier,
} from './tiers';
