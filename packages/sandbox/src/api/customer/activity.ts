import type { CallSpec } from '@cairn/api-client';
import { type ActivityEntry, customerCallSpecs as calls } from '@cairn/api-client';
import { tradeFeeUsd } from '@cairn/domain';
import { type ApiApp, type FileAnswer, type HandlerContext, implement, notFound } from '../../core/contract';
import { type CustomerState, clockOf, customerOf } from './state';
import { usdText } from './valuation';

/**
 * Serves a download (`responseKind` blob). `CallSpec` does not carry the response kind as a literal
 * type, so `implement` cannot tell a blob call's answer is a file: the cast says so once, here.
 */
export function implementDownload<C extends CallSpec>(
  api: ApiApp,
  spec: C,
  handler: (context: HandlerContext<C>) => FileAnswer,
): void {
  implement(api, spec, handler as unknown as Parameters<typeof implement<C>>[2]);
}

/** Text of a CSV file: fields with commas, quotes or line breaks are quoted. */
export function csv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** The activity log of an account, newest first (doc 2 §3 "Activity entry"). */
export function activityOf(state: CustomerState): ActivityEntry[] {
  const entries: ActivityEntry[] = [
    ...state.deposits.map((deposit) => ({
      id: deposit.id,
      category: 'deposit' as const,
      amount: deposit.amount,
      currency: deposit.currency,
      initiated_date: deposit.received,
      status: deposit.status,
    })),
    ...state.withdrawals.map((withdrawal) => ({
      id: withdrawal.id,
      category: 'withdrawal' as const,
      amount: withdrawal.amount,
      currency: withdrawal.currency,
      initiated_date: withdrawal.received,
      status: withdrawal.status,
    })),
    ...state.rebalances.map((rebalance) => ({
      id: rebalance.id,
      category: 'rebalance' as const,
      amount: rebalance.amount,
      currency: 'USD',
      initiated_date: rebalance.initiated,
      status: rebalance.status,
    })),
    ...state.ledger.map((entry) => ({
      id: entry.id,
      category: entry.category,
      amount: entry.amount,
      currency: entry.currency,
      initiated_date: entry.date,
      status: 'completed' as const,
    })),
  ];
  return entries.sort((a, b) => b.initiated_date.localeCompare(a.initiated_date) || a.id.localeCompare(b.id));
}

/** Serves the activity log, its CSV, entry details, and the trade history with its CSV. */
export function registerActivityCalls(api: ApiApp): void {
  implement(api, calls.getActivity, ({ user, world }) => activityOf(customerOf(world, user)));

  implementDownload(api, calls.downloadActivityCsv, ({ user, world }) => ({
    file: {
      name: `cairn-activity-${clockOf(world, user).today}.csv`,
      type: 'text/csv; charset=utf-8',
      content: csv([
        ['Date', 'Category', 'Amount', 'Currency', 'Status', 'Id'],
        ...activityOf(customerOf(world, user)).map((entry) => [
          entry.initiated_date,
          entry.category,
          entry.amount,
          entry.currency,
          entry.status,
          entry.id,
        ]),
      ]),
    },
  }));

  const tradesOf = (state: CustomerState) =>
    [...state.trades].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));

  // Registered before the details route: '/portfolio/activity/trades/csv' also fits '{category}/{id}'.
  implement(api, calls.getTrades, ({ user, world }) => tradesOf(customerOf(world, user)));

  implementDownload(api, calls.downloadTradesCsv, ({ user, world }) => ({
    file: {
      name: `cairn-trades-${clockOf(world, user).today}.csv`,
      type: 'text/csv; charset=utf-8',
      content: csv([
        [
          'Date',
          'Asset',
          'Side',
          'Quantity',
          'Price (USD)',
          'Value (USD)',
          'Fee',
          'Fee Currency',
          'Fee (USD)',
        ],
        ...tradesOf(customerOf(world, user)).map((trade) => [
          trade.date,
          trade.currency,
          trade.side,
          trade.quantity,
          trade.price,
          trade.value,
          trade.fee,
          trade.fee_currency,
          usdText(tradeFeeUsd({ fee: trade.fee, feeCurrency: trade.fee_currency, price: trade.price })),
        ]),
      ]),
    },
  }));

  implement(api, calls.getActivityDetails, ({ input, user, world }) => {
    const state = customerOf(world, user);
    const missing = () => notFound(`No ${input.category} with id ${input.id}`);
    switch (input.category) {
      case 'deposit': {
        const deposit = state.deposits.find((candidate) => candidate.id === input.id);
        if (!deposit) throw missing();
        return {
          category: 'deposit' as const,
          id: deposit.id,
          source: deposit.source,
          received: deposit.received,
          completed: deposit.completed,
          amount: deposit.amount,
          currency: deposit.currency,
        };
      }
      case 'withdrawal':
      case 'pendingWithdrawal': {
        const withdrawal = state.withdrawals.find((candidate) => candidate.id === input.id);
        if (!withdrawal) throw missing();
        return {
          category: input.category,
          id: withdrawal.id,
          destination: withdrawal.destination,
          received: withdrawal.received,
          tradingCompleted: withdrawal.trading_completed,
          transferCompleted: withdrawal.transfer_completed,
          amount: withdrawal.amount,
          currency: withdrawal.currency,
        };
      }
      case 'rebalance': {
        const rebalance = state.rebalances.find((candidate) => candidate.id === input.id);
        if (!rebalance) throw missing();
        return {
          category: 'rebalance' as const,
          id: rebalance.id,
          investment: rebalance.investment,
          reason: rebalance.reason,
          initiated: rebalance.initiated,
          completed: rebalance.completed,
        };
      }
    }
  });
}
