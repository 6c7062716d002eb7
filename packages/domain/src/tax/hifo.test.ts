import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addYears, type CalendarDate, compareDates } from '../dates/calendar';
import { type Decimal, dec, sum } from '../money/decimal';
import {
  type Disposal,
  type DisposalMatch,
  lotFromDeposit,
  matchHifo,
  type TaxLot,
  whatIfSale,
} from './hifo';

const d = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const lot = (id: string, quantity: string, costBasisUsd: string, acquired: string): TaxLot => ({
  id,
  quantity,
  costBasisUsd,
  acquired: d(acquired),
});
const sale = (id: string, quantity: string, proceedsUsd: string, date: string): Disposal => ({
  id,
  quantity,
  proceedsUsd,
  date: d(date),
});

/** A disposal's pieces as plain strings, for readable expectations. */
const pieces = (match: DisposalMatch | undefined) =>
  (match?.lots ?? []).map((piece) => [
    piece.lotId,
    piece.quantity.toString(),
    piece.costBasisUsd.toString(),
    piece.proceedsUsd.toString(),
    piece.gainUsd.toString(),
    piece.holdingPeriod,
  ]);

describe('matchHifo: highest unit cost first', () => {
  const lots = [
    lot('A', '1', '30000', '2023-01-10'),
    lot('B', '1', '40000', '2023-03-01'),
    lot('C', '2', '50000', '2023-02-01'),
  ];
  it('consumes B ($40,000/unit) then A ($30,000/unit), sharing proceeds by quantity', () => {
    const result = matchHifo(lots, [sale('S1', '1.5', '45000', '2023-06-01')]);
    expect(pieces(result.disposals[0])).toEqual([
      ['B', '1', '40000', '30000', '-10000', 'SHORT_TERM'],
      ['A', '0.5', '15000', '15000', '0', 'SHORT_TERM'],
    ]);
    const [match] = result.disposals;
    expect(match?.costBasisUsd.toString()).toBe('55000');
    expect(match?.gainUsd.toString()).toBe('-10000');
    expect(match?.unmatchedQuantity.toString()).toBe('0');
    expect(result.summary.shortTerm.toString()).toBe('-10000');
    expect(result.summary.longTerm.toString()).toBe('0');
    expect(result.summary.total.toString()).toBe('-10000');
  });
  it('carries what a lot has left into the next disposal, then moves to the next unit cost', () => {
    const result = matchHifo(lots, [
      sale('S1', '1.5', '45000', '2023-06-01'),
      sale('S2', '1', '20000', '2023-07-01'),
    ]);
    expect(pieces(result.disposals[1])).toEqual([
      ['A', '0.5', '15000', '10000', '-5000', 'SHORT_TERM'],
      ['C', '0.5', '12500', '10000', '-2500', 'SHORT_TERM'],
    ]);
  });
  it('uses only lots acquired on or before the disposal date', () => {
    const result = matchHifo(lots, [sale('S1', '1', '35000', '2023-02-01')]);
    expect(pieces(result.disposals[0])).toEqual([['A', '1', '30000', '35000', '5000', 'SHORT_TERM']]);
    const sameDay = matchHifo(lots, [sale('S1', '1', '35000', '2023-03-01')]);
    expect(pieces(sameDay.disposals[0])[0]?.[0]).toBe('B');
  });
  it('processes disposals by date, then in input order, whatever the input order', () => {
    const result = matchHifo(lots, [
      sale('late', '1', '1', '2023-09-01'),
      sale('early', '1', '1', '2023-06-01'),
      sale('early-2', '1', '1', '2023-06-01'),
    ]);
    expect(
      result.disposals.map((match) => [match.disposalId, match.lots.map((piece) => piece.lotId)]),
    ).toEqual([
      ['early', ['B']],
      ['early-2', ['A']],
      ['late', ['C']],
    ]);
  });
});

describe('matchHifo: ties', () => {
  it('takes the earliest acquired among equal unit costs, then the smaller id, then input order', () => {
    const result = matchHifo(
      [
        lot('late', '1', '100', '2023-05-01'),
        lot('b', '2', '200', '2023-01-01'),
        lot('a', '0.5', '50', '2023-01-01'),
        lot('a', '1', '100', '2023-01-01'),
      ],
      [sale('S', '4.5', '450', '2023-06-01')],
    );
    expect(pieces(result.disposals[0]).map(([id, quantity]) => `${id}:${quantity}`)).toEqual([
      'a:0.5',
      'a:1',
      'b:2',
      'late:1',
    ]);
  });
  it('orders unit costs that differ below float precision exactly', () => {
    const result = matchHifo(
      [
        lot('cheaper', '1', '100', '2023-01-01'),
        lot('dearer', '1', '100.00000000000000000001', '2023-02-01'),
        lot('same-as-cheaper', '3', '300', '2022-12-31'),
      ],
      [sale('S', '5', '500', '2023-06-01')],
    );
    expect(result.disposals[0]?.lots.map((piece) => piece.lotId)).toEqual([
      'dearer',
      'same-as-cheaper',
      'cheaper',
    ]);
  });
  it('orders lots whose unit cost no float can hold', () => {
    const tiny = `0.${'0'.repeat(400)}1`;
    const result = matchHifo(
      [lot('tiny-quantity', tiny, '1', '2023-01-02'), lot('normal', '1', '1000000', '2023-01-01')],
      [sale('S', '1', '1', '2023-06-01')],
    );
    expect(result.disposals[0]?.lots.map((piece) => piece.lotId)).toEqual(['tiny-quantity', 'normal']);
    expect(result.disposals[0]?.lots[0]?.quantity.eq(tiny)).toBe(true);
  });
});

describe('matchHifo: holding period (long-term only after more than twelve calendar months)', () => {
  it.each([
    ['2023-01-15', '2024-01-15', 'SHORT_TERM'],
    ['2023-01-15', '2024-01-16', 'LONG_TERM'],
    ['2023-01-15', '2023-01-15', 'SHORT_TERM'],
    ['2024-02-29', '2025-02-28', 'SHORT_TERM'],
    ['2024-02-29', '2025-03-01', 'LONG_TERM'],
    ['2023-02-28', '2024-02-28', 'SHORT_TERM'],
    // Exactly twelve calendar months (Rev. Rul. 66-7): short-term; long-term the next day.
    ['2023-02-28', '2024-02-29', 'SHORT_TERM'],
    ['2023-02-28', '2024-03-01', 'LONG_TERM'],
  ])('acquired %s, sold %s: %s', (acquired, sold, period) => {
    const result = matchHifo([lot('L', '1', '10', acquired)], [sale('S', '1', '25', sold)]);
    expect(result.disposals[0]?.lots[0]?.holdingPeriod).toBe(period);
    const summary = result.summary;
    expect([summary.shortTerm.toString(), summary.longTerm.toString(), summary.total.toString()]).toEqual(
      period === 'SHORT_TERM' ? ['15', '0', '15'] : ['0', '15', '15'],
    );
  });
  it('splits one disposal into short- and long-term pieces', () => {
    const result = matchHifo(
      [lot('old', '1', '100', '2020-01-01'), lot('new', '1', '300', '2023-01-01')],
      [sale('S', '2', '1000', '2023-06-01')],
    );
    expect(pieces(result.disposals[0])).toEqual([
      ['new', '1', '300', '500', '200', 'SHORT_TERM'],
      ['old', '1', '100', '500', '400', 'LONG_TERM'],
    ]);
    expect(result.summary.shortTerm.toString()).toBe('200');
    expect(result.summary.longTerm.toString()).toBe('400');
    expect(result.summary.total.toString()).toBe('600');
  });
});

describe('matchHifo: exact shares', () => {
  it('shares a lot basis over three disposals by cumulative rounding: 33.33 + 33.34 + 33.33 = 100', () => {
    const result = matchHifo(
      [lot('L', '3', '100', '2023-01-01')],
      [
        sale('1', '1', '0', '2023-02-01'),
        sale('2', '1', '0', '2023-03-01'),
        sale('3', '1', '0', '2023-04-01'),
      ],
    );
    expect(result.disposals.map((match) => match.lots[0]?.costBasisUsd.toString())).toEqual([
      '33.33',
      '33.34',
      '33.33',
    ]);
    expect(result.summary.total.toString()).toBe('-100');
  });
  it('shares proceeds over three lots: 3.33 + 3.34 + 3.33 = 10', () => {
    const result = matchHifo(
      [lot('a', '1', '3', '2023-01-01'), lot('b', '1', '2', '2023-01-01'), lot('c', '1', '1', '2023-01-01')],
      [sale('S', '3', '10', '2023-02-01')],
    );
    expect(result.disposals[0]?.lots.map((piece) => piece.proceedsUsd.toString())).toEqual([
      '3.33',
      '3.34',
      '3.33',
    ]);
    expect(result.summary.total.toString()).toBe('4');
  });
  it('keeps the inputs’ USD precision when it is finer than cents', () => {
    const result = matchHifo([lot('L', '3', '1.0001', '2023-01-01')], [sale('S', '1', '0', '2023-02-01')]);
    expect(result.disposals[0]?.lots[0]?.costBasisUsd.toString()).toBe('0.3334');
  });
  it('matches quantities down to 1e-12 exactly', () => {
    const result = matchHifo(
      [lot('a', '0.000000000001', '0.01', '2023-01-01'), lot('b', '0.1', '1', '2023-01-01')],
      [sale('S', '0.100000000001', '2', '2023-02-01')],
    );
    expect(result.disposals[0]?.lots.map((piece) => piece.quantity.toString())).toEqual([
      '0.000000000001',
      '0.1',
    ]);
    expect(result.disposals[0]?.unmatchedQuantity.toString()).toBe('0');
    expect(sum(result.disposals[0]?.lots.map((piece) => piece.quantity) ?? []).eq('0.100000000001')).toBe(
      true,
    );
  });
  it('accepts Decimals and numbers', () => {
    const result = matchHifo(
      [{ id: 'L', quantity: dec('0.5'), costBasisUsd: 1e21, acquired: d('2023-01-01') }],
      [{ id: 'S', quantity: 0.25, proceedsUsd: dec('1e21'), date: d('2023-02-01') }],
    );
    expect(result.disposals[0]?.lots[0]?.costBasisUsd.eq('5e20')).toBe(true);
    expect(result.summary.total.eq('5e20')).toBe(true);
  });
});

describe('matchHifo: holdings', () => {
  it('never consumes more than held: the excess is unmatched, with its proceeds share', () => {
    const result = matchHifo([lot('L', '1', '100', '2023-01-01')], [sale('S', '4', '1000', '2023-02-01')]);
    const [match] = result.disposals;
    expect(pieces(match)).toEqual([['L', '1', '100', '250', '150', 'SHORT_TERM']]);
    expect(match?.unmatchedQuantity.toString()).toBe('3');
    expect(match?.unmatchedProceedsUsd.toString()).toBe('750');
    expect(result.summary.total.toString()).toBe('150');
  });
  it('leaves a disposal before any acquisition wholly unmatched', () => {
    const result = matchHifo([lot('L', '1', '100', '2023-05-01')], [sale('S', '1', '10', '2023-02-01')]);
    expect(result.disposals[0]?.lots).toEqual([]);
    expect(result.disposals[0]?.unmatchedQuantity.toString()).toBe('1');
    expect(result.summary.total.toString()).toBe('0');
  });
  it('handles no lots and no disposals', () => {
    expect(matchHifo([], []).disposals).toEqual([]);
    expect(matchHifo([], []).summary.total.toString()).toBe('0');
    expect(
      matchHifo([], [sale('S', '1', '5', '2023-01-01')]).disposals[0]?.unmatchedProceedsUsd.toString(),
    ).toBe('5');
  });
  it.each([
    [[lot('L', '0', '1', '2023-01-01')], [], 'Lot quantity must be above 0: 0'],
    [[lot('L', '-1', '1', '2023-01-01')], [], 'Lot quantity must be above 0: -1'],
    [[lot('L', '1', '-0.01', '2023-01-01')], [], 'Lot cost basis must be 0 or more: -0.01'],
    [[], [sale('S', '0.000', '1', '2023-01-01')], 'Disposal quantity must be above 0: 0.000'],
    [[], [sale('S', '1', '-5', '2023-01-01')], 'Disposal proceeds must be 0 or more: -5'],
  ])('rejects %j %j', (lots, disposals, message) => {
    expect(() => matchHifo(lots, disposals)).toThrow(new RangeError(message));
  });
  it('reads amounts in exponent notation or without a leading digit as big.js does', () => {
    const result = matchHifo(
      [lot('L', '2e0', '1.5e2', '2023-01-01')],
      [sale('S', '.5', '3E1', '2023-02-01')],
    );
    expect(pieces(result.disposals[0])).toEqual([['L', '0.5', '37.5', '30', '-7.5', 'SHORT_TERM']]);
    for (const text of ['1,5', '', '-'])
      expect(() => matchHifo([lot('L', text, '1', '2023-01-01')], [])).toThrow('Invalid number');
    expect(() => matchHifo([lot('L', '1', '-2e1', '2023-01-01')], [])).toThrow(
      new RangeError('Lot cost basis must be 0 or more: -20'),
    );
  });
});

describe('matchHifo: the lots list', () => {
  it('is built once and kept, and survives spreading and serialising', () => {
    const [match] = matchHifo(
      [lot('L', '1', '1', '2023-01-01')],
      [sale('S', '1', '2', '2023-02-01')],
    ).disposals;
    const first = match?.lots;
    expect(match?.lots).toBe(first);
    expect({ ...match }.lots).toBe(first);
    expect(JSON.parse(JSON.stringify(match)).lots[0].gainUsd).toBe('1');
  });
});

describe('lotFromDeposit (missing cost basis: $0 on the receipt date)', () => {
  it('makes a $0 lot acquired on the receipt date, consumed after every lot with a cost', () => {
    const deposit = lotFromDeposit({ id: 'dep-1', quantity: '2', receivedOn: d('2023-03-01') });
    expect(deposit).toEqual({ id: 'dep-1', quantity: '2', costBasisUsd: '0', acquired: d('2023-03-01') });
    const result = matchHifo(
      [deposit, lot('bought', '1', '10', '2023-04-01')],
      [sale('S', '2', '30', '2024-03-02')],
    );
    expect(pieces(result.disposals[0])).toEqual([
      ['bought', '1', '10', '15', '5', 'SHORT_TERM'],
      ['dep-1', '1', '0', '15', '15', 'LONG_TERM'],
    ]);
  });
});

describe('whatIfSale', () => {
  const lots = [
    lot('A', '1', '30000', '2022-01-10'),
    lot('B', '1', '40000', '2023-03-01'),
    lot('C', '2', '50000', '2023-02-01'),
  ];
  it('lists the lots a sale would consume, with basis and holding period', () => {
    const result = whatIfSale(lots, '1.5', d('2023-06-01'));
    expect(
      result.lots.map((piece) => [
        piece.lotId,
        piece.quantity.toString(),
        piece.costBasisUsd.toString(),
        piece.holdingPeriod,
      ]),
    ).toEqual([
      ['B', '1', '40000', 'SHORT_TERM'],
      ['A', '0.5', '15000', 'LONG_TERM'],
    ]);
    expect(result.unmatchedQuantity.toString()).toBe('0');
  });
  it('applies earlier disposals first and ignores later ones', () => {
    const result = whatIfSale(lots, '1', d('2023-06-01'), [
      sale('before', '1', '1', '2023-05-01'),
      sale('after', '3', '1', '2023-07-01'),
    ]);
    expect(result.lots.map((piece) => [piece.lotId, piece.quantity.toString()])).toEqual([['A', '1']]);
  });
  it('reports the quantity beyond the holdings', () => {
    expect(whatIfSale(lots, '5', d('2023-06-01')).unmatchedQuantity.toString()).toBe('1');
  });
});

// ── Properties against a plain reference implementation ─────────────────────────────────────

/** Plain HIFO with big.js, one lot at a time: the specification the engine must match. */
function referenceQuantities(lots: readonly TaxLot[], disposals: readonly Disposal[]) {
  const remaining = lots.map((item) => dec(item.quantity));
  const order = disposals
    .map((_, index) => index)
    .sort((a, b) => {
      return compareDates((disposals[a] as Disposal).date, (disposals[b] as Disposal).date) || a - b;
    });
  return order.map((index) => {
    const disposal = disposals[index] as Disposal;
    let needed = dec(disposal.quantity);
    const taken: [number, string][] = [];
    for (;;) {
      let best = -1;
      lots.forEach((candidate, at) => {
        if (compareDates(candidate.acquired, disposal.date) > 0 || (remaining[at] as Decimal).eq(0)) return;
        if (best < 0) {
          best = at;
          return;
        }
        const current = lots[best] as TaxLot;
        const cross = dec(candidate.costBasisUsd)
          .times(current.quantity)
          .cmp(dec(current.costBasisUsd).times(candidate.quantity));
        const byDate = compareDates(candidate.acquired, current.acquired);
        if (cross > 0 || (cross === 0 && (byDate < 0 || (byDate === 0 && candidate.id < current.id))))
          best = at;
      });
      if (best < 0 || needed.eq(0)) break;
      const take = (remaining[best] as Decimal).lt(needed) ? (remaining[best] as Decimal) : needed;
      remaining[best] = (remaining[best] as Decimal).minus(take);
      needed = needed.minus(take);
      taken.push([best, take.toString()]);
    }
    return { taken, unmatched: needed.toString() };
  });
}

const start: CalendarDate = { year: 2022, month: 1, day: 1 };
const amount = (maxUnits: number, decimals: number) =>
  fc.integer({ min: 1, max: maxUnits }).map((units) =>
    dec(units)
      .div(10 ** decimals)
      .toString(),
  );
const lotsArb = fc.array(
  fc.record({
    quantity: amount(5_000, 3),
    costBasisUsd: fc.oneof(fc.constant('0'), amount(1_000_000, 2)),
    day: fc.integer({ min: 0, max: 900 }),
    id: fc.constantFrom('a', 'b', 'c', 'd'),
  }),
  { maxLength: 12 },
);
const disposalsArb = fc.array(
  fc.record({
    quantity: amount(8_000, 3),
    proceedsUsd: fc.oneof(fc.constant('0'), amount(1_000_000, 2)),
    day: fc.integer({ min: 0, max: 1000 }),
  }),
  { maxLength: 8 },
);
const scenario = fc.tuple(lotsArb, disposalsArb).map(([rawLots, rawDisposals]) => ({
  lots: rawLots.map(
    (item): TaxLot => ({
      id: item.id,
      quantity: item.quantity,
      costBasisUsd: item.costBasisUsd,
      acquired: addDays(start, item.day),
    }),
  ),
  disposals: rawDisposals.map(
    (item, index): Disposal => ({
      id: `s${index}`,
      quantity: item.quantity,
      proceedsUsd: item.proceedsUsd,
      date: addDays(start, item.day),
    }),
  ),
}));

describe('matchHifo properties', () => {
  it('consumes the same lots and quantities as the plain reference', () => {
    fc.assert(
      fc.property(scenario, ({ lots, disposals }) => {
        const expected = referenceQuantities(lots, disposals);
        const actual = matchHifo(lots, disposals).disposals;
        expect(actual.map((match) => match.unmatchedQuantity.toString())).toEqual(
          expected.map((item) => item.unmatched),
        );
        actual.forEach((match, index) => {
          const taken = expected[index]?.taken ?? [];
          expect(match.lots.map((piece) => [piece.lotId, piece.quantity.toString()])).toEqual(
            taken.map(([at, quantity]) => [lots[at]?.id, quantity]),
          );
        });
      }),
      { numRuns: 200 },
    );
  });

  it('never consumes more than held and conserves quantity, basis and proceeds exactly', () => {
    fc.assert(
      fc.property(scenario, ({ lots, disposals }) => {
        const result = matchHifo(lots, disposals);
        const consumedByLot = lots.map(() => ({ quantity: dec(0), basis: dec(0) }));
        const reference = referenceQuantities(lots, disposals);
        result.disposals.forEach((match, index) => {
          reference[index]?.taken.forEach(([at], piece) => {
            const entry = consumedByLot[at] as { quantity: Decimal; basis: Decimal };
            const consumed = match.lots[piece];
            entry.quantity = entry.quantity.plus(consumed?.quantity ?? 0);
            entry.basis = entry.basis.plus(consumed?.costBasisUsd ?? 0);
          });
          const quantities = sum(match.lots.map((piece) => piece.quantity));
          expect(quantities.plus(match.unmatchedQuantity).eq(match.quantity)).toBe(true);
          const proceeds = sum(match.lots.map((piece) => piece.proceedsUsd));
          expect(proceeds.plus(match.unmatchedProceedsUsd).eq(match.proceedsUsd)).toBe(true);
          expect(sum(match.lots.map((piece) => piece.costBasisUsd)).eq(match.costBasisUsd)).toBe(true);
          expect(sum(match.lots.map((piece) => piece.gainUsd)).eq(match.gainUsd)).toBe(true);
          for (const piece of match.lots) {
            expect(piece.gainUsd.eq(piece.proceedsUsd.minus(piece.costBasisUsd))).toBe(true);
            // Each proceeds share is within one cent of its exact proportional value.
            const exact = match.proceedsUsd.times(piece.quantity).div(match.quantity);
            expect(piece.proceedsUsd.minus(exact).abs().lte('0.01')).toBe(true);
          }
        });
        lots.forEach((item, at) => {
          const consumed = consumedByLot[at] as { quantity: Decimal; basis: Decimal };
          expect(consumed.quantity.lte(item.quantity)).toBe(true);
          if (consumed.quantity.eq(item.quantity)) expect(consumed.basis.eq(item.costBasisUsd)).toBe(true);
          else expect(consumed.basis.lte(item.costBasisUsd)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('short-term plus long-term is the total, and the total is every piece’s gain', () => {
    fc.assert(
      fc.property(scenario, ({ lots, disposals }) => {
        const { summary, disposals: matches } = matchHifo(lots, disposals);
        expect(summary.shortTerm.plus(summary.longTerm).eq(summary.total)).toBe(true);
        expect(sum(matches.map((match) => match.gainUsd)).eq(summary.total)).toBe(true);
        const longTerm = matches.flatMap((match) =>
          match.lots.filter((piece) => {
            const isLong = compareDates(match.date, addYears(piece.acquired, 1)) > 0;
            expect(piece.holdingPeriod).toBe(isLong ? 'LONG_TERM' : 'SHORT_TERM');
            return isLong;
          }),
        );
        expect(sum(longTerm.map((piece) => piece.gainUsd)).eq(summary.longTerm)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
