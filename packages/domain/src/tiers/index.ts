export {
  INSTITUTION_INTENDED_INVESTMENT_AMOUNTS,
  type IntendedInvestmentAmountOption,
  intendedInvestmentAmountLabel,
  intendedInvestmentAmountOptions,
  QUESTIONNAIRE_KINDS,
  type QuestionnaireKind,
  RETAIL_INTENDED_INVESTMENT_AMOUNTS,
} from './intendedInvestmentAmount';
export {
  fiatWithdrawalMinimum,
  minimumContribution,
  minimumTierBalance,
  type Product,
  rebalancingMinimum,
  TIERS,
  type Tier,
  tierFromMinTier,
} from './tiers';
