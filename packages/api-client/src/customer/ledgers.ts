import { type AssetLedger, assetLedgers } from '@cairn/domain';
import { useMemo } from 'react';
import { useCostBasesOf, useTaxTransactions, useTrades } from './hooks';

/** What {@link useAssetLedgers} gives: the ledgers once every read is in, or the first failure. */
export interface AssetLedgersRead {
  readonly data: AssetLedger[] | undefined;
  readonly error: unknown;
  readonly mutate: () => Promise<unknown>;
}

/**
 * The account's lots and disposals by asset (the domain's `assetLedgers`): every crypto deposit
 * with its cost basis entries (none for a deposit missing them, so its $0 basis is assumed) and
 * every trade. For HIFO estimates: the Apply & Rebalance preview, the Tax Center's lots.
 */
export function useAssetLedgers(): AssetLedgersRead {
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
