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
import { type CalendarDate, daysInMonth } from '../dates/calendar';
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
  /**
   * A transfer out of the account (a crypto withdrawal), not a sale: it takes units from the lots
   * like a sale (proceeds 0), but its pieces count in no gain of the summary.
   */
  readonly transfer?: boolean;
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
  /** A transfer out (see {@link Disposal.transfer}): its pieces count in no gain of the summary. */
  readonly transfer: boolean;
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
  /** The gains of every matched piece of the sales (transfers out count in none). */
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

/**
 * The first day (as a day number, YYYYMMDD) a lot acquired on day number `acquired` is held
 * long-term, by calendar months (Rev. Rul. 66-7; Caspe v. United States, 8th Cir. 1982): the
 * holding period begins the day after acquisition, and the same day of a later month starts a new
 * month whatever its length; more than twelve months is long-term. So the first long-term day is
 * the day a year after the start, and a start on 29 February (a lot acquired on 28 February of a
 * leap year) rolls to 1 March, since the next year has no 29 February. Acquired on 28 February 2023
 * (the month's last day): the holding period begins 1 March 2023, twelve months end on 29 February
 * 2024 (short-term), and long-term starts on 1 March 2024.
 */
function longTermFromDay(acquired: number): number {
  const year = Math.floor(acquired / 10_000);
  const month = Math.floor(acquired / 100) % 100;
  const day = acquired % 100;
  let start: number;
  if (day < daysInMonth(year, month)) start = acquired + 1;
  else if (month < 12) start = year * 10_000 + (month + 1) * 100 + 1;
  else start = (year + 1) * 10_000 + 101;
  return start % 10_000 === 229 ? start + 10_000 - 229 + 301 : start + 10_000;
}

/**
 * The first day a lot acquired on `acquired` is long-term when sold (held more than one year, in
 * calendar months: see the module's holding period rule). Acquired 1 March 2024: 2 March 2025.
 * Acquired 28 February 2023: 1 March 2024 (a sale on 29 February 2024 is short-term). Acquired
 * 29 February 2024 or 28 February 2024: 1 March 2025. Acquired 31 January 2024: 1 February 2025.
 */
export function longTermFrom(acquired: CalendarDate): CalendarDate {
  const from = longTermFromDay(dayNumber(acquired));
  return { year: Math.floor(from / 10_000), month: Math.floor(from / 100) % 100, day: from % 100 };
}

/** Whether a lot acquired on `acquired` and sold on `sold` was held long-term (see {@link longTermFrom}). */
export function holdingPeriodOf(acquired: CalendarDate, sold: CalendarDate): HoldingPeriod {
  return dayNumber(sold) >= longTermFromDay(dayNumber(acquired)) ? 'LONG_TERM' : 'SHORT_TERM';
}

// ── Fixed-point engine ─────────────────────────────────────────────────────────────────────────
// big.js division is far too slow for 100,000 lots, so matching runs on exact integer mantissas at
// one scale per kind (quantity, USD) and only the results become Decimals. Values are read once,
// never printed and parsed again: results are built from big.js's documented coefficient, exponent
// and sign. When every mantissa and every total fits a double's exact integers (8-decimal
// quantities and cents do, by far), the mantissas are doubles and the pieces typed columns, so
// matching allocates next to nothing; otherwise (18-decimal quantities, say) they are bigints. One
// matcher serves both (`match`, over an `Arithmetic`); the property tests hold both to a plain
// reference. The helpers live here, not in a shared module, because cross-module calls in the hot
// loop cost measurably.

/** 10^0 to 10^22, the powers of ten a double holds exactly. */
const EXACT_POWERS_OF_TEN = Array.from({ length: 23 }, (_, power) => 10 ** power);
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const SAFE_BIGINT = BigInt(MAX_SAFE);
/**
 * The largest mantissa, and sum of all USD mantissas, of the double matcher: with quantities and
 * products kept below 2^50 and 2^51, every sum, product and quotient below is an exact integer.
 */
const DOUBLE_LIMIT = 2 ** 50;
const PRODUCT_LIMIT = 2 ** 51;
const CODE_MINUS = 45;
const CODE_POINT = 46;
const CODE_ZERO = 48;
/** Relative gap above which two float unit-cost hints are certainly ordered like the exact costs. */
const HINT_TOLERANCE = 1e-12;
/** The smallest normal double: below it a float loses relative precision. */
const MIN_NORMAL = 2.2250738585072014e-308;

/** Whether a double carries the full relative precision of the value it rounds (or is exactly 0). */
const isReliable = (value: number) => value === 0 || (value >= MIN_NORMAL && value < Infinity);
/** The template every result is copied from; only its coefficient, exponent and sign change. */
const ZERO = new Big(0);

/** The mantissa of plain decimal `text` at `scale` decimal places (at least its own). */
function scaled(text: string, scale: number): bigint {
  const point = text.indexOf('.');
  return point < 0
    ? BigInt(text + '0'.repeat(scale))
    : BigInt(text.slice(0, point) + text.slice(point + 1).padEnd(scale, '0'));
}

/** The Decimal `mantissa / 10^scale`, for a mantissa of at most 2^53 - 1 in magnitude. */
function decimalOfSafe(mantissa: number, scale: number): Decimal {
  const result = new Big(ZERO);
  if (mantissa === 0) return result;
  // Digits by floor division (exact below 2^53, and cheaper than `%` on doubles); big.js keeps no
  // trailing zeros in the coefficient, and its exponent is that of the first digit.
  let rest = mantissa < 0 ? -mantissa : mantissa;
  let exponent = -scale - 1;
  for (;;) {
    const tenth = Math.floor(rest / 10);
    if (rest !== tenth * 10) break;
    rest = tenth;
    exponent += 1;
  }
  let length = 1;
  for (let power = 10; power <= rest; power *= 10) length += 1;
  const coefficient = new Array<number>(length);
  for (let at = length - 1; at >= 0; at--) {
    const tenth = Math.floor(rest / 10);
    coefficient[at] = rest - tenth * 10;
    rest = tenth;
  }
  result.c = coefficient;
  result.e = exponent + length;
  result.s = mantissa < 0 ? -1 : 1;
  return result;
}

/** The Decimal `mantissa / 10^scale`. */
function decimalOf(mantissa: bigint, scale: number): Decimal {
  if (mantissa <= SAFE_BIGINT && mantissa >= -SAFE_BIGINT) return decimalOfSafe(Number(mantissa), scale);
  const negative = mantissa < 0n;
  const digits = (negative ? -mantissa : mantissa).toString().padStart(scale + 1, '0');
  const point = digits.length - scale;
  return new Big(`${negative ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}`);
}

/** `total × part / whole` rounded half up, for `total` ≥ 0 and 0 ≤ `part` ≤ `whole`. */
function shareOf(total: bigint, part: bigint, whole: bigint): bigint {
  return (total * part * 2n + whole) / (whole * 2n);
}

/**
 * {@link shareOf} on doubles, for a whole of at most 2^50: exact, because the numerator and the
 * denominator are then integers whose sum is below 2^53, where a double quotient never rounds up to
 * the next integer. A larger product takes bigints.
 */
function shareOfSafe(total: number, part: number, whole: number): number {
  const product = total * part;
  if (product <= PRODUCT_LIMIT) return Math.floor((product * 2 + whole) / (whole * 2));
  return Number((BigInt(total) * BigInt(part) * 2n + BigInt(whole)) / (BigInt(whole) * 2n));
}

/** `10^power`, within a rounding for powers beyond 22. */
const powerOfTen = (power: number) =>
  power >= 0 && power < EXACT_POWERS_OF_TEN.length ? (EXACT_POWERS_OF_TEN[power] as number) : 10 ** power;

/**
 * One kind of input (lot quantities, lot bases, disposal quantities or proceeds), read once: each
 * value's plain text, decimal places and digits as an integer (exact up to 2^53 - 1).
 */
class Column {
  readonly texts: string[];
  readonly digits: Float64Array;
  readonly places: Int32Array;
  /** The most decimal places of any value. */
  readonly mostPlaces: number;

  constructor(values: readonly DecimalInput[], name: string, allowZero: boolean) {
    const count = values.length;
    this.texts = new Array<string>(count);
    this.digits = new Float64Array(count);
    this.places = new Int32Array(count);
    let mostPlaces = 0;
    for (let index = 0; index < count; index++) {
      const value = values[index] as DecimalInput;
      let text = typeof value === 'string' ? value : dec(value).toFixed();
      // Not plain decimal text ('1e3', '.5', ' 2'): big.js reads it or throws `Invalid number`.
      if (!this.read(index, text)) {
        text = dec(value).toFixed();
        this.read(index, text);
      }
      if (text.charCodeAt(0) === CODE_MINUS || (!allowZero && this.digits[index] === 0)) {
        throw new RangeError(`${name} must be ${allowZero ? '0 or more' : 'above 0'}: ${text}`);
      }
      this.texts[index] = text;
      mostPlaces = Math.max(mostPlaces, this.places[index] as number);
    }
    this.mostPlaces = mostPlaces;
  }

  /** Reads plain decimal `text` (`/^-?\d+(\.\d+)?$/`) into row `index`; false for other text. */
  private read(index: number, text: string): boolean {
    const length = text.length;
    const first = text.charCodeAt(0) === CODE_MINUS ? 1 : 0;
    if (length === first) return false;
    let point = -1;
    let digits = 0;
    for (let at = first; at < length; at++) {
      const code = text.charCodeAt(at);
      if (code === CODE_POINT && point < 0 && at > first && at < length - 1) {
        point = at;
        continue;
      }
      const digit = code - CODE_ZERO;
      if (digit < 0 || digit > 9) return false;
      digits = digits * 10 + digit;
    }
    this.digits[index] = digits;
    this.places[index] = point < 0 ? 0 : length - point - 1;
    return true;
  }

  /** The value at `index` as a double within a few roundings, or NaN where no double holds it so. */
  approximate(index: number): number {
    const digits = this.digits[index] as number;
    const value = digits / powerOfTen(this.places[index] as number);
    return digits === 0 || (value >= MIN_NORMAL && value < Infinity) ? value : Number.NaN;
  }

  /**
   * The mantissa at `index` at `scale` decimal places (at least its own) as a double, or -1 when it
   * exceeds {@link DOUBLE_LIMIT} (digits that are exact and a power of ten that is make an exact
   * product, and a double product that stays below the limit is that exact product).
   */
  safeMantissa(index: number, scale: number): number {
    const shift = scale - (this.places[index] as number);
    if (shift >= EXACT_POWERS_OF_TEN.length) return -1;
    const mantissa = (this.digits[index] as number) * (EXACT_POWERS_OF_TEN[shift] as number);
    return mantissa <= DOUBLE_LIMIT ? mantissa : -1;
  }

  /** The mantissa at `index` at `scale` decimal places (at least its own). */
  mantissa(index: number, scale: number): bigint {
    const safe = this.safeMantissa(index, scale);
    return safe >= 0 ? BigInt(safe) : scaled(this.texts[index] as string, scale);
  }

  /** The sum of the mantissas at `scale` as doubles, or Infinity when one exceeds the limit. */
  safeTotal(scale: number): number {
    let total = 0;
    for (let index = 0; index < this.texts.length; index++) {
      const mantissa = this.safeMantissa(index, scale);
      if (mantissa < 0) return Number.POSITIVE_INFINITY;
      total += mantissa;
    }
    return total;
  }
}

/**
 * The lots available to the disposals, in HIFO order. Lots are released into a binary heap as the
 * disposal date reaches their acquisition date; the lot on top is the next one to consume.
 */
class LotQueue {
  /** Float approximations of unit cost (NaN where a float is unreliable). */
  private readonly hint: Float64Array;
  private readonly day: Int32Array;
  /** The first day each lot is long-term (YYYYMMDD). */
  private readonly longFrom: Int32Array;
  /** Lots in release order, and for each disposal position the end of its lots in that order. */
  private readonly releaseOrder: Int32Array;
  private readonly releaseEnd: Int32Array;
  private released = 0;
  /** A binary heap of available lots that still hold a quantity, highest priority on top. */
  private readonly heap: Int32Array;
  size = 0;

  constructor(
    private readonly lots: readonly TaxLot[],
    private readonly quantities: Column,
    private readonly bases: Column,
    disposalDays: Int32Array,
  ) {
    const count = lots.length;
    const disposalCount = disposalDays.length;
    this.hint = new Float64Array(count);
    this.day = new Int32Array(count);
    this.longFrom = new Int32Array(count);
    this.heap = new Int32Array(count);
    // Each lot is released before the first disposal dated on or after its acquisition: a
    // counting sort over the disposal positions, found by binary search in the ascending days
    // (skipped when the lot falls where the previous one did, as lots in date order do).
    const position = new Int32Array(count);
    const bucketSize = new Int32Array(disposalCount + 1);
    let low = 0;
    for (let lot = 0; lot < count; lot++) {
      const day = dayNumber((lots[lot] as TaxLot).acquired);
      this.day[lot] = day;
      this.longFrom[lot] = longTermFromDay(day);
      const fits =
        (low === disposalCount || (disposalDays[low] as number) >= day) &&
        (low === 0 || (disposalDays[low - 1] as number) < day);
      if (!fits) {
        low = 0;
        let high = disposalCount;
        while (low < high) {
          const middle = (low + high) >> 1;
          if ((disposalDays[middle] as number) < day) low = middle + 1;
          else high = middle;
        }
      }
      position[lot] = low;
      bucketSize[low] = (bucketSize[low] as number) + 1;
      // Unit cost is basis / quantity. The float quotient is only a hint: two hints further apart
      // than their rounding error (a few parts in 1e16) order lots as the exact costs do; closer or
      // unreliable hints fall back to exact cross products.
      const quantity = quantities.approximate(lot);
      const basis = bases.approximate(lot);
      const hint = basis / quantity;
      this.hint[lot] = isReliable(quantity) && isReliable(basis) && isReliable(hint) ? hint : Number.NaN;
    }
    this.releaseEnd = new Int32Array(disposalCount);
    let end = 0;
    for (let index = 0; index < disposalCount; index++) {
      end += bucketSize[index] as number;
      this.releaseEnd[index] = end;
    }
    const next = new Int32Array(disposalCount + 1);
    next.set(this.releaseEnd.subarray(0, disposalCount - 1), 1);
    this.releaseOrder = new Int32Array(count);
    for (let lot = 0; lot < count; lot++) {
      const bucket = position[lot] as number;
      if (bucket < disposalCount) {
        this.releaseOrder[next[bucket] as number] = lot;
        next[bucket] = (next[bucket] as number) + 1;
      }
    }
  }

  /** Makes the lots acquired on or before the disposal at `position` (in date order) available. */
  release(position: number): void {
    const end = this.releaseEnd[position] as number;
    while (this.released < end) this.push(this.releaseOrder[this.released++] as number);
  }

  /** The lot to consume next (while `size` > 0). */
  top(): number {
    return this.heap[0] as number;
  }

  /** Whether the lot is held long-term on `day`: on or after its {@link longTermFromDay}. */
  isLongTermOn(lot: number, day: number): boolean {
    return day >= (this.longFrom[lot] as number);
  }

  /** Whether lot `a` is consumed before lot `b`: higher unit cost, then earlier, then smaller id. */
  private precedes(a: number, b: number): boolean {
    const hintA = this.hint[a] as number;
    const hintB = this.hint[b] as number;
    const tolerance = HINT_TOLERANCE * Math.max(hintA, hintB);
    if (hintA - hintB > tolerance) return true;
    if (hintB - hintA > tolerance) return false;
    // Two lots without cost are equal; otherwise only exact products tell.
    const { quantities, bases } = this;
    if (bases.digits[a] !== 0 || bases.digits[b] !== 0) {
      const crossA = bases.mantissa(a, bases.mostPlaces) * quantities.mantissa(b, quantities.mostPlaces);
      const crossB = bases.mantissa(b, bases.mostPlaces) * quantities.mantissa(a, quantities.mostPlaces);
      if (crossA !== crossB) return crossA > crossB;
    }
    const dayA = this.day[a] as number;
    const dayB = this.day[b] as number;
    if (dayA !== dayB) return dayA < dayB;
    const idA = (this.lots[a] as TaxLot).id;
    const idB = (this.lots[b] as TaxLot).id;
    return idA !== idB ? idA < idB : a < b;
  }

  private push(lot: number): void {
    const heap = this.heap;
    let index = this.size++;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const above = heap[parent] as number;
      if (!this.precedes(lot, above)) break;
      heap[index] = above;
      index = parent;
    }
    heap[index] = lot;
  }

  /** Removes the lot on top (consumed whole). */
  pop(): void {
    const heap = this.heap;
    const last = heap[--this.size] as number;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child =
        right < this.size && this.precedes(heap[right] as number, heap[left] as number) ? right : left;
      if (!this.precedes(heap[child] as number, last)) break;
      heap[index] = heap[child] as number;
      index = child;
    }
    heap[index] = last;
  }
}

/** The inputs read and put in processing order: what either matcher starts from. */
class Prepared {
  readonly lotQuantities: Column;
  readonly lotBases: Column;
  readonly quantities: Column;
  readonly proceeds: Column;
  readonly quantityScale: number;
  readonly usdScale: number;
  /** Disposal indexes in processing order (by date, then input order), and their days. */
  readonly order: number[];
  readonly orderedDays: Int32Array;
  readonly queue: LotQueue;

  constructor(
    readonly lots: readonly TaxLot[],
    readonly disposals: readonly Disposal[],
  ) {
    this.lotQuantities = new Column(
      lots.map((lot) => lot.quantity),
      'Lot quantity',
      false,
    );
    this.lotBases = new Column(
      lots.map((lot) => lot.costBasisUsd),
      'Lot cost basis',
      true,
    );
    this.quantities = new Column(
      disposals.map((disposal) => disposal.quantity),
      'Disposal quantity',
      false,
    );
    this.proceeds = new Column(
      disposals.map((disposal) => disposal.proceedsUsd),
      'Disposal proceeds',
      true,
    );
    this.quantityScale = Math.max(this.lotQuantities.mostPlaces, this.quantities.mostPlaces);
    this.usdScale = Math.max(this.lotBases.mostPlaces, this.proceeds.mostPlaces, USD_DECIMALS);
    const days = new Int32Array(disposals.length);
    let sorted = true;
    for (let index = 0; index < disposals.length; index++) {
      days[index] = dayNumber((disposals[index] as Disposal).date);
      if (index > 0 && (days[index] as number) < (days[index - 1] as number)) sorted = false;
    }
    this.order = Array.from(disposals.keys());
    // Histories usually come in date order already.
    if (!sorted) this.order.sort((a, b) => (days[a] as number) - (days[b] as number) || a - b);
    this.orderedDays = sorted ? days : Int32Array.from(this.order, (index) => days[index] as number);
    this.queue = new LotQueue(lots, this.lotQuantities, this.lotBases, this.orderedDays);
  }

  /**
   * Whether the double matcher is exact here: every quantity and USD mantissa, and the sum of all
   * USD mantissas (which bounds every total and gain), within {@link DOUBLE_LIMIT}.
   */
  fitsDoubles(): boolean {
    const { quantityScale, usdScale } = this;
    return (
      this.lotQuantities.safeTotal(quantityScale) < Number.POSITIVE_INFINITY &&
      this.quantities.safeTotal(quantityScale) < Number.POSITIVE_INFINITY &&
      this.lotBases.safeTotal(usdScale) + this.proceeds.safeTotal(usdScale) <= DOUBLE_LIMIT
    );
  }
}

/** Slots indexed by lot or piece: a typed array for doubles, an array for bigints. */
interface Slots<N> {
  [index: number]: N;
}

/**
 * The arithmetic the matcher runs on: double mantissas for inputs that {@link Prepared.fitsDoubles}
 * (typed columns, next to no allocation), bigint mantissas for any input. The matcher is written
 * once against it; each call site sees one arithmetic in a run, so the engine inlines its functions.
 */
interface Arithmetic<N extends number | bigint> {
  readonly zero: N;
  /** `count` slots holding zero. */
  slots(count: number): Slots<N>;
  mantissa(column: Column, index: number, scale: number): N;
  share(total: N, part: N, whole: N): N;
  decimal(mantissa: N, scale: number): Decimal;
  add(a: N, b: N): N;
  subtract(a: N, b: N): N;
}

const DOUBLES: Arithmetic<number> = {
  zero: 0,
  slots: (count) => new Float64Array(count),
  mantissa: (column, index, scale) => column.safeMantissa(index, scale),
  share: shareOfSafe,
  decimal: decimalOfSafe,
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
};

const BIGINTS: Arithmetic<bigint> = {
  zero: 0n,
  slots: (count) => new Array<bigint>(count).fill(0n),
  mantissa: (column, index, scale) => column.mantissa(index, scale),
  share: shareOf,
  decimal: decimalOf,
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
};

/** HIFO on the mantissas of `arithmetic`. */
function match<N extends number | bigint>(input: Prepared, arithmetic: Arithmetic<N>): HifoResult {
  const { lots, disposals, lotQuantities, lotBases, quantities, proceeds, queue } = input;
  const { quantityScale, usdScale, order, orderedDays } = input;
  const { zero, slots, mantissa, share: shareOfTotal, decimal, add, subtract } = arithmetic;
  // What each lot has given so far: quantity and basis (0 until first consumed).
  const consumed = slots(lots.length);
  const allocated = slots(lots.length);
  // The pieces, column by column. Each piece empties a lot or completes a disposal, or both.
  const capacity = lots.length + disposals.length;
  const pieceLot = new Int32Array(capacity);
  const pieceQuantity = slots(capacity);
  const pieceBasis = slots(capacity);
  const pieceProceeds = slots(capacity);
  const pieceLongTerm = new Uint8Array(capacity);
  let pieceCount = 0;
  const consumptions = (first: number, end: number) => {
    const consumedLots: LotConsumption[] = [];
    for (let piece = first; piece < end; piece++) {
      const { id, acquired } = lots[pieceLot[piece] as number] as TaxLot;
      const basis = pieceBasis[piece] as N;
      const share = pieceProceeds[piece] as N;
      consumedLots.push({
        lotId: id,
        acquired,
        quantity: decimal(pieceQuantity[piece] as N, quantityScale),
        costBasisUsd: decimal(basis, usdScale),
        proceedsUsd: decimal(share, usdScale),
        gainUsd: decimal(subtract(share, basis), usdScale),
        holdingPeriod: pieceLongTerm[piece] === 1 ? 'LONG_TERM' : 'SHORT_TERM',
      });
    }
    return consumedLots;
  };
  let shortTerm = zero;
  let longTerm = zero;
  const matches = order.map((index, position): DisposalMatch => {
    const disposal = disposals[index] as Disposal;
    const day = orderedDays[position] as number;
    const quantity = mantissa(quantities, index, quantityScale);
    const total = mantissa(proceeds, index, usdScale);
    queue.release(position);
    const first = pieceCount;
    let needed = quantity;
    let proceedsAllocated = zero;
    let basisTotal = zero;
    let shortTermGain = zero;
    let longTermGain = zero;
    while (needed > zero && queue.size > 0) {
      const lot = queue.top();
      const whole = mantissa(lotQuantities, lot, quantityScale);
      const before = consumed[lot] as N;
      const left = subtract(whole, before);
      // biome-ignore lint/complexity/useMathMinMax: the mantissas may be bigints, which Math.min refuses
      const taken = needed < left ? needed : left;
      needed = subtract(needed, taken);
      const after = add(before, taken);
      consumed[lot] = after;
      const lotBasis = mantissa(lotBases, lot, usdScale);
      const basisAllocated = after === whole ? lotBasis : shareOfTotal(lotBasis, after, whole);
      const basis = subtract(basisAllocated, allocated[lot] as N);
      allocated[lot] = basisAllocated;
      const proceedsSoFar =
        needed === zero ? total : shareOfTotal(total, subtract(quantity, needed), quantity);
      const share = subtract(proceedsSoFar, proceedsAllocated);
      proceedsAllocated = proceedsSoFar;
      const isLongTerm = queue.isLongTermOn(lot, day);
      basisTotal = add(basisTotal, basis);
      if (isLongTerm) longTermGain = add(longTermGain, subtract(share, basis));
      else shortTermGain = add(shortTermGain, subtract(share, basis));
      pieceLot[pieceCount] = lot;
      pieceQuantity[pieceCount] = taken;
      pieceBasis[pieceCount] = basis;
      pieceProceeds[pieceCount] = share;
      pieceLongTerm[pieceCount] = isLongTerm ? 1 : 0;
      pieceCount += 1;
      if (after === whole) queue.pop();
    }
    if (disposal.transfer !== true) {
      shortTerm = add(shortTerm, shortTermGain);
      longTerm = add(longTerm, longTermGain);
    }
    const end = pieceCount;
    return {
      disposalId: disposal.id,
      date: disposal.date,
      quantity: decimal(quantity, quantityScale),
      proceedsUsd: decimal(total, usdScale),
      // Built on first read, then kept as an enumerable property.
      get lots() {
        const lots = consumptions(first, end);
        Object.defineProperty(this, 'lots', { value: lots, enumerable: true });
        return lots;
      },
      costBasisUsd: decimal(basisTotal, usdScale),
      gainUsd: decimal(add(shortTermGain, longTermGain), usdScale),
      unmatchedQuantity: decimal(needed, quantityScale),
      unmatchedProceedsUsd: decimal(subtract(total, proceedsAllocated), usdScale),
      transfer: disposal.transfer === true,
    };
  });
  return {
    disposals: matches,
    summary: {
      shortTerm: decimal(shortTerm, usdScale),
      longTerm: decimal(longTerm, usdScale),
      total: decimal(add(shortTerm, longTerm), usdScale),
    },
  };
}

/**
 * Matches disposals to lots by HIFO. Disposals are processed by date (then input order); each
 * consumes the remaining quantity of the lots acquired on or before its date, highest unit cost
 * (basis / quantity) first, ties to the earliest acquired, then the smaller id. A disposal larger
 * than the holdings leaves an unmatched quantity; no lot ever gives more than it holds. A piece is
 * long-term when the disposal date is on or after {@link longTermFrom} of its acquisition date
 * (more than twelve calendar months held), else short-term.
 *
 * Throws a RangeError for a quantity that is not above 0 or a negative basis or proceeds.
 */
export function matchHifo(lots: readonly TaxLot[], disposals: readonly Disposal[]): HifoResult {
  const input = new Prepared(lots, disposals);
  return input.fitsDoubles() ? match(input, DOUBLES) : match(input, BIGINTS);
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
