import type { CallOutput, CallSpec } from '../http/call';
import { type BoundCall, bindCall, type CallOptions } from '../http/client';
import { type CallRef, lazyCalls } from '../http/lazy';
import { callKey } from '../keys';
import { mutators, revalidateNames } from '../revalidate';
import type { customerCallSpecs } from './calls';

// The specs (and zod) load with the first call sent: the investor app's shell reads stay out of its first paint.
const calls = lazyCalls<typeof customerCallSpecs>(() =>
  import('./calls').then((module) => module.customerCallSpecs),
);

import type { CostBasisUpdate, DepositIdParams } from './schema';

type CallName = keyof typeof customerCallSpecs;

/**
 * Revalidates every cached read of these calls, whatever their inputs (SWR keys start with the
 * call name). Names of other areas' reads (e.g. 'getUserProfile') may be given as plain strings.
 */
export function revalidateCustomerReads(names: readonly (CallName | (string & {}))[]): Promise<void> {
  return revalidateNames(names);
}

/** A bound mutation that revalidates the reads it changes once it succeeds. */
function revalidating<C extends CallSpec>(
  spec: CallRef<C>,
  changes: readonly (CallName | (string & {}))[],
): BoundCall<C> {
  const bound = bindCall(spec);
  const fn: typeof bound = Object.assign(
    async (...args: Parameters<typeof bound>) => {
      const result = await bound(...args);
      await revalidateCustomerReads(changes);
      return result;
    },
    { spec },
  );
  return fn;
}

// Money moving in or out changes every balance view, the allocations and the activity log.
const FUNDING_READS: readonly CallName[] = [
  'getBalance',
  'getBalanceHistory',
  'getBalanceFlows',
  'getPortfolioAllocations',
  'getActivity',
  'getTradedAssets',
];
// Saving the portfolio changes the weights the marketplace shows and schedules a rebalance.
const PORTFOLIO_READS: readonly CallName[] = [
  'getPortfolio',
  'getPortfolioAllocations',
  'getModels',
  'getTradedAssets',
  'getActivity',
  'getPerformanceChart',
  'getPerformanceTable',
];
// A cost basis changes the deposit, the transaction lists, the missing count and the gains.
const COST_BASIS_READS: readonly CallName[] = [
  'getCostBasis',
  'getTaxTransactions',
  'getMissingCostBasis',
  'getTaxSummary',
];

/** POST /user/wallet/{networkId}: the network's deposit wallet, created on first request. */
export const createDepositWallet = bindCall(calls.createDepositWallet);
/**
 * POST /user/deactivate: terminates the account. The app then clears every cached read and ends
 * the session (doc 2 §4); the profile and status are revalidated for screens still mounted.
 */
export const deactivateAccount = revalidating(calls.deactivateAccount, ['getUserProfile', 'getUserStatus']);
/** GET /model/details/{name}; a 404 is the not-found view. */
export const getModelDetails = bindCall(calls.getModelDetails);
/** GET /model/models. */
export const getModels = bindCall(calls.getModels);
/** GET /index/tags. */
export const getIndexTags = bindCall(calls.getIndexTags);
/** GET /index/details/{ticker}; a 404 is the not-found view. */
export const getIndexDetails = bindCall(calls.getIndexDetails);
/** GET /index/details/{ticker}/asset-classification. */
export const getIndexAssetClassification = bindCall(calls.getIndexAssetClassification);
/** GET /index/assets/traded. */
export const getTradedAssets = bindCall(calls.getTradedAssets);
/** GET /portfolio. */
export const getPortfolio = bindCall(calls.getPortfolio);
/** PUT /portfolio: saves and activates; revalidates the portfolio, allocations, marketplace and activity. */
export const savePortfolio = revalidating(calls.savePortfolio, PORTFOLIO_READS);
/** GET /portfolio/fees?ids=...&weights=... */
export const getPortfolioFees = bindCall(calls.getPortfolioFees);
/** GET /portfolio/allocations. */
export const getPortfolioAllocations = bindCall(calls.getPortfolioAllocations);
/** GET /performance/chart. */
export const getPerformanceChart = bindCall(calls.getPerformanceChart);
/** GET /performance/table. */
export const getPerformanceTable = bindCall(calls.getPerformanceTable);
/** GET /performance/track-record. */
export const getTrackRecord = bindCall(calls.getTrackRecord);
/** GET /custody-integrations/balance/flows/chart. */
export const getBalanceFlows = bindCall(calls.getBalanceFlows);
/** GET /custody-integrations/balance/balance-history. */
export const getBalanceHistory = bindCall(calls.getBalanceHistory);
/** GET /custody-integrations/balance/{type}/{symbol} (symbol ALL for the whole account). */
export const getBalance = bindCall(calls.getBalance);
/** GET /custody-integrations/account/details/wire-deposit. */
export const getWireDepositDetails = bindCall(calls.getWireDepositDetails);
/** GET /custody-integrations/documents. */
export const getCustodyDocuments = bindCall(calls.getCustodyDocuments);
/** GET /custody-integrations/documents/{id}/url. */
export const getCustodyDocumentUrl = bindCall(calls.getCustodyDocumentUrl);
/** GET /funding/withdrawal/{currency}/minimum. */
export const getWithdrawalMinimum = bindCall(calls.getWithdrawalMinimum);
/** POST /funding/withdrawal: revalidates balances, allocations and activity. */
export const createWithdrawal = revalidating(calls.createWithdrawal, FUNDING_READS);
/** POST /funding/sending-address: answers the receiving address. */
export const createSendingAddress = bindCall(calls.createSendingAddress);
/** GET /portfolio/activity. */
export const getActivity = bindCall(calls.getActivity);
/** GET /portfolio/activity/csv: a download named by Content-Disposition. */
export const downloadActivityCsv = bindCall(calls.downloadActivityCsv);
/** GET /portfolio/activity/{category}/{id}. */
export const getActivityDetails = bindCall(calls.getActivityDetails);
/** GET /portfolio/activity/trades. */
export const getTrades = bindCall(calls.getTrades);
/** GET /portfolio/activity/trades/csv: a download named by Content-Disposition. */
export const downloadTradesCsv = bindCall(calls.downloadTradesCsv);
/** GET /trading-integration/tlh/harvested-losses. */
export const getHarvestedLosses = bindCall(calls.getHarvestedLosses);
/** GET /tax/gains/summary. */
export const getTaxSummary = bindCall(calls.getTaxSummary);
/** GET /tax/transactions/report?year=...: a download named by Content-Disposition. */
export const downloadTaxReport = bindCall(calls.downloadTaxReport);
/** GET /tax/transactions/missing-cost-basis. */
export const getMissingCostBasis = bindCall(calls.getMissingCostBasis);
/** GET /tax/transactions. */
export const getTaxTransactions = bindCall(calls.getTaxTransactions);
/** GET /tax/transactions/{depositId}/cost-basis. */
export const getCostBasis = bindCall(calls.getCostBasis);
/** GET /tax/transactions/update-enabled. */
export const getCostBasisUpdateEnabled = bindCall(calls.getCostBasisUpdateEnabled);

const sendCostBasis = bindCall(calls.saveCostBasis);

/**
 * PUT /tax/transactions/{depositId}/cost-basis, optimistically (doc 2 §4 "Cost basis save"): the
 * cached entries of the deposit show the new ones at once and are rolled back if the save fails;
 * then, either way, the deposit's entries, the transaction lists, the missing count and the gains
 * are refetched. The failure is rethrown for the mutation error policy.
 */
export const saveCostBasis = Object.assign(
  async (
    input?: DepositIdParams & CostBasisUpdate,
    options?: CallOptions,
  ): Promise<CallOutput<typeof customerCallSpecs.saveCostBasis>> => {
    // Without input the contract refuses the call itself (a bound call's input is optional).
    if (input === undefined) return sendCostBasis(input, options);
    const key = callKey(calls.getCostBasis, { depositId: input.depositId });
    const optimistic: CallOutput<typeof customerCallSpecs.getCostBasis> = input.cost_bases.map((entry) => ({
      deposit_id: input.depositId,
      ...entry,
    }));
    try {
      // One request; every cache (swr's and the app's own) shows it optimistically and rolls back.
      const sent = sendCostBasis(input, options);
      const results = await Promise.all(
        mutators().map((mutate) =>
          mutate(key, sent, {
            optimisticData: optimistic,
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
            throwOnError: true,
          }),
        ),
      );
      return results[0] as CallOutput<typeof customerCallSpecs.saveCostBasis>;
    } finally {
      await revalidateCustomerReads(COST_BASIS_READS);
    }
  },
  { spec: calls.saveCostBasis },
);
