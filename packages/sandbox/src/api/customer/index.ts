import type { ApiApp } from '../../core/contract';
import { registerActivityCalls } from './activity';
import { registerFundingCalls } from './funding';
import { registerMarketplaceCalls } from './marketplace';
import { registerPerformanceCalls } from './performance';
import { registerPortfolioCalls } from './portfolio';
import { registerTaxCalls } from './tax';

/**
 * Serves the customer calls (doc 2 §7) from the customer slice and the market catalog. Each
 * group registers its fixed paths before the parameterised ones that share their shape.
 */
export function registerCustomerArea(api: ApiApp): void {
  registerMarketplaceCalls(api);
  registerPortfolioCalls(api);
  registerPerformanceCalls(api);
  registerFundingCalls(api);
  registerActivityCalls(api);
  registerTaxCalls(api);
}
