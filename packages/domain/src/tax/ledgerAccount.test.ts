import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, formatIsoDate } from '../dates/calendar';
import { dec, sum } from '../money/decimal';
import { assetLedgers, type LedgerDeposit, type LedgerTrade, type LedgerTransferOut } from './ledger';
import { form8949Rows, openLots, taxYearReport, ZERO_BASIS_ASSUMED } from './transparency';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
/** Noon in New York on a date: the same tax date whatever the offset. */
const noon = (date: CalendarDate) => `${formatIsoDate(date)}T17:00:00Z`;

const trade = (
  id: string,
  side: 'BUY' | 'SELL',
  date: CalendarDate,
  quantity: string,
  value: string,
  fee: string,
  feeCurrency: string,
): LedgerTrade => ({
  id,
  date: noon(date),
  currency: 'BTC',
  side,
  quantity,
  price: dec(value).div(quantity).toString(),
  value,
  fee,
  fee_currency: feeCurrency,
});

describe('a ledger that is the account (issue 27)', () => {
  it('books a buy net of a fee paid in the asset, at what was paid', () => {
    const [btc] = assetLedgers([], [trade('B', 'BUY', d(2024, 1, 2), '1', '40000', '0.0025', 'BTC')]);
    expect(btc?.lots.map((lot) => [String(lot.quantity), String(lot.costBasisUsd)])).toEqual([
      ['0.9975', '40000'],
    ]);
  });

  it('books a buy with a USD fee at its full quantity, the fee in its basis', () => {
    const [btc] = assetLedgers([], [trade('B', 'BUY', d(2024, 1, 2), '1', '40000', '100', 'USD')]);
    expect(btc?.lots.map((lot) => [String(lot.quantity), String(lot.costBasisUsd)])).toEqual([
      ['1', '40100'],
    ]);
  });

  it('takes a crypto withdrawal from the lots by HIFO, in no gain, and shows it as a transfer out', () => {
    const deposits: LedgerDeposit[] = [
      {
        deposit_id: 'D',
        date_received: '2024-01-01',
        currency: 'BTC',
        amount: '2',
        costBases: [
          { cost_basis: '10000', purchase_date: '2023-06-01', native_amount: '1' },
          { cost_basis: '60000', purchase_date: '2023-12-01', native_amount: '1' },
        ],
      },
    ];
    const transfers: LedgerTransferOut[] = [
      { id: 'W', date: noon(d(2024, 2, 1)), currency: 'BTC', amount: '1' },
    ];
    const ledgers = assetLedgers(
      deposits,
      [trade('S', 'SELL', d(2024, 3, 1), '1', '50000', '0', 'USD')],
      transfers,
    );
    const report = taxYearReport(ledgers, 2024);
    // The withdrawal took the $60,000 unit (HIFO); the sale gets the $10,000 one.
    expect(report.transfers.map((t) => [t.disposalId, String(t.quantity), String(t.costBasisUsd)])).toEqual([
      ['transfer:W', '1', '60000'],
    ]);
    expect(report.sales.map((sale) => String(sale.gainUsd))).toEqual(['40000']);
    expect(String(report.summary.total)).toBe('40000');
    expect(openLots(ledgers, d(2024, 12, 31))).toEqual([]);
  });

  it('reports the part of a sale beyond the known lots at $0 basis, short-term, flagged', () => {
    const ledgers = assetLedgers(
      [{ deposit_id: 'D', date_received: '2023-01-01', currency: 'BTC', amount: '1', costBases: [] }],
      [trade('S', 'SELL', d(2024, 6, 1), '1.5', '90000', '0', 'USD')],
    );
    const report = taxYearReport(ledgers, 2024);
    const [sale] = report.sales;
    expect(sale?.flag).toBe(ZERO_BASIS_ASSUMED);
    expect(
      sale?.lots.map((lot) => [
        String(lot.quantity),
        String(lot.costBasisUsd),
        String(lot.proceedsUsd),
        lot.holdingPeriod,
      ]),
    ).toEqual([
      ['1', '0', '60000', 'LONG_TERM'],
      ['0.5', '0', '30000', 'SHORT_TERM'],
    ]);
    expect(report.uncovered).toEqual([{ symbol: 'BTC', date: d(2024, 6, 1), quantity: dec('0.5') }]);
    // Every dollar of proceeds is in the year: the summary and Form 8949 carry all 90,000.
    expect([String(report.summary.shortTerm), String(report.summary.longTerm)]).toEqual(['30000', '60000']);
    expect(form8949Rows(report).at(-1)?.slice(3, 6)).toEqual(['90000.00', '0.00', '90000.00']);
  });

  it('keeps the open lots equal to the balance to the unit, for any history (property)', () => {
    const event = fc.record({
      kind: fc.constantFrom('deposit', 'buy', 'buyUsdFee', 'sell', 'withdraw', 'feeCollection'),
      days: fc.integer({ min: 0, max: 40 }),
      units: fc.integer({ min: 1, max: 5_000_000 }),
      share: fc.integer({ min: 1, max: 100 }),
      price: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let date = d(2022, 1, 1);
        let balance = dec(0);
        const deposits: LedgerDeposit[] = [];
        const trades: LedgerTrade[] = [];
        const transfers: LedgerTransferOut[] = [];
        events.forEach((e, at) => {
          date = addDays(date, e.days);
          const id = `E${at}`;
          const units = dec(e.units).div(1e6);
          const value = units.times(e.price).round(2);
          if (e.kind === 'deposit') {
            deposits.push({
              deposit_id: id,
              date_received: formatIsoDate(date),
              currency: 'BTC',
              amount: units.toString(),
              costBases:
                e.share % 2 === 0
                  ? []
                  : [
                      {
                        cost_basis: value.toString(),
                        purchase_date: formatIsoDate(date),
                        native_amount: units.div(2).toString(),
                      },
                    ],
            });
            balance = balance.plus(units);
            return;
          }
          if (e.kind === 'buy' || e.kind === 'buyUsdFee') {
            const fee = units.times(e.share).div(10_000).round(8, 0);
            const inAsset = e.kind === 'buy';
            trades.push(
              trade(
                id,
                'BUY',
                date,
                units.toString(),
                value.toString(),
                inAsset ? fee.toString() : '1.25',
                inAsset ? 'BTC' : 'USD',
              ),
            );
            balance = balance.plus(inAsset ? units.minus(fee) : units);
            return;
          }
          const out = balance.times(e.share).div(100).round(8, 0);
          if (!out.gt(0)) return;
          balance = balance.minus(out);
          if (e.kind === 'withdraw')
            transfers.push({ id, date: noon(date), currency: 'BTC', amount: out.toString() });
          // A fee collected in crypto is a sell of the trade history, without a fee of its own.
          else
            trades.push(
              trade(
                id,
                'SELL',
                date,
                out.toString(),
                out.times(e.price).round(2).toString(),
                e.kind === 'sell' ? '0.5' : '0',
                'USD',
              ),
            );
        });
        const open = openLots(assetLedgers(deposits, trades, transfers), date);
        expect(sum(open.map((lot) => lot.quantity)).toString()).toBe(balance.toString());
      }),
      { numRuns: 300 },
    );
  });
});
