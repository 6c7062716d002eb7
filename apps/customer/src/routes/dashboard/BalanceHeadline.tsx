import { type Balance, useBalanceFlows, useBalanceHistory } from '@cairn/api-client';
import {
  BALANCE_PERIOD_OF_TIMEFRAME,
  type BalanceChange,
  balanceChange,
  type LineTimeframe,
  rekeyBalanceHistory,
} from '@cairn/domain';
import { BalanceHeadline as KitBalanceHeadline } from '@cairn/ui';
import { useMemo } from 'react';
import { balanceHeadlineTexts, dashboardTexts } from './copy';
import { formatPullTime } from './display';

const NO_FLOWS = {} as const;

interface ChangeLine {
  readonly label: string;
  readonly change: BalanceChange;
}

/**
 * The headline's change lines: the chosen timeframe's gain or loss, then the gain since the first
 * deposit (the 'Full' period's), each with deposits and withdrawals left out (`balanceChange`).
 * 'Full' chosen gives one line. Lines without a change to tell (fewer than two days) are left out.
 */
function useChangeLines(timeframe: LineTimeframe): readonly ChangeLine[] {
  const history = useBalanceHistory().data;
  const flows = useBalanceFlows().data;
  return useMemo(() => {
    if (history === undefined) return [];
    const now = new Date();
    const rekeyed = rekeyBalanceHistory(history, now, now.getTimezoneOffset());
    const flowsOf = (period: keyof typeof rekeyed) => flows?.flows_data[period] ?? NO_FLOWS;
    const lines: { label: string; change: BalanceChange | null }[] = [];
    if (timeframe !== 'f') {
      const period = BALANCE_PERIOD_OF_TIMEFRAME[timeframe];
      lines.push({
        label: balanceHeadlineTexts.range[timeframe],
        change: balanceChange(rekeyed[period], flowsOf(period)),
      });
    }
    lines.push({
      label: balanceHeadlineTexts.sinceFirstDeposit,
      change: balanceChange(rekeyed.full, flowsOf('full')),
    });
    return lines.flatMap(({ label, change }) => (change === null ? [] : [{ label, change }]));
  }, [history, flows, timeframe]);
}

/**
 * The dashboard's headline (doc 2 §2 'Total Balance', issue 30): the kit's `BalanceHeadline` with the
 * balance, its gain or loss over the chart's chosen timeframe and since the first deposit, and the
 * last pull time.
 */
export function BalanceHeadline({ balance, timeframe }: { balance: Balance; timeframe: LineTimeframe }) {
  const lines = useChangeLines(timeframe);
  return (
    <KitBalanceHeadline
      balance={balance.balance}
      changes={lines.map(({ label, change }) => ({ label, amount: change.amount, ratio: change.ratio }))}
      updated={dashboardTexts.lastUpdated(formatPullTime(balance.last_pull_time))}
      messages={{
        title: dashboardTexts.totalBalance,
        changes: balanceHeadlineTexts.changes,
        gain: balanceHeadlineTexts.gain,
        loss: balanceHeadlineTexts.loss,
      }}
    />
  );
}
