import { type Balance, useBalanceFlows, useBalanceHistory } from '@cairn/api-client';
import {
  BALANCE_PERIOD_OF_TIMEFRAME,
  type BalanceChange,
  balanceChange,
  type LineTimeframe,
  rekeyBalanceHistory,
} from '@cairn/domain';
import { Delta, Figure, Money, Stack, Text } from '@cairn/ui';
import { useMemo } from 'react';
import { balanceHeadlineTexts, dashboardTexts } from './copy';
import * as css from './dashboard.css';
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

/** The balance with its currency symbol lighter than the digits (DESIGN.md: large figures). */
function BalanceFigure({ value }: { value: string }) {
  // A negative balance keeps the sign before the symbol ('−$12.00'): the plain figure then.
  if (value.trim().startsWith('-')) return <Money value={value} />;
  return (
    <>
      <span className={css.currencySymbol}>$</span>
      <Money value={value} symbol="" />
    </>
  );
}

/**
 * The dashboard's headline (doc 2 §2 'Total Balance', issue 30): the balance, its gain or loss over
 * the chart's chosen timeframe and since the first deposit (sign, U+2212, arrow and colour through
 * `Delta`), and the last pull time.
 */
export function BalanceHeadline({ balance, timeframe }: { balance: Balance; timeframe: LineTimeframe }) {
  const lines = useChangeLines(timeframe);
  return (
    <Stack space="8">
      <Text size="sm" tone="muted">
        {dashboardTexts.totalBalance}
      </Text>
      <Figure size="xxl" weight="bold">
        <BalanceFigure value={balance.balance} />
      </Figure>
      {lines.length > 0 ? (
        <ul className={css.changes} aria-label={balanceHeadlineTexts.changes} data-balance-changes="">
          {lines.map(({ label, change }) => (
            <li key={label} className={css.change}>
              <Delta
                kind="money"
                value={change.amount}
                messages={{ increase: balanceHeadlineTexts.gain, decrease: balanceHeadlineTexts.loss }}
              />
              <Delta value={change.ratio} messages={{ increase: '', decrease: '' }} />
              <Text as="span" size="sm" tone="muted">
                {label}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      <Text size="sm" tone="muted">
        {dashboardTexts.lastUpdated(formatPullTime(balance.last_pull_time))}
      </Text>
    </Stack>
  );
}
