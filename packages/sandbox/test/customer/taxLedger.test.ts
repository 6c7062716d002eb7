import {
  addDays,
  assetLedgers,
  costBasisMessages,
  dec,
  form8949Rows,
  formatIsoDate,
  formatPurchaseDate,
  openLots,
  parseIsoDate,
  sum,
  TAX_TIME_ZONE,
  taxDateOf,
  taxSummaryQuery,
  taxYearReport,
  ZERO_BASIS_ASSUMED,
} from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { customerOf } from '../../src/api/customer/state';
import { userByEmail } from '../../src/core/users';
import { DEMO_LOGINS } from '../../src/seed/demoUsers';
import { apiError, asDownload, calls, harness, NOW } from './harness';

/** The demo users of the customer app (the staff login has no account). */
const CUSTOMERS = DEMO_LOGINS.map((login) => login.email).filter((email) => email !== 'admin@cairn.example');

/** Every read a client builds the ledgers from, as the app's `useAssetLedgers` does. */
async function appLedgers(client: Awaited<ReturnType<ReturnType<typeof harness>['signedIn']>>) {
  const deposits = await client.call(calls.getTaxTransactions, {});
  const withBases = await Promise.all(
    deposits.map(async (deposit) => ({
      ...deposit,
      costBases: deposit.is_missing_cost_basis
        ? []
        : await client.call(calls.getCostBasis, { depositId: deposit.deposit_id }),
    })),
  );
  const activity = await client.call(calls.getActivity, {});
  return assetLedgers(
    withBases,
    await client.call(calls.getTrades, {}),
    activity
      .filter((entry) => entry.category === 'withdrawal' && entry.currency !== 'USD')
      .map((entry) => ({
        id: entry.id,
        date: entry.initiated_date,
        currency: entry.currency,
        amount: entry.amount,
      })),
  );
}

describe('tax figures an investor could file, for every demo user (issue 27)', () => {
  it.each(CUSTOMERS)(
    '%s: open lots = balance of every asset; summary, server CSV, lot table and Form 8949 agree every year',
    async (email) => {
      const h = harness();
      const client = await h.signedIn(email);
      const user = userByEmail(h.world, email);
      if (!user) throw new Error(`No user ${email}`);
      const ledgers = await appLedgers(client);
      const today = taxDateOf(NOW);
      const state = customerOf(h.world, user);

      // The lots still open are what the account holds, asset by asset, to the unit.
      const open = openLots(ledgers, today);
      const symbols = new Set([...Object.keys(state.holdings), ...open.map((lot) => lot.symbol)]);
      for (const symbol of symbols) {
        const lots = sum(open.filter((lot) => lot.symbol === symbol).map((lot) => lot.quantity));
        expect([symbol, lots.toString()]).toEqual([symbol, dec(state.holdings[symbol] ?? '0').toString()]);
      }

      const created = taxDateOf(new Date(user.created_at)).year;
      const firstYear = Math.min(
        created,
        ...ledgers.flatMap((ledger) => ledger.disposals.map((x) => x.date.year)),
      );
      for (let year = firstYear; year <= today.year; year++) {
        const report = taxYearReport(ledgers, year);
        const summary = await client.call(calls.getTaxSummary, taxSummaryQuery(year, today));
        const expected = [report.summary.shortTerm, report.summary.longTerm, report.summary.total].map(
          (value) => value.toFixed(2),
        );
        expect([year, summary.short_term, summary.long_term, summary.total]).toEqual([year, ...expected]);
        // Form 8949's totals row: proceeds less basis equals the summary's total.
        const form = form8949Rows(report);
        expect(form.at(-1)?.[5]).toBe(report.summary.total.toFixed(2));
        if (year === today.year) continue;
        // The server's gain/loss CSV: the same pieces, the same cents, the $0 basis flagged.
        const rows = (await asDownload(await client.call(calls.downloadTaxReport, { year })).blob.text())
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(','));
        const pieces = report.sales.flatMap((sale) => sale.lots.map((lot) => ({ sale, lot })));
        expect(rows.length).toBe(pieces.length);
        const column = (at: number) => sum(rows.map((row) => dec(row[at] ?? '0'))).toFixed(2);
        expect([column(4), column(5), column(6)]).toEqual([
          sum(pieces.map(({ lot }) => lot.proceedsUsd)).toFixed(2),
          sum(pieces.map(({ lot }) => lot.costBasisUsd)).toFixed(2),
          report.summary.total.toFixed(2),
        ]);
        expect(rows.filter((row) => row[8] === ZERO_BASIS_ASSUMED).length).toBe(
          pieces.filter(({ lot }) => lot.basisAssumed).length,
        );
      }
    },
    60_000,
  );

  it.each([
    ['the day after the receipt', 'after'],
    ['a day in the future', 'future'],
  ] as const)('refuses a purchase date on %s, changing nothing', async (_, when) => {
    const h = harness();
    const friends = await h.signedIn('friends@cairn.example');
    const [deposit] = await friends.call(calls.getMissingCostBasis, {});
    if (!deposit) throw new Error('friends@ has a deposit missing its cost basis');
    const received = parseIsoDate(deposit.date_received);
    if (!received) throw new Error('not a date');
    const today = taxDateOf(NOW);
    const date = when === 'after' ? addDays(received, 1) : addDays(today, 1);
    const snapshot = h.snapshot();
    const error = await apiError(
      friends.call(calls.saveCostBasis, {
        depositId: deposit.deposit_id,
        cost_bases: [
          { cost_basis: '100', purchase_date: formatIsoDate(date), native_amount: deposit.amount },
        ],
      }),
    );
    expect(error.body).toEqual({
      code: 'USER_CORRECTABLE',
      message:
        when === 'future'
          ? costBasisMessages.purchaseInFuture
          : costBasisMessages.purchaseAfterReceipt(formatPurchaseDate(received)),
    });
    expect(h.snapshot()).toBe(snapshot);
  });

  it('dates by the tax calendar', () => {
    expect(TAX_TIME_ZONE).toBe('America/New_York');
  });
});
