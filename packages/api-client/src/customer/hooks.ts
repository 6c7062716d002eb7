import { useMemo } from 'react';
import type { SWRResponse } from 'swr';
import type { z } from 'zod';
import { BALANCE_STALE_MS, TRADED_ASSETS_CACHE_MS, WITHDRAWAL_BALANCE_STALE_MS } from '../cacheTimes';
import type { CallOutput, CallSpec } from '../http/call';
import { statusOf } from '../http/errors';
import { lazyCalls } from '../http/lazy';
import { handleQueryError } from '../policy';
import { useCall, useCallList } from '../swr';
import type { customerCallSpecs } from './calls';

// The specs (and zod) load with the first call sent: the investor app's shell reads stay out of its first paint.
const loadSpecs = () => import('./calls').then((module) => module.customerCallSpecs);
const calls = lazyCalls<typeof customerCallSpecs>(loadSpecs);

/**
 * Starts loading the customer calls' specs now instead of with the first customer read: call it
 * while something else is awaited (the sign-in guard's profile read), so the page's reads go out
 * as soon as it renders. A failed load is left to the first call, which loads them again.
 */
export function preloadCustomerCalls(): void {
  loadSpecs().catch(() => undefined);
}

/**
 * The customer app's reads with the cache policy of doc 2 §7: traded assets 2 minutes; balances,
 * allocations and balance history 60 s, the fiat-withdrawal and deactivation balances 5 minutes;
 * update-enabled refetched on every mount; everything else never stale (mutations revalidate it).
 * Pass `null` as input to wait for a dependency.
 */

type Calls = typeof customerCallSpecs;
type Read<K extends keyof Calls> = SWRResponse<CallOutput<Calls[K]>>;
/** The input schemas' types; an empty part (the strict `{}` of a call without it) adds nothing. */
type Part<S extends z.ZodType> = string extends keyof z.input<S> ? unknown : z.input<S>;
type InputOf<C extends CallSpec> = Part<C['params']> &
  Part<C['query']> &
  (C['bodyKind'] extends 'none' ? unknown : Part<C['body']>);
type Input<K extends keyof Calls> = InputOf<Calls[K]>;

/**
 * A detail page's read: a 404 is the page's not-found view (doc 2 §8), not a failure, so it shows
 * no toast; every other failure follows the query policy.
 */
const notFoundIsAView = {
  onError: (error: unknown) => {
    if (statusOf(error) !== 404) handleQueryError(error);
  },
};

/** A model's details; a 404 error means the not-found view (no toast). */
export function useModelDetails(input: Input<'getModelDetails'> | null): Read<'getModelDetails'> {
  return useCall(calls.getModelDetails, input, {}, notFoundIsAView);
}

/** The marketplace's models and index trackers. */
export function useModels(input: Input<'getModels'> | null = {}): Read<'getModels'> {
  return useCall(calls.getModels, input);
}

/** The index tags of the marketplace filters. */
export function useIndexTags(): Read<'getIndexTags'> {
  return useCall(calls.getIndexTags, {});
}

/** An index's details; a 404 error means the not-found view (no toast). */
export function useIndexDetails(input: Input<'getIndexDetails'> | null): Read<'getIndexDetails'> {
  return useCall(calls.getIndexDetails, input, {}, notFoundIsAView);
}

/** An index's asset classification. */
export function useIndexAssetClassification(
  input: Input<'getIndexAssetClassification'> | null,
): Read<'getIndexAssetClassification'> {
  return useCall(calls.getIndexAssetClassification, input);
}

/** Traded assets, cached 2 minutes. */
export function useTradedAssets(input: Input<'getTradedAssets'> | null = {}): Read<'getTradedAssets'> {
  return useCall(calls.getTradedAssets, input, { staleTime: TRADED_ASSETS_CACHE_MS });
}

/** The saved portfolio. */
export function usePortfolio(): Read<'getPortfolio'> {
  return useCall(calls.getPortfolio, {});
}

/** Platform and blended fees of weighted investments. */
export function usePortfolioFees(input: Input<'getPortfolioFees'> | null): Read<'getPortfolioFees'> {
  return useCall(calls.getPortfolioFees, input);
}

/** Allocations by investment, asset and sector, fresh for 60 s. */
export function usePortfolioAllocations(): Read<'getPortfolioAllocations'> {
  return useCall(calls.getPortfolioAllocations, {}, { staleTime: BALANCE_STALE_MS });
}

/** The Portfolio Returns chart. */
export function usePerformanceChart(input: Input<'getPerformanceChart'> | null): Read<'getPerformanceChart'> {
  return useCall(calls.getPerformanceChart, input);
}

/** The returns table. */
export function usePerformanceTable(input: Input<'getPerformanceTable'> | null): Read<'getPerformanceTable'> {
  return useCall(calls.getPerformanceTable, input);
}

/** A model's or index's track record. */
export function useTrackRecord(input: Input<'getTrackRecord'> | null): Read<'getTrackRecord'> {
  return useCall(calls.getTrackRecord, input);
}

/** Net flows per period. */
export function useBalanceFlows(): Read<'getBalanceFlows'> {
  return useCall(calls.getBalanceFlows, {});
}

/** The balance history, fresh for 60 s. */
export function useBalanceHistory(): Read<'getBalanceHistory'> {
  return useCall(calls.getBalanceHistory, {}, { staleTime: BALANCE_STALE_MS });
}

/**
 * A balance: fresh for 60 s, the fiat-withdrawal balance for 5 minutes (the withdrawal flow reads
 * it once and keeps it while the user fills the form).
 */
export function useBalance(input: Input<'getBalance'> | null): Read<'getBalance'> {
  const staleTime = input?.type === 'fiat-withdrawal' ? WITHDRAWAL_BALANCE_STALE_MS : BALANCE_STALE_MS;
  return useCall(calls.getBalance, input, { staleTime });
}

/**
 * Several balances at once, e.g. the crypto-withdrawal balance (the quantity held) of every asset
 * of the allocation, with the cache policy of {@link useBalance}'s 60 s.
 */
export function useBalances(
  inputs: readonly Input<'getBalance'>[] | null,
): SWRResponse<CallOutput<Calls['getBalance']>[]> {
  return useCallList(calls.getBalance, inputs, { staleTime: BALANCE_STALE_MS });
}

/** The deactivation wizard's balance: the whole account's fiat-withdrawal balance, fresh for 5 minutes. */
export function useDeactivationBalance(): Read<'getBalance'> {
  return useCall(
    calls.getBalance,
    { type: 'fiat-withdrawal', symbol: 'ALL' },
    { staleTime: WITHDRAWAL_BALANCE_STALE_MS },
  );
}

/** The USD wire instructions. */
export function useWireDepositDetails(): Read<'getWireDepositDetails'> {
  return useCall(calls.getWireDepositDetails, {});
}

/** The account's documents. */
export function useCustodyDocuments(): Read<'getCustodyDocuments'> {
  return useCall(calls.getCustodyDocuments, {});
}

/** Where a document can be opened. */
export function useCustodyDocumentUrl(
  input: Input<'getCustodyDocumentUrl'> | null,
): Read<'getCustodyDocumentUrl'> {
  return useCall(calls.getCustodyDocumentUrl, input);
}

/** The withdrawal minimum of USD or an asset. */
export function useWithdrawalMinimum(
  input: Input<'getWithdrawalMinimum'> | null,
): Read<'getWithdrawalMinimum'> {
  return useCall(calls.getWithdrawalMinimum, input);
}

/** The activity log. */
export function useActivity(): Read<'getActivity'> {
  return useCall(calls.getActivity, {});
}

/** One activity entry's details. */
export function useActivityDetails(input: Input<'getActivityDetails'> | null): Read<'getActivityDetails'> {
  return useCall(calls.getActivityDetails, input);
}

/** The trade history. */
export function useTrades(): Read<'getTrades'> {
  return useCall(calls.getTrades, {});
}

/** Harvested tax losses of a date range. */
export function useHarvestedLosses(input: Input<'getHarvestedLosses'> | null): Read<'getHarvestedLosses'> {
  return useCall(calls.getHarvestedLosses, input);
}

/** The Tax Summary of a date range (the domain's `taxSummaryQuery(year, today)`). */
export function useTaxSummary(input: Input<'getTaxSummary'> | null): Read<'getTaxSummary'> {
  return useCall(calls.getTaxSummary, input);
}

/** Crypto deposits lacking cost basis. */
export function useMissingCostBasis(): Read<'getMissingCostBasis'> {
  return useCall(calls.getMissingCostBasis, {});
}

/** Crypto deposits of a time filter. */
export function useTaxTransactions(
  input: Input<'getTaxTransactions'> | null = {},
): Read<'getTaxTransactions'> {
  return useCall(calls.getTaxTransactions, input);
}

/** A deposit's cost basis entries. */
export function useCostBasis(input: Input<'getCostBasis'> | null): Read<'getCostBasis'> {
  return useCall(calls.getCostBasis, input);
}

/** The cost basis entries of several deposits at once, in the deposits' order. */
export function useCostBases(
  inputs: readonly Input<'getCostBasis'>[] | null,
): SWRResponse<CallOutput<Calls['getCostBasis']>[]> {
  return useCallList(calls.getCostBasis, inputs);
}

/** Whether cost basis may be updated: refetched on every mount (doc 2 §7). */
export function useCostBasisUpdateEnabled(): Read<'getCostBasisUpdateEnabled'> {
  return useCall(calls.getCostBasisUpdateEnabled, {}, { refetchOnMount: true }, { dedupingInterval: 0 });
}

/**
 * The cost basis entries of several deposits at once, by deposit id (the Tax Center's lot-level
 * breakdown needs every deposit's): `useCostBases` keyed by id. `null` waits.
 */
export function useCostBasesOf(
  depositIds: readonly string[] | null,
): SWRResponse<Readonly<Record<string, CallOutput<Calls['getCostBasis']>>>> {
  const key = depositIds === null ? null : [...depositIds].sort().join('\n');
  const ids = useMemo(() => (key === null ? null : key === '' ? [] : key.split('\n')), [key]);
  const read = useCostBases(ids === null ? null : ids.map((depositId) => ({ depositId })));
  const entries = read.data;
  const data = useMemo(
    () =>
      entries === undefined || ids === null
        ? undefined
        : Object.fromEntries(ids.map((id, at) => [id, entries[at]])),
    [entries, ids],
  );
  return {
    data,
    error: read.error,
    isLoading: read.isLoading,
    isValidating: read.isValidating,
    mutate: async () => {
      await read.mutate();
      return undefined;
    },
  } as SWRResponse<Readonly<Record<string, CallOutput<Calls['getCostBasis']>>>>;
}
