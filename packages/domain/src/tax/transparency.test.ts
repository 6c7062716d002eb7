import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates } from '../dates/calendar';
import { dec, sum } from '../money/decimal';
import { type Disposal, matchHifo } from './hifo';
import type { AssetLedger, LedgerLot } from './ledger';
import {
  form8949Csv,
  form8949Rows,
  longTermFrom,
  openLots,
  taxYearReport,
  ZERO_BASIS_ASSUMED,
} from './transparency';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const lot = (
  id: string,
  quantity: string,
  basis: string,
  acquired: ReturnType<typeof d>,
  assumed = false,
): LedgerLot => ({
  id,
  quantity,
  costBasisUsd: basis,
  acquired,
  source: assumed ? 'DEPOSIT' : 'TRADE',
  basisAssumed: assumed,
});
const btc: AssetLedger = {
  symbol: 'BTC',
  lots: [
    lot('A', '1', '10000', d(2023, 1, 10)),
    lot('B', '1', '40000', d(2024, 3, 1)),
    lot('C', '0.5', '0', d(2024, 6, 1), true),
  ],
  disposals: [
    { id: 'S1', quantity: '0.5', proceedsUsd: '30000', date: d(2024, 5, 1) },
    { id: 'S2', quantity: '1', proceedsUsd: '80000', date: d(2025, 3, 1) },
    { id: 'S3', quantity: '1', proceedsUsd: '60000', date: d(2025, 7, 1) },
  ],
};
const eth: AssetLedger = {
  symbol: 'ETH',
  lots: [lot('E', '2', '5000.005', d(2025, 1, 15))],
  disposals: [{ id: 'S4', quantity: '1', proceedsUsd: '3000.333', date: d(2025, 2, 1) }],
};

describe('taxYearReport: the lots behind each sale of a tax year', () => {
  const report = taxYearReport([btc, eth], 2025);
  it("lists the year's sales by date with the lots HIFO consumed", () => {
    expect(
      report.sales.map((sale) => [sale.disposalId, sale.symbol, sale.gainUsd.toString(), sale.flag]),
    ).toEqual([
      ['S4', 'ETH', '500.32', null],
      ['S2', 'BTC', '55000', null],
      ['S3', 'BTC', '55000', ZERO_BASIS_ASSUMED],
    ]);
    expect(
      report.sales[1]?.lots.map((piece) => [
        piece.lotId,
        piece.quantity.toString(),
        piece.costBasisUsd.toString(),
        piece.holdingPeriod,
      ]),
    ).toEqual([
      // B was bought on 1 March 2024 and sold on 1 March 2025: held exactly one year, short-term.
      ['B', '0.5', '20000', 'SHORT_TERM'],
      ['A', '0.5', '5000', 'LONG_TERM'],
    ]);
    expect(report.sales[2]?.lots.map((piece) => [piece.lotId, piece.basisAssumed])).toEqual([
      ['A', false],
      ['C', true],
    ]);
  });
  it('reconciles with the summary, and with the HIFO engine over the same history', () => {
    expect([report.summary.shortTerm, report.summary.longTerm, report.summary.total].map(String)).toEqual([
      '20500.32',
      '90000',
      '110500.32',
    ]);
    const earlier = taxYearReport([btc, eth], 2024);
    expect(earlier.summary.total.toString()).toBe('10000');
    const engine = matchHifo(btc.lots, btc.disposals).summary.total.plus(
      matchHifo(
        [lot('E', '2', '5000.01', d(2025, 1, 15))],
        [{ ...eth.disposals[0], proceedsUsd: '3000.33' } as (typeof eth.disposals)[number]],
      ).summary.total,
    );
    expect(engine.eq(report.summary.total.plus(earlier.summary.total))).toBe(true);
  });
  it('writes Form 8949 rows whose totals equal the summary to the cent', () => {
    expect(form8949Rows(report)).toEqual([
      [
        'Description of property',
        'Date acquired',
        'Date sold or disposed of',
        'Proceeds',
        'Cost or other basis',
        'Gain or (loss)',
        'Term',
      ],
      ['1 ETH', '01/15/2025', '02/01/2025', '3000.33', '2500.01', '500.32', 'Short-term'],
      ['0.5 BTC', '03/01/2024', '03/01/2025', '40000.00', '20000.00', '20000.00', 'Short-term'],
      ['0.5 BTC', '01/10/2023', '03/01/2025', '40000.00', '5000.00', '35000.00', 'Long-term'],
      ['0.5 BTC', '01/10/2023', '07/01/2025', '30000.00', '5000.00', '25000.00', 'Long-term'],
      ['0.5 BTC ($0 basis assumed)', '06/01/2024', '07/01/2025', '30000.00', '0.00', '30000.00', 'Long-term'],
      ['Total short-term', '', '', '43000.33', '22500.01', '20500.32', 'Short-term'],
      ['Total long-term', '', '', '100000.00', '10000.00', '90000.00', 'Long-term'],
      ['Total', '', '', '143000.33', '32500.01', '110500.32', ''],
    ]);
    expect(form8949Csv(report).split('\r\n')[1]).toBe(
      '1 ETH,01/15/2025,02/01/2025,3000.33,2500.01,500.32,Short-term',
    );
  });
  it('keeps totals equal to the summary and to the rows, to the cent (property)', () => {
    const lots = fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 10 ** 6 }).map((n) => dec(n).div(1000).toString()),
        basis: fc.integer({ min: 0, max: 10 ** 9 }).map((n) => dec(n).div(1000).toString()),
        day: fc.integer({ min: 0, max: 900 }),
      }),
      { minLength: 1, maxLength: 8 },
    );
    const sales = fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 10 ** 6 }).map((n) => dec(n).div(1000).toString()),
        proceeds: fc.integer({ min: 0, max: 10 ** 9 }).map((n) => dec(n).div(1000).toString()),
        day: fc.integer({ min: 0, max: 900 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(lots, sales, (lotList, saleList) => {
        const ledger: AssetLedger = {
          symbol: 'SOL',
          lots: lotList.map((l, i) =>
            lot(`L${i}`, l.quantity, l.basis, addDays(d(2023, 6, 1), l.day), i % 3 === 0),
          ),
          disposals: saleList.map((s, i) => ({
            id: `S${i}`,
            quantity: s.quantity,
            proceedsUsd: s.proceeds,
            date: addDays(d(2023, 6, 1), s.day),
          })),
        };
        for (const year of [2023, 2024, 2025]) {
          const report = taxYearReport([ledger], year);
          const rows = form8949Rows(report);
          const body = rows.slice(1, -3);
          const [shortTotal, longTotal, total] = rows.slice(-3);
          const column = (term: string) =>
            sum(body.filter((row) => row[6] === term).map((row) => row[5] as string));
          expect(dec(shortTotal?.[5] as string).eq(report.summary.shortTerm)).toBe(true);
          expect(dec(longTotal?.[5] as string).eq(report.summary.longTerm)).toBe(true);
          expect(dec(total?.[5] as string).eq(report.summary.total)).toBe(true);
          expect(column('Short-term').eq(report.summary.shortTerm)).toBe(true);
          expect(column('Long-term').eq(report.summary.longTerm)).toBe(true);
          for (const row of body)
            expect(
              dec(row[3] as string)
                .minus(row[4] as string)
                .eq(row[5] as string),
            ).toBe(true);
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe('taxYearReport with several assets sold on one day', () => {
  it('orders sales by date, then symbol', () => {
    const sol: AssetLedger = {
      symbol: 'SOL',
      lots: [lot('S', '10', '1000', d(2024, 1, 1))],
      disposals: [{ id: 'X', quantity: '1', proceedsUsd: '150', date: d(2025, 3, 1) }],
    };
    const ada: AssetLedger = {
      ...sol,
      symbol: 'ADA',
      disposals: [{ ...(sol.disposals[0] as Disposal), id: 'Y' }],
    };
    expect(taxYearReport([sol, btc, ada], 2025).sales.map((sale) => sale.disposalId)).toEqual([
      'Y',
      'S2',
      'X',
      'S3',
    ]);
  });
});

describe('openLots: what is still held, in the order HIFO would sell it', () => {
  it('breaks ties of unit cost by acquisition date, then id', () => {
    const ties: AssetLedger = {
      symbol: 'DOT',
      lots: [
        lot('b', '1', '5', d(2024, 1, 2)),
        lot('c', '2', '10', d(2024, 1, 1)),
        lot('a', '1', '5', d(2024, 1, 1)),
      ],
      disposals: [],
    };
    expect(openLots([ties], d(2024, 2, 1)).map((l) => l.lotId)).toEqual(['a', 'c', 'b']);
  });
  it('lists each lot left with its basis and the day it becomes long-term', () => {
    const open = openLots([eth, btc], d(2025, 4, 1));
    expect(
      open.map((l) => [
        l.symbol,
        l.lotId,
        l.quantity.toString(),
        l.costBasisUsd.toString(),
        l.isLongTerm,
        l.daysUntilLongTerm,
      ]),
    ).toEqual([
      ['BTC', 'A', '0.5', '5000', true, 0],
      ['BTC', 'C', '0.5', '0', false, 62],
      ['ETH', 'E', '1', '2500', false, 290],
    ]);
    expect(open[1]).toMatchObject({ longTermFrom: d(2025, 6, 2), basisAssumed: true });
  });
  it('leaves out lots not yet acquired and sales not yet made', () => {
    expect(openLots([btc], d(2024, 4, 1)).map((l) => [l.lotId, l.quantity.toString()])).toEqual([
      ['B', '1'],
      ['A', '1'],
    ]);
  });
});

describe('holding period: more than twelve calendar months, counting from the day after acquisition', () => {
  it.each([
    [d(2024, 3, 1), d(2025, 3, 2)],
    [d(2024, 2, 29), d(2025, 3, 1)],
    [d(2023, 3, 1), d(2024, 3, 2)],
    [d(2023, 12, 31), d(2025, 1, 1)],
    [d(2023, 2, 28), d(2024, 3, 1)],
  ])('a lot acquired %j is long-term from %j', (acquired, from) => {
    expect(longTermFrom(acquired)).toEqual(from);
  });
  it('agrees with the HIFO engine on every day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 300, max: 430 }), (start, held) => {
        const acquired = addDays(d(2019, 1, 1), start);
        const sold = addDays(acquired, held);
        const [match] = matchHifo(
          [lot('L', '1', '1', acquired)],
          [{ id: 'S', quantity: '1', proceedsUsd: '2', date: sold }],
        ).disposals;
        const longTerm = compareDates(sold, longTermFrom(acquired)) >= 0;
        expect(match?.lots[0]?.holdingPeriod).toBe(longTerm ? 'LONG_TERM' : 'SHORT_TERM');
      }),
    );
  });
});
