import { useAssetLedgers, useBalances, usePortfolioAllocations } from '@cairn/api-client';
import { accountHoldings, type DecimalInput, heldAssetSymbols, withdrawalTaxImpact } from '@cairn/domain';
import { Delta, DescriptionList, LoadState, TaxImpactTable } from '@cairn/ui';
import { useMemo } from 'react';
import { useToday } from '../../routes/activity/today';
import { withdrawalTaxImpactTexts } from './copy';

/**
 * The estimated tax impact of a fiat withdrawal (issue 14 §6, beyond the spec): the account from
 * its allocation by Asset and the quantity of each asset held, the HIFO ledgers from the crypto
 * deposits (with their saved cost basis) and the trades, then the domain's `withdrawalTaxImpact`.
 * While any read is on its way it says it is estimating; a failed read says the estimate could not
 * be made, with Try again, and leaves the rest of the step usable.
 */
export function WithdrawalTaxImpact({ amount }: { amount: DecimalInput }) {
  const today = useToday();
  const allocations = usePortfolioAllocations();
  const symbols = allocations.data === undefined ? null : heldAssetSymbols(allocations.data.asset);
  const balances = useBalances(
    symbols === null ? null : symbols.map((symbol) => ({ type: 'crypto-withdrawal', symbol })),
  );
  const ledgers = useAssetLedgers();
  const impact = useMemo(() => {
    if (allocations.data === undefined || balances.data === undefined || ledgers.data === undefined) {
      return undefined;
    }
    const quantities = Object.fromEntries(
      balances.data.map((balance) => [balance.symbol, balance.available_balance]),
    );
    return withdrawalTaxImpact({
      ...accountHoldings(allocations.data.asset, quantities),
      ledgers: ledgers.data,
      amount,
      today,
    });
  }, [allocations.data, balances.data, ledgers.data, amount, today]);
  const read = {
    data: impact,
    error: allocations.error ?? balances.error ?? ledgers.error,
    mutate: () => Promise.all([allocations.mutate(), balances.mutate(), ledgers.mutate()]),
  };
  return (
    <LoadState
      read={read}
      messages={{ loading: withdrawalTaxImpactTexts.loading, failed: withdrawalTaxImpactTexts.failed }}
    >
      {(estimate) => (
        <>
          {/* The answer first (review 11b): the net estimated gain, signed, on the summary's
              columns, visible above the table even when the step reaches the window's cap. */}
          {estimate.sales.length > 0 ? (
            <DescriptionList
              items={[
                {
                  term: withdrawalTaxImpactTexts.netGain,
                  value: (
                    <Delta
                      kind="money"
                      value={estimate.totalUsd.toString()}
                      messages={withdrawalTaxImpactTexts.gainLoss}
                    />
                  ),
                  numeric: true,
                },
              ]}
            />
          ) : null}
          <TaxImpactTable impact={estimate} headingLevel={4} />
        </>
      )}
    </LoadState>
  );
}
