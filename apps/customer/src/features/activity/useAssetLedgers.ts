import { useCostBasesOf, useTaxTransactions, useTrades } from '@cairn/api-client';
import { type AssetLedger, assetLedgers } from '@cairn/domain';
import { useMemo } from 'react';

/**
 * The HIFO ledgers of every asset (`assetLedgers`) from the crypto deposits with their saved cost
 * basis and the trades: one read for the Tax Center's lots and the withdrawal's tax impact.
 */
export function useAssetLedgers(): {
  data: AssetLedger[] | undefined;
  error: unknown;
  mutate: () => Promise<unknown>;
} {
  const deposits = useTaxTransactions({});
  const trades = useTrades();
  const withBasis = deposits.data
    ?.filter((deposit) => !deposit.is_missing_cost_basis)
    .map((deposit) => deposit.deposit_id);
  const costBases = useCostBasesOf(withBasis ?? null);
  const data = useMemo(
    () =>
      deposits.data && trades.data && costBases.data
        ? assetLedgers(
            deposits.data.map((deposit) => ({
              ...deposit,
              costBases: deposit.is_missing_cost_basis ? [] : (costBases.data?.[deposit.deposit_id] ?? []),
            })),
            trades.data,
          )
        : undefined,
    [deposits.data, trades.data, costBases.data],
  );
  return {
    data,
    error: deposits.error ?? trades.error ?? costBases.error,
    mutate: () => Promise.all([deposits.mutate(), trades.mutate(), costBases.mutate()]),
  };
}
