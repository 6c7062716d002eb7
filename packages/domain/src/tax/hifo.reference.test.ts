import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USD_DECIMALS } from '../constants';
import { addDays, addYears, type CalendarDate, compareDates } from '../dates/calendar';
import { type Decimal, type DecimalInput, dec } from '../money/decimal';
import { type Disposal, type HifoResult, matchHifo, type TaxLot } from './hifo';

// The optimised engine (double or bigint mantissas, a heap, float hints) against the rule written
// as plainly as possible with big.js: every disposal in date order scans every lot for the highest
// unit cost, and every share is `round(total × quantity so far / whole quantity)` half up at the
// inputs' USD precision (at least cents). Every figure of every match must be the same.

const placesOf = (value: DecimalInput) => {
  const text = dec(value).toFixed();
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
};

/** A result reduced to text, so two results compare figure by figure. */
function asText({ disposals, summary }: HifoResult) {
  return {
    disposals: disposals.map((match) => ({
      id: match.disposalId,
      quantity: match.quantity.toString(),
      proceeds: match.proceedsUsd.toString(),
      basis: match.costBasisUsd.toString(),
      gain: match.gainUsd.toString(),
      unmatched: match.unmatchedQuantity.toString(),
      unmatchedProceeds: match.unmatchedProceedsUsd.toString(),
      lots: match.lots.map((piece) => [
        piece.lotId,
        piece.quantity.toString(),
        piece.costBasisUsd.toString(),
        piece.proceedsUsd.toString(),
        piece.gainUsd.toString(),
        piece.holdingPeriod,
      ]),
    })),
    summary: [summary.shortTerm.toString(), summary.longTerm.toString(), summary.total.toString()],
  };
}

/** HIFO by the rule's words, one lot at a time, in big.js. */
function referenceHifo(lots: readonly TaxLot[], disposals: readonly Disposal[]) {
  const usdPlaces = Math.max(
    USD_DECIMALS,
    ...lots.map((lot) => placesOf(lot.costBasisUsd)),
    ...disposals.map((disposal) => placesOf(disposal.proceedsUsd)),
  );
  const share = (total: Decimal, part: Decimal, whole: Decimal) =>
    total.times(part).div(whole).round(usdPlaces, Big.roundHalfUp);
  const consumed = lots.map(() => dec(0));
  const allocated = lots.map(() => dec(0));
  const order = disposals
    .map((_, index) => index)
    .sort((a, b) => compareDates((disposals[a] as Disposal).date, (disposals[b] as Disposal).date) || a - b);
  let shortTerm = dec(0);
  let longTerm = dec(0);
  const matches = order.map((index) => {
    const disposal = disposals[index] as Disposal;
    const quantity = dec(disposal.quantity);
    const proceeds = dec(disposal.proceedsUsd);
    let needed = quantity;
    let proceedsAllocated = dec(0);
    let basisTotal = dec(0);
    let gainTotal = dec(0);
    const pieces: (string | Decimal)[][] = [];
    for (;;) {
      let best = -1;
      lots.forEach((candidate, at) => {
        if (compareDates(candidate.acquired, disposal.date) > 0) return;
        if ((consumed[at] as Decimal).eq(candidate.quantity)) return;
        if (best < 0) {
          best = at;
          return;
        }
        const current = lots[best] as TaxLot;
        const cost = dec(candidate.costBasisUsd).div(candidate.quantity);
        const bestCost = dec(current.costBasisUsd).div(current.quantity);
        const byDate = compareDates(candidate.acquired, current.acquired);
        if (
          cost.gt(bestCost) ||
          (cost.eq(bestCost) && (byDate < 0 || (byDate === 0 && candidate.id < current.id)))
        ) {
          best = at;
        }
      });
      if (best < 0 || needed.eq(0)) break;
      const lot = lots[best] as TaxLot;
      const left = dec(lot.quantity).minus(consumed[best] as Decimal);
      const taken = left.lt(needed) ? left : needed;
      needed = needed.minus(taken);
      consumed[best] = (consumed[best] as Decimal).plus(taken);
      const basisSoFar = share(dec(lot.costBasisUsd), consumed[best] as Decimal, dec(lot.quantity));
      const basis = basisSoFar.minus(allocated[best] as Decimal);
      allocated[best] = basisSoFar;
      const proceedsSoFar = share(proceeds, quantity.minus(needed), quantity);
      const proceedsShare = proceedsSoFar.minus(proceedsAllocated);
      proceedsAllocated = proceedsSoFar;
      const gain = proceedsShare.minus(basis);
      const isLongTerm = compareDates(disposal.date, addYears(lot.acquired, 1)) > 0;
      if (isLongTerm) longTerm = longTerm.plus(gain);
      else shortTerm = shortTerm.plus(gain);
      basisTotal = basisTotal.plus(basis);
      gainTotal = gainTotal.plus(gain);
      pieces.push([lot.id, taken, basis, proceedsShare, gain, isLongTerm ? 'LONG_TERM' : 'SHORT_TERM']);
    }
    return {
      id: disposal.id,
      quantity: quantity.toString(),
      proceeds: proceeds.toString(),
      basis: basisTotal.toString(),
      gain: gainTotal.toString(),
      unmatched: needed.toString(),
      unmatchedProceeds: proceeds.minus(proceedsAllocated).toString(),
      lots: pieces.map((piece) => piece.map(String)),
    };
  });
  return {
    disposals: matches,
    summary: [shortTerm.toString(), longTerm.toString(), shortTerm.plus(longTerm).toString()],
  };
}

const start: CalendarDate = { year: 2019, month: 11, day: 1 };
/** A positive amount with up to `places` decimals, as text, a number or a Decimal. */
const amount = (maxUnits: bigint, places: number, zero: boolean) =>
  fc
    .tuple(
      fc.bigInt({ min: zero ? 0n : 1n, max: maxUnits }),
      fc.constantFrom<'text' | 'number' | 'decimal'>('text', 'text', 'text', 'number', 'decimal'),
    )
    .map(([units, form]): DecimalInput => {
      const value = dec(units.toString()).div(dec(10).pow(places));
      if (form === 'decimal') return value;
      // A number only where it holds the value exactly.
      if (form === 'number' && Number(value.toString()).toString() === value.toString()) return Number(value);
      return value.toString();
    });

interface Scale {
  readonly quantityUnits: bigint;
  readonly quantityPlaces: number;
  readonly usdUnits: bigint;
  readonly usdPlaces: number;
}

function scenario({ quantityUnits, quantityPlaces, usdUnits, usdPlaces }: Scale) {
  // Few lot sizes and prices, so equal unit costs (ties) come up often.
  const lotArb = fc.record({
    quantity: fc.oneof(amount(quantityUnits, quantityPlaces, false), fc.constantFrom('1', '2', '0.5')),
    costBasisUsd: fc.oneof(amount(usdUnits, usdPlaces, true), fc.constantFrom('0', '100', '200', '50')),
    // Some lots are acquired on 29 February 2020: long-term only after 28 February 2021.
    day: fc.oneof(fc.integer({ min: 0, max: 900 }), fc.constant(120)),
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  });
  const disposalArb = fc.record({
    quantity: fc.oneof(amount(quantityUnits * 2n, quantityPlaces, false), fc.constantFrom('1', '0.75')),
    proceedsUsd: amount(usdUnits * 2n, usdPlaces, true),
    day: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constantFrom(486, 487)),
  });
  return fc
    .tuple(fc.array(lotArb, { maxLength: 14 }), fc.array(disposalArb, { maxLength: 9 }))
    .map(([rawLots, rawDisposals]) => ({
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
}

const SCALES: readonly (readonly [string, Scale])[] = [
  // What the double mantissas serve: satoshis and cents.
  [
    '8-decimal quantities and cents',
    { quantityUnits: 500_000_000n, quantityPlaces: 8, usdUnits: 10_000_000n, usdPlaces: 2 },
  ],
  // Products beyond 2^51: the double matcher's shares take bigints.
  [
    'large holdings, where shares need more than 53 bits',
    { quantityUnits: 10n ** 14n, quantityPlaces: 8, usdUnits: 10n ** 13n, usdPlaces: 2 },
  ],
  // Mantissas beyond 2^50: the bigint matcher.
  [
    '18-decimal quantities and sub-cent prices',
    { quantityUnits: 5n * 10n ** 18n, quantityPlaces: 18, usdUnits: 10n ** 9n, usdPlaces: 5 },
  ],
];

describe('matchHifo against the plain big.js reference', () => {
  it.each(SCALES)('gives every figure of the reference: %s', (_, scale) => {
    fc.assert(
      fc.property(scenario(scale), ({ lots, disposals }) => {
        expect(asText(matchHifo(lots, disposals))).toEqual(referenceHifo(lots, disposals));
      }),
      { numRuns: 100 },
    );
  });

  it('gives every figure of the reference when the inputs mix all three scales', () => {
    const mixed = fc.tuple(...SCALES.map(([, scale]) => scenario(scale))).map((parts) => ({
      lots: parts.flatMap((part) => part.lots),
      disposals: parts.flatMap((part) => part.disposals),
    }));
    fc.assert(
      fc.property(mixed, ({ lots, disposals }) => {
        expect(asText(matchHifo(lots, disposals))).toEqual(referenceHifo(lots, disposals));
      }),
      { numRuns: 40 },
    );
  });
});
