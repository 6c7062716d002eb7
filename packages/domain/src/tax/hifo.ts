/**
 * HIFO ("highest in, first out") lot matching, the cost basis method stated to users (doc 2 §1,
 * doc 3 §9), and the short-/long-term split of the Tax Summary (doc 2 §2, spec README).
 *
 * Exactness: quantities are matched exactly. A disposal's proceeds and a lot's cost basis are
 * shared among the pieces in proportion to quantity by cumulative rounding: after a piece, the
 * share allocated so far is `round(total × quantity so far / whole quantity)` at the inputs' USD
 * precision (at least cents), and the piece gets the difference. Each share is within one unit of
 * its exact value, the rounding never accumulates, and the shares of a whole add up to it exactly.
 */
import Big from 'big.js';
import { DEFAULT_COST_BASIS_USD, USD_DECIMALS } from '../constants';
import { addYears, type CalendarDate } from '../dates/calendar';
import { type Decimal, type DecimalInput, dec } from '../money/decimal';

/** An acquisition of the asset: a tax lot. */
export interface TaxLot {
  /** Identifies the lot in the results (e.g. a deposit id). */
  readonly id: string;
  /** The quantity acquired, above 0. */
  readonly quantity: DecimalInput;
  /** The total cost basis of the quantity in USD, 0 or more. */
  readonly costBasisUsd: DecimalInput;
  /** The acquisition (purchase) date. */
  readonly acquired: CalendarDate;
}

/** A sale or other disposal of the asset. */
export interface Disposal {
  /** Identifies the disposal in the results. */
  readonly id: string;
  /** The quantity disposed of, above 0. */
  readonly quantity: DecimalInput;
  /** The total proceeds in USD, 0 or more. */
  readonly proceedsUsd: DecimalInput;
  /** The disposal date. */
  readonly date: CalendarDate;
}

/** Short-term when held one year or less, long-term when held more than one year (spec README). */
export type HoldingPeriod = 'SHORT_TERM' | 'LONG_TERM';

/** The part of a lot one disposal consumed. */
export interface LotConsumption {
  /** The lot's id. */
  readonly lotId: string;
  /** The lot's acquisition date. */
  readonly acquired: CalendarDate;
  /** The quantity taken from the lot. */
  readonly quantity: Decimal;
  /** The lot's cost basis share for that quantity, USD. */
  readonly costBasisUsd: Decimal;
  /** The disposal's proceeds share for that quantity, USD. */
  readonly proceedsUsd: Decimal;
  /** Proceeds less cost basis, USD (negative for a loss). */
  readonly gainUsd: Decimal;
  /** Whether the piece was held more than one year. */
  readonly holdingPeriod: HoldingPeriod;
}

/** How one disposal was matched. */
export interface DisposalMatch {
  /** The disposal's id. */
  readonly disposalId: string;
  /** The disposal date. */
  readonly date: CalendarDate;
  /** The quantity disposed of. */
  readonly quantity: Decimal;
  /** The total proceeds, USD. */
  readonly proceedsUsd: Decimal;
  /**
   * The lots consumed, in HIFO order. Built on first read and then kept (an enumerable property,
   * so spreading and serialising see it), so a summary over 100,000 lots need not pay for pieces
   * nobody shows.
   */
  readonly lots: readonly LotConsumption[];
  /** The matched cost basis (sum of the lots' shares), USD. */
  readonly costBasisUsd: Decimal;
  /** The matched gain (sum of the lots' gains), USD. */
  readonly gainUsd: Decimal;
  /** The quantity beyond the holdings of that date, matched to no lot (0 normally). */
  readonly unmatchedQuantity: Decimal;
  /** The proceeds share of the unmatched quantity, USD; not counted in any gain. */
  readonly unmatchedProceedsUsd: Decimal;
}

/** Gains of the Tax Summary, USD (doc 2 §2). */
export interface GainSummary {
  /** Gains of pieces held one year or less. */
  readonly shortTerm: Decimal;
  /** Gains of pieces held more than one year. */
  readonly longTerm: Decimal;
  /** `shortTerm + longTerm`. */
  readonly total: Decimal;
}

/** The result of {@link matchHifo}. */
export interface HifoResult {
  /** Every disposal, in the order processed: by date, then in input order. */
  readonly disposals: readonly DisposalMatch[];
  /** The gains of every matched piece. */
  readonly summary: GainSummary;
}

/** A lot a what-if sale would take from, see {@link whatIfSale}. */
export interface WhatIfLot {
  /** The lot's id. */
  readonly lotId: string;
  /** The lot's acquisition date. */
  readonly acquired: CalendarDate;
  /** The quantity the sale would take. */
  readonly quantity: Decimal;
  /** The cost basis share of that quantity, USD. */
  readonly costBasisUsd: Decimal;
  /** Whether it would be held more than one year on the sale date. */
  readonly holdingPeriod: HoldingPeriod;
}

/** The result of {@link whatIfSale}. */
export interface WhatIfSaleResult {
  /** The lots the sale would consume, in HIFO order. */
  readonly lots: readonly WhatIfLot[];
  /** The quantity beyond the holdings (0 when the holdings cover the sale). */
  readonly unmatchedQuantity: Decimal;
}

/** A crypto deposit received from outside, as listed in the Tax Center (doc 2 §3 "Tax transaction"). */
export interface ReceivedDeposit {
  /** The deposit id. */
  readonly id: string;
  /** The quantity received. */
  readonly quantity: DecimalInput;
  /** The date the crypto entered the account. */
  readonly receivedOn: CalendarDate;
}

/**
 * The lot of a deposit lacking cost basis: a cost basis of $0 and its receipt date as purchase date
 * (doc 2 §2 "Add Details modal", doc 3 §9).
 */
export function lotFromDeposit({ id, quantity, receivedOn }: ReceivedDeposit): TaxLot {
  return { id, quantity, costBasisUsd: DEFAULT_COST_BASIS_USD, acquired: receivedOn };
}

const dayNumber = (date: CalendarDate) => date.year * 10_000 + date.month * 100 + date.day;

// ── Fixed-point engine ─────────────────────────────────────────────────────────────────────────
// big.js division is far too slow for 100,000 lots, so matching runs on exact bigint mantissas at
// one scale per kind (quantity, USD) and only the results become Decimals. The helpers live here,
// not in a shared module, because cross-module calls in the hot loop cost measurably under Vitest.

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The value as plain decimal text ('12.5', never '1.25e+1'). */
function plainText(value: DecimalInput): string {
  return typeof value === 'string' && PLAIN_DECIMAL.test(value) ? value : dec(value).toFixed();
}

function decimalsOf(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** The mantissa of plain decimal `text` at `scale` decimal places (at least its own). */
function scaled(text: string, scale: number): bigint {
  const point = text.indexOf('.');
  return point < 0
    ? BigInt(text + '0'.repeat(scale))
    : BigInt(text.slice(0, point) + text.slice(point + 1).padEnd(scale, '0'));
}

/** The Decimal `mantissa / 10^scale`. */
function unscaled(mantissa: bigint, scale: number): Decimal {
  if (scale === 0) return new Big(mantissa.toString());
  const negative = mantissa < 0n;
  const digits = (negative ? -mantissa : mantissa).toString().padStart(scale + 1, '0');
  const point = digits.length - scale;
  return new Big(`${negative ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}`);
}

/** `numerator / denominator` rounded half up, for a numerator ≥ 0 and a denominator > 0. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Parses every value to plain text, checking its sign. */
function plainTexts<T>(
  items: readonly T[],
  pick: (item: T) => DecimalInput,
  name: string,
  allowZero: boolean,
) {
  const texts = new Array<string>(items.length);
  for (let index = 0; index < items.length; index++) {
    const text = plainText(pick(items[index] as T));
    if (text.startsWith('-') || (!allowZero && !/[1-9]/.test(text))) {
      throw new RangeError(`${name} must be ${allowZero ? '0 or more' : 'above 0'}: ${text}`);
    }
    texts[index] = text;
  }
  return texts;
}

const maxDecimals = (texts: readonly string[], floor: number) =>
  texts.reduce((most, text) => Math.max(most, decimalsOf(text)), floor);

/** Relative gap above which two float unit-cost hints are certainly ordered like the exact costs. */
const HINT_TOLERANCE = 1e-12;
/** The smallest normal double: below it a float loses relative precision. */
const MIN_NORMAL = 2.2250738585072014e-308;

/** Whether a double carries the full relative precision of the value it rounds (or is exactly 0). */
const isReliable = (value: number) => value === 0 || (value >= MIN_NORMAL && value < Infinity);

/** One disposal matched, with its totals still as mantissas. */
interface EngineMatch {
  /** The match's pieces are the engine's pieces from `firstPiece` to before `endPiece`. */
  readonly firstPiece: number;
  readonly endPiece: number;
  readonly basis: bigint;
  readonly shortTermGain: bigint;
  readonly longTermGain: bigint;
  readonly unmatched: bigint;
  readonly unmatchedProceeds: bigint;
}

/**
 * The matching state. Lots are released into a binary heap ordered by HIFO priority as the
 * disposal date reaches their acquisition date; a lot's mantissas are computed when it is first
 * consumed, so lots that are never sold cost only their sorting hint.
 */
class HifoEngine {
  /** Float approximations of unit cost (NaN where a float is unreliable). */
  private readonly hint: Float64Array;
  private readonly day: Int32Array;
  private readonly quantity: (bigint | undefined)[];
  private readonly basis: (bigint | undefined)[];
  private readonly remaining: (bigint | undefined)[];
  private readonly allocated: (bigint | undefined)[];
  /** The day after which a lot is held long-term (0 until first needed). */
  private readonly longTermAfter: Int32Array;
  // The pieces of every match, column by column (fewer objects for the garbage collector).
  private readonly pieceLot: number[] = [];
  private readonly pieceQuantity: bigint[] = [];
  private readonly pieceBasis: bigint[] = [];
  private readonly pieceProceeds: bigint[] = [];
  private readonly pieceLongTerm: boolean[] = [];
  /** Lots in release order, and for each disposal position the end of its lots in that order. */
  private readonly releaseOrder: Int32Array;
  private readonly releaseEnd: Int32Array;
  private released = 0;
  /** A binary heap of available lots that still hold a quantity, highest priority on top. */
  private readonly heap: Int32Array;
  private heapSize = 0;

  constructor(
    private readonly lots: readonly TaxLot[],
    private readonly quantityTexts: readonly string[],
    private readonly basisTexts: readonly string[],
    readonly quantityScale: number,
    readonly usdScale: number,
    disposalDays: Int32Array,
  ) {
    const count = lots.length;
    this.hint = new Float64Array(count);
    this.day = new Int32Array(count);
    this.quantity = new Array<bigint | undefined>(count);
    this.basis = new Array<bigint | undefined>(count);
    this.remaining = new Array<bigint | undefined>(count);
    this.allocated = new Array<bigint | undefined>(count);
    this.longTermAfter = new Int32Array(count);
    this.heap = new Int32Array(count);
    // Each lot is released before the first disposal dated on or after its acquisition: a
    // counting sort over the disposal positions, found by binary search in the ascending days.
    const position = new Int32Array(count);
    const bucketSize = new Int32Array(disposalDays.length + 1);
    for (let lot = 0; lot < count; lot++) {
      const day = dayNumber((lots[lot] as TaxLot).acquired);
      this.day[lot] = day;
      let low = 0;
      let high = disposalDays.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((disposalDays[middle] as number) < day) low = middle + 1;
        else high = middle;
      }
      position[lot] = low;
      bucketSize[low] = (bucketSize[low] as number) + 1;
      // Unit cost is basis / quantity. The float quotient is only a hint: two hints further apart
      // than their rounding error (about 1e-15 relative) order lots as the exact costs do; closer
      // or unreliable hints fall back to exact cross products.
      const quantity = Number(quantityTexts[lot]);
      const basis = Number(basisTexts[lot]);
      const hint = basis / quantity;
      this.hint[lot] = isReliable(quantity) && isReliable(basis) && isReliable(hint) ? hint : Number.NaN;
    }
    this.releaseEnd = new Int32Array(disposalDays.length);
    let end = 0;
    for (let index = 0; index < disposalDays.length; index++) {
      end += bucketSize[index] as number;
      this.releaseEnd[index] = end;
    }
    const next = new Int32Array(disposalDays.length + 1);
    next.set(this.releaseEnd.subarray(0, disposalDays.length - 1), 1);
    this.releaseOrder = new Int32Array(count);
    for (let lot = 0; lot < count; lot++) {
      const bucket = position[lot] as number;
      if (bucket < disposalDays.length) {
        this.releaseOrder[next[bucket] as number] = lot;
        next[bucket] = (next[bucket] as number) + 1;
      }
    }
  }

  private quantityOf(lot: number): bigint {
    const known = this.quantity[lot];
    if (known !== undefined) return known;
    const quantity = scaled(this.quantityTexts[lot] as string, this.quantityScale);
    this.quantity[lot] = quantity;
    return quantity;
  }

  private basisOf(lot: number): bigint {
    const known = this.basis[lot];
    if (known !== undefined) return known;
    const basis = scaled(this.basisTexts[lot] as string, this.usdScale);
    this.basis[lot] = basis;
    return basis;
  }

  /** Whether lot `a` is consumed before lot `b`: higher unit cost, then earlier, then smaller id. */
  private precedes(a: number, b: number): boolean {
    const hintA = this.hint[a] as number;
    const hintB = this.hint[b] as number;
    const tolerance = HINT_TOLERANCE * Math.max(hintA, hintB);
    if (hintA - hintB > tolerance) return true;
    if (hintB - hintA > tolerance) return false;
    const crossA = this.basisOf(a) * this.quantityOf(b);
    const crossB = this.basisOf(b) * this.quantityOf(a);
    if (crossA !== crossB) return crossA > crossB;
    const dayA = this.day[a] as number;
    const dayB = this.day[b] as number;
    if (dayA !== dayB) return dayA < dayB;
    const idA = (this.lots[a] as TaxLot).id;
    const idB = (this.lots[b] as TaxLot).id;
    return idA !== idB ? idA < idB : a < b;
  }

  private push(lot: number): void {
    const heap = this.heap;
    let index = this.heapSize++;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const above = heap[parent] as number;
      if (!this.precedes(lot, above)) break;
      heap[index] = above;
      index = parent;
    }
    heap[index] = lot;
  }

  private popTop(): void {
    const heap = this.heap;
    const last = heap[--this.heapSize] as number;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      if (left >= this.heapSize) break;
      const right = left + 1;
      const child =
        right < this.heapSize && this.precedes(heap[right] as number, heap[left] as number) ? right : left;
      if (!this.precedes(heap[child] as number, last)) break;
      heap[index] = heap[child] as number;
      index = child;
    }
    heap[index] = last;
  }

  /** The lots consumed by a match, as Decimals. */
  consumptions({ firstPiece, endPiece }: EngineMatch): LotConsumption[] {
    const consumed: LotConsumption[] = [];
    for (let piece = firstPiece; piece < endPiece; piece++) {
      const { id, acquired } = this.lots[this.pieceLot[piece] as number] as TaxLot;
      const basis = this.pieceBasis[piece] as bigint;
      const proceeds = this.pieceProceeds[piece] as bigint;
      consumed.push({
        lotId: id,
        acquired,
        quantity: unscaled(this.pieceQuantity[piece] as bigint, this.quantityScale),
        costBasisUsd: unscaled(basis, this.usdScale),
        proceedsUsd: unscaled(proceeds, this.usdScale),
        gainUsd: unscaled(proceeds - basis, this.usdScale),
        holdingPeriod: this.pieceLongTerm[piece] ? 'LONG_TERM' : 'SHORT_TERM',
      });
    }
    return consumed;
  }

  private isLongTermOn(lot: number, day: number): boolean {
    let after = this.longTermAfter[lot] as number;
    if (after === 0) {
      after = dayNumber(addYears((this.lots[lot] as TaxLot).acquired, 1));
      this.longTermAfter[lot] = after;
    }
    return day > after;
  }

  /**
   * Matches the disposal at `position` (in date order) of `quantity` on `day`, sharing `proceeds`
   * by quantity.
   */
  dispose(position: number, day: number, quantity: bigint, proceeds: bigint): EngineMatch {
    const releaseEnd = this.releaseEnd[position] as number;
    while (this.released < releaseEnd) this.push(this.releaseOrder[this.released++] as number);
    const firstPiece = this.pieceLot.length;
    let needed = quantity;
    let proceedsAllocated = 0n;
    let basisTotal = 0n;
    let shortTermGain = 0n;
    let longTermGain = 0n;
    while (needed > 0n && this.heapSize > 0) {
      const lot = this.heap[0] as number;
      const whole = this.quantityOf(lot);
      const before = this.remaining[lot] ?? whole;
      // What the lot holds, or what the disposal still needs when that is less.
      const remaining = before > needed ? before - needed : 0n;
      const taken = before - remaining;
      needed -= taken;
      this.remaining[lot] = remaining;
      const lotBasis = this.basisOf(lot);
      const basisAllocated =
        remaining === 0n ? lotBasis : divideHalfUp(lotBasis * (whole - remaining), whole);
      const basis = basisAllocated - (this.allocated[lot] ?? 0n);
      this.allocated[lot] = basisAllocated;
      const proceedsSoFar = needed === 0n ? proceeds : divideHalfUp(proceeds * (quantity - needed), quantity);
      const share = proceedsSoFar - proceedsAllocated;
      proceedsAllocated = proceedsSoFar;
      const longTerm = this.isLongTermOn(lot, day);
      basisTotal += basis;
      if (longTerm) longTermGain += share - basis;
      else shortTermGain += share - basis;
      this.pieceLot.push(lot);
      this.pieceQuantity.push(taken);
      this.pieceBasis.push(basis);
      this.pieceProceeds.push(share);
      this.pieceLongTerm.push(longTerm);
      if (remaining === 0n) this.popTop();
    }
    return {
      firstPiece,
      endPiece: this.pieceLot.length,
      basis: basisTotal,
      shortTermGain,
      longTermGain,
      unmatched: needed,
      unmatchedProceeds: proceeds - proceedsAllocated,
    };
  }
}

/** The engine, and the disposals' order, days and mantissas. */
function prepare(lots: readonly TaxLot[], disposals: readonly Disposal[]) {
  const lotQuantities = plainTexts(lots, (lot) => lot.quantity, 'Lot quantity', false);
  const lotBases = plainTexts(lots, (lot) => lot.costBasisUsd, 'Lot cost basis', true);
  const quantities = plainTexts(disposals, (disposal) => disposal.quantity, 'Disposal quantity', false);
  const proceeds = plainTexts(disposals, (disposal) => disposal.proceedsUsd, 'Disposal proceeds', true);
  const quantityScale = maxDecimals(quantities, maxDecimals(lotQuantities, 0));
  const usdScale = maxDecimals(proceeds, maxDecimals(lotBases, USD_DECIMALS));
  const days = disposals.map((disposal) => dayNumber(disposal.date));
  const order = Array.from(disposals.keys()).sort(
    (a, b) => (days[a] as number) - (days[b] as number) || a - b,
  );
  const orderedDays = Int32Array.from(order, (index) => days[index] as number);
  return {
    engine: new HifoEngine(lots, lotQuantities, lotBases, quantityScale, usdScale, orderedDays),
    order,
    orderedDays,
    quantities: quantities.map((text) => scaled(text, quantityScale)),
    proceeds: proceeds.map((text) => scaled(text, usdScale)),
  };
}

/**
 * Matches disposals to lots by HIFO. Disposals are processed by date (then input order); each
 * consumes the remaining quantity of the lots acquired on or before its date, highest unit cost
 * (basis / quantity) first, ties to the earliest acquired, then the smaller id. A disposal larger
 * than the holdings leaves an unmatched quantity; no lot ever gives more than it holds. A piece is
 * long-term when the disposal date is after the acquisition date plus one year (29 February plus
 * one year is 28 February), else short-term.
 *
 * Throws a RangeError for a quantity that is not above 0 or a negative basis or proceeds.
 */
export function matchHifo(lots: readonly TaxLot[], disposals: readonly Disposal[]): HifoResult {
  const { engine, order, orderedDays, quantities, proceeds } = prepare(lots, disposals);
  const { quantityScale, usdScale } = engine;
  let shortTerm = 0n;
  let longTerm = 0n;
  const matches = order.map((index, position): DisposalMatch => {
    const disposal = disposals[index] as Disposal;
    const quantity = quantities[index] as bigint;
    const proceedsUsd = proceeds[index] as bigint;
    const match = engine.dispose(position, orderedDays[position] as number, quantity, proceedsUsd);
    shortTerm += match.shortTermGain;
    longTerm += match.longTermGain;
    return {
      disposalId: disposal.id,
      date: disposal.date,
      quantity: unscaled(quantity, quantityScale),
      proceedsUsd: unscaled(proceedsUsd, usdScale),
      get lots() {
        const lots = engine.consumptions(match);
        Object.defineProperty(this, 'lots', { value: lots, enumerable: true });
        return lots;
      },
      costBasisUsd: unscaled(match.basis, usdScale),
      gainUsd: unscaled(match.shortTermGain + match.longTermGain, usdScale),
      unmatchedQuantity: unscaled(match.unmatched, quantityScale),
      unmatchedProceedsUsd: unscaled(match.unmatchedProceeds, usdScale),
    };
  });
  return {
    disposals: matches,
    summary: {
      shortTerm: unscaled(shortTerm, usdScale),
      longTerm: unscaled(longTerm, usdScale),
      total: unscaled(shortTerm + longTerm, usdScale),
    },
  };
}

/**
 * Which lots a sale of `quantity` on `date` would consume by HIFO, after the earlier disposals
 * (those dated on or before `date`) have taken their share.
 */
export function whatIfSale(
  lots: readonly TaxLot[],
  quantity: DecimalInput,
  date: CalendarDate,
  earlierDisposals: readonly Disposal[] = [],
): WhatIfSaleResult {
  const day = dayNumber(date);
  const history = earlierDisposals.filter((disposal) => dayNumber(disposal.date) <= day);
  const sale: Disposal = { id: '', quantity, proceedsUsd: 0, date };
  // The sale is last and dated no earlier than the history, so it is matched last.
  const last = matchHifo(lots, [...history, sale]).disposals.at(-1) as DisposalMatch;
  return {
    lots: last.lots.map(({ lotId, acquired, quantity: taken, costBasisUsd, holdingPeriod }) => ({
      lotId,
      acquired,
      quantity: taken,
      costBasisUsd,
      holdingPeriod,
    })),
    unmatchedQuantity: last.unmatchedQuantity,
  };
}
