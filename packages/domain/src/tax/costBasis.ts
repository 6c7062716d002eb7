/**
 * Cost basis entries of a crypto deposit: the 'Add Details' modal's form (doc 2 §2 "Add Details
 * modal", §5 "Cost basis entry"), its date input, the quantity counter, and the conversion of
 * saved entries to the form and of the form to entries. The wire shapes of
 * `GET/PUT /tax/transactions/{depositId}/cost-basis` (doc 2 §7) are the API client's.
 */
import { z } from 'zod';
import { DATE_INPUT_MAX_DIGITS, MIN_COST_BASIS_USD, MIN_QUANTITY } from '../constants';
import { type CalendarDate, compareDates, formatIsoDate, isValidCalendarDate } from '../dates/calendar';
import { type Decimal, type DecimalInput, dec, sum } from '../money/decimal';
import { formatMoneyInput, parseUsd } from '../money/format';

/**
 * The messages of the cost basis form. The six field messages are the spec's (doc 2 §5); the two
 * list messages are the project's (the spec only disables Save).
 */
export const costBasisMessages = {
  costBasisRequired: 'Cost basis is required',
  costBasisMinimum: 'Cost basis must be greater than 0',
  purchaseDateRequired: 'Purchase date is required',
  purchaseDateFormat: 'Date must be in MM/DD/YYYY format',
  nativeAmountRequired: 'Native amount is required',
  nativeAmountMinimum: 'Native amount must be greater than 0',
  detailsRequired: 'At least one cost basis entry is required',
  quantitiesMustSum: 'Quantities must add up to the deposit amount',
  /** Issue 27: a purchase cannot follow the deposit that brought the crypto in. */
  purchaseAfterReceipt: (received: string): string =>
    `Purchase date cannot be after the date the crypto was received (${received})`,
  purchaseInFuture: 'Purchase date cannot be in the future',
} as const;

/** The dates a purchase date is checked against (issue 27): both tax dates (`taxDateOf`). */
export interface CostBasisDateLimits {
  /** The day the deposit was received: no purchase can be later. */
  readonly receivedOn: CalendarDate;
  /** Today: no purchase can be later. */
  readonly today: CalendarDate;
}

const PLAIN_QUANTITY = /^(\d+\.?\d*|\.\d+)$/;

/** A quantity input's value ('0.5', '.5', '2.'), or `null` when it is not a plain number. */
function parseQuantity(text: string): Decimal | null {
  const trimmed = text.trim();
  return PLAIN_QUANTITY.test(trimmed) ? dec(trimmed) : null;
}

/**
 * Normalises what is typed in the purchase-date input: non-digits are stripped, at most 8 digits
 * are kept, and slashes are inserted before the 3rd and 5th digits ('12312023' -> '12/31/2023',
 * '123' -> '12/3'). No trailing slash is added, so deleting a digit never fights the user.
 */
export function normalizeDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, DATE_INPUT_MAX_DIGITS);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** Parses 'MM/DD/YYYY' into a real date (02/30/2024 is not one), else `null`. */
export function parsePurchaseDate(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** Formats a date as 'MM/DD/YYYY' for the purchase-date input. */
export function formatPurchaseDate(date: CalendarDate): string {
  return `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${String(date.year).padStart(4, '0')}`;
}

function requiredField<T>(
  parse: (text: string) => T | null,
  required: string,
  check: (value: T) => string | null,
) {
  return z.string({ error: required }).superRefine((text, ctx) => {
    const value = text.trim() === '' ? null : parse(text);
    const message = value === null ? required : check(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

const parseCostBasis = (text: string) => parseUsd(text);

/**
 * One entry of the cost basis form (doc 2 §5): `costBasis` is the money input's text ('1,234.50';
 * required, non-numeric counts as missing, at least 0.01), `purchaseDate` is 'MM/DD/YYYY' (a real
 * date), `nativeAmount` is the quantity (at least 0.000000000001).
 */
export const costBasisEntrySchema = z.object({
  costBasis: requiredField(parseCostBasis, costBasisMessages.costBasisRequired, (amount) =>
    amount.lt(MIN_COST_BASIS_USD) ? costBasisMessages.costBasisMinimum : null,
  ),
  purchaseDate: z.string({ error: costBasisMessages.purchaseDateRequired }).superRefine((text, ctx) => {
    if (text.trim() === '') ctx.addIssue({ code: 'custom', message: costBasisMessages.purchaseDateRequired });
    else if (parsePurchaseDate(text) === null) {
      ctx.addIssue({ code: 'custom', message: costBasisMessages.purchaseDateFormat });
    }
  }),
  nativeAmount: requiredField(parseQuantity, costBasisMessages.nativeAmountRequired, (quantity) =>
    quantity.lt(MIN_QUANTITY) ? costBasisMessages.nativeAmountMinimum : null,
  ),
});

/** One entry of the cost basis form, as the inputs hold it. */
export type CostBasisEntryValues = z.infer<typeof costBasisEntrySchema>;

/** Whether the entries' quantities add up exactly to the deposit amount (every quantity a number). */
function quantitiesMatch(entries: readonly CostBasisEntryValues[], depositAmount: Decimal): boolean | null {
  const quantities = entries.map((entry) => parseQuantity(entry.nativeAmount));
  if (quantities.some((quantity) => quantity === null)) return null;
  return sum(quantities as Decimal[]).eq(depositAmount);
}

/**
 * The cost basis form of one deposit (doc 2 §5): `details` holds one or more entries, and their
 * quantities add up exactly to the deposit amount (with one entry, its quantity is the deposit
 * amount, see {@link costBasisFormDefaults}). The sum is checked once every quantity is a number.
 */
export function costBasisFormSchema(depositAmount: DecimalInput, limits?: CostBasisDateLimits) {
  const deposit = dec(depositAmount);
  return z.object({
    details: z
      .array(costBasisEntrySchema)
      .min(1, { error: costBasisMessages.detailsRequired })
      .superRefine((entries, ctx) => {
        if (entries.length > 0 && quantitiesMatch(entries, deposit) === false) {
          ctx.addIssue({ code: 'custom', message: costBasisMessages.quantitiesMustSum });
        }
        if (limits === undefined) return;
        entries.forEach((entry, index) => {
          const date = parsePurchaseDate(entry.purchaseDate);
          if (date === null) return;
          const message =
            compareDates(date, limits.today) > 0
              ? costBasisMessages.purchaseInFuture
              : compareDates(date, limits.receivedOn) > 0
                ? costBasisMessages.purchaseAfterReceipt(formatPurchaseDate(limits.receivedOn))
                : null;
          if (message !== null) ctx.addIssue({ code: 'custom', message, path: [index, 'purchaseDate'] });
        });
      }),
  });
}

/** Values of the cost basis form. */
export type CostBasisFormValues = z.infer<ReturnType<typeof costBasisFormSchema>>;

/** A cost basis entry of a deposit (doc 2 §3 "Cost basis entry"): what was paid, when, for how much. */
export interface CostBasisDetail {
  /** Total cost basis in USD. */
  readonly costBasis: Decimal;
  /** The purchase date. */
  readonly purchaseDate: CalendarDate;
  /** Quantity of the asset. */
  readonly nativeAmount: Decimal;
}

/**
 * A saved cost basis entry as the form reads it: amounts as any decimal input, and a purchase date
 * that is `null` when the saved one is not a real date (the form leaves it empty).
 */
export interface SavedCostBasisDetail {
  readonly costBasis: DecimalInput;
  readonly purchaseDate: CalendarDate | null;
  readonly nativeAmount: DecimalInput;
}

const emptyEntry = (nativeAmount: string): CostBasisEntryValues => ({
  costBasis: '',
  purchaseDate: '',
  nativeAmount,
});

/**
 * The form's starting entries from the saved ones: cost basis as money input text ('1,234.50'),
 * dates as MM/DD/YYYY, quantities as plain decimals. A deposit without saved entries starts with
 * one empty entry holding the whole deposit amount.
 */
export function costBasisFormDefaults(
  saved: readonly SavedCostBasisDetail[],
  depositAmount: DecimalInput,
): CostBasisEntryValues[] {
  if (saved.length === 0) return [emptyEntry(dec(depositAmount).toString())];
  return saved.map((entry) => ({
    costBasis: formatMoneyInput(entry.costBasis),
    purchaseDate: entry.purchaseDate === null ? '' : formatPurchaseDate(entry.purchaseDate),
    nativeAmount: dec(entry.nativeAmount).toString(),
  }));
}

/** One form entry as a cost basis entry, or `null` when the entry is not valid. */
function entryOf(entry: CostBasisEntryValues): CostBasisDetail | null {
  const costBasis = parseCostBasis(entry.costBasis);
  const purchaseDate = parsePurchaseDate(entry.purchaseDate);
  const nativeAmount = parseQuantity(entry.nativeAmount);
  if (costBasis === null || purchaseDate === null || nativeAmount === null) return null;
  return { costBasis, purchaseDate, nativeAmount };
}

/**
 * The entries of validated form values, exact (what Save sends; the API client's
 * `costBasisUpdateBody` writes them on the wire). Throws a TypeError for an entry that is not
 * valid: validate with {@link costBasisFormSchema} first.
 */
export function costBasisDetails(values: readonly CostBasisEntryValues[]): CostBasisDetail[] {
  return values.map((value, index) => {
    const converted = entryOf(value);
    if (converted === null) throw new TypeError(`Cost basis entry ${index + 1} is not valid`);
    return converted;
  });
}

const canonical = (entry: SavedCostBasisDetail) =>
  `${dec(entry.costBasis).toString()}|${entry.purchaseDate === null ? '' : formatIsoDate(entry.purchaseDate)}|${dec(entry.nativeAmount).toString()}`;

/**
 * Whether the edited entries differ from the saved ones, so unchanged data is not sent (doc 2 §4
 * "Cost basis save"). Amounts compare by value ('1,000.00' equals 1000) and the order of entries
 * does not matter; an entry that is not valid counts as a change.
 */
export function costBasisChanged(
  saved: readonly SavedCostBasisDetail[],
  edited: readonly CostBasisEntryValues[],
): boolean {
  const converted = edited.map(entryOf);
  if (converted.some((entry) => entry === null) || converted.length !== saved.length) return true;
  const before = saved.map(canonical).sort();
  const after = (converted as CostBasisDetail[]).map(canonical).sort();
  return before.some((key, index) => key !== after[index]);
}

/** The quantity not yet given to any entry (never below 0); unreadable quantities count as 0. */
export function remainingQuantity(
  depositAmount: DecimalInput,
  entries: readonly CostBasisEntryValues[],
): Decimal {
  const allocated = sum(entries.map((entry) => parseQuantity(entry.nativeAmount) ?? 0));
  const remaining = dec(depositAmount).minus(allocated);
  return remaining.gt(0) ? remaining : dec(0);
}

/**
 * '+ Add more cost basis details': the entries with a new empty entry pre-filled with the remaining
 * unallocated quantity (left empty when nothing remains) (doc 2 §2).
 */
export function addCostBasisEntry(
  entries: readonly CostBasisEntryValues[],
  depositAmount: DecimalInput,
): CostBasisEntryValues[] {
  const remaining = remainingQuantity(depositAmount, entries);
  return [...entries, emptyEntry(remaining.gt(0) ? remaining.toString() : '')];
}

/** Whether the entry at `index` of `count` entries can be removed: never the first, never the last one left. */
export function canRemoveEntry(index: number, count: number): boolean {
  return index > 0 && index < count;
}

/**
 * The entries without the one at `index` (unchanged when it cannot be removed). When one entry is
 * left, its quantity becomes the deposit amount, as a single entry's quantity is fixed (doc 2 §5).
 */
export function removeCostBasisEntry(
  entries: readonly CostBasisEntryValues[],
  index: number,
  depositAmount: DecimalInput,
): CostBasisEntryValues[] {
  if (!canRemoveEntry(index, entries.length)) return [...entries];
  const kept = entries.filter((_, at) => at !== index);
  return kept.length === 1
    ? [{ ...(kept[0] as CostBasisEntryValues), nativeAmount: dec(depositAmount).toString() }]
    : kept;
}

/** The 'Total {asset}: sum / deposit amount' counter of the modal (doc 2 §2). */
export interface CostBasisCounter {
  /** Shown only with two or more entries. */
  readonly visible: boolean;
  /** The sum of the entries' quantities (unreadable ones count as 0). */
  readonly total: Decimal;
  /** Green when the sum equals the deposit amount exactly, red otherwise. */
  readonly state: 'ok' | 'error';
  /** 'Total BTC: 0.75 / 1', amounts exact (no rounding, so a 1e-12 difference shows). */
  readonly text: string;
}

/** The quantity counter for `asset` (e.g. 'BTC'). */
export function costBasisCounter(
  asset: string,
  depositAmount: DecimalInput,
  entries: readonly CostBasisEntryValues[],
): CostBasisCounter {
  const deposit = dec(depositAmount);
  const total = sum(entries.map((entry) => parseQuantity(entry.nativeAmount) ?? 0));
  return {
    visible: entries.length >= 2,
    total,
    state: total.eq(deposit) ? 'ok' : 'error',
    text: `Total ${asset}: ${total.toString()} / ${deposit.toString()}`,
  };
}
