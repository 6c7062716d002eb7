import { type AssetLedger, assetLedgers } from '@cairn/domain';
import { useMemo } from 'react';
import { useActivity, useCostBasesOf, useTaxTransactions, useTrades } from './hooks';

/** What {@link useAssetLedgers} gives: the ledgers once every read is in, or the first failure. */
export interface AssetLedgersRead {
  readonly data: AssetLedger[] | undefined;
  readonly error: unknown;
  readonly mutate: () => Promise<unknown>;
}

/**
 * The account's lots and disposals by asset (the domain's `assetLedgers`): every crypto deposit
 * with its cost basis entries (none for a deposit missing them, so its $0 basis is assumed), every
 * trade (fee collections in crypto included), and the crypto withdrawals of the activity log as
 * transfers out, so the open lots are the account's balance. For HIFO estimates: the Apply &
 * Rebalance preview, the withdrawal's tax impact, the Tax Center's lots.
 */
export function useAssetLedgers(): AssetLedgersRead {
  const deposits = useTaxTransactions({});
  const trades = useTrades();
  const activity = useActivity();
  const withBasis = deposits.data
    ?.filter((deposit) => !deposit.is_missing_cost_basis)
    .map((deposit) => deposit.deposit_id);
  const costBases = useCostBasesOf(withBasis ?? null);
  const data = useMemo(
    () =>
      deposits.data && trades.data && costBases.data && activity.data
        ? assetLedgers(
            deposits.data.map((deposit) => ({
              ...deposit,
              costBases: deposit.is_missing_cost_basis ? [] : (costBases.data?.[deposit.deposit_id] ?? []),
            })),
            trades.data,
            activity.data
              .filter(
                (entry) =>
                  entry.category === 'withdrawal' && entry.currency !== 'USD' && entry.status !== 'cancelled',
              )
              .map((entry) => ({
                id: entry.id,
                date: entry.initiated_date,
                currency: entry.currency,
                amount: entry.amount,
              })),
          )
        : undefined,
    [deposits.data, trades.data, costBases.data, activity.data],
  );
  return {
    data,
    error: deposits.error ?? trades.error ?? costBases.error ?? activity.error,
    mutate: () => Promise.all([deposits.mutate(), trades.mutate(), costBases.mutate(), activity.mutate()]),
  };
}
