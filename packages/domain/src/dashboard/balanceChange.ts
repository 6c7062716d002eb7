/**
 * The dashboard's headline (issue 30 "Dashboard headline"): how much the balance gained or lost over
 * a period of the balance chart, leaving out the money moved in and out (doc 2 §3 `flows_data`),
 * and that gain as a share of the money the period started with plus the money moved in since.
 * Over the 'full' period it is the gain since the first deposit.
 */
import { formatIsoDate } from '../dates/calendar';
import { dec, sum, tryDec } from '../money/decimal';
import { balanceSeries, type DatedValues } from './balanceHistory';

/** A period's gain or loss: decimal strings, exact. */
export interface BalanceChange {
  /** The balance at the period's end, less its start, less the net flows after its start (USD). */
  readonly amount: string;
  /**
   * `amount` as a ratio of the period's start balance plus its net flows (0.05 is 5%); `null` when
   * that base is zero or less (nothing was invested: no return to state).
   */
  readonly ratio: string | null;
  /** The period's first and last dates ('YYYY-MM-DD'). */
  readonly from: string;
  readonly to: string;
}

/**
 * The gain or loss over one period of the balance history, `null` with fewer than two dated
 * entries (no change to tell). Flows dated after the first entry and up to the last count as money
 * moved, not as gain; flows on the first entry's date are already in its balance, later ones are
 * outside the period. Entries or flows that are not decimals are left out.
 */
export function balanceChange(history: DatedValues, flows: DatedValues): BalanceChange | null {
  const series = balanceSeries(history).filter((point) => tryDec(point.value) !== null);
  const first = series[0];
  const last = series.at(-1);
  if (first === undefined || last === undefined || series.length < 2) return null;
  const from = formatIsoDate(first.date);
  const to = formatIsoDate(last.date);
  const moved = sum(
    Object.entries(flows)
      .filter(([date, amount]) => date > from && date <= to && tryDec(amount) !== null)
      .map(([, amount]) => amount),
  );
  const start = dec(first.value);
  const amount = dec(last.value).minus(start).minus(moved);
  const base = start.plus(moved);
  return {
    amount: amount.toString(),
    ratio: base.gt(0) ? amount.div(base).toString() : null,
    from,
    to,
  };
}
