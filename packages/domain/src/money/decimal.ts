import Big from 'big.js';

/**
 * An exact decimal number for money and crypto quantities.
 *
 * Backed by big.js: `dec('0.1').plus('0.2').eq('0.3')` is `true`, and quantities down to
 * 1e-12 add up exactly. Never use JavaScript numbers for money or quantities.
 */
export type Decimal = Big;

/** Anything that can become a {@link Decimal}: a Decimal, a decimal string or a finite number. */
export type DecimalInput = Decimal | string | number;

// Exact decimal places: big.js keeps every digit on plus/minus/times; division is the only
// operation that rounds, and it rounds to 40 places, far below the 1e-12 quantity floor.
Big.DP = 40;
// Never switch to exponential notation when printing: amounts go to forms and APIs as plain text.
Big.NE = -50;
Big.PE = 50;

/** Makes a {@link Decimal}. Throws `Invalid number` for text that is not a decimal number. */
export function dec(value: DecimalInput): Decimal {
  return value instanceof Big ? value : new Big(value);
}

/**
 * Makes a {@link Decimal}, or returns `null` when the text is not a decimal number
 * (empty, `abc`, `1e`, `NaN`, `Infinity`).
 */
export function tryDec(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    return dec(typeof value === 'string' ? value.trim() : value);
  } catch {
    return null;
  }
}

/** The exact sum of the values (0 for none). */
export function sum(values: Iterable<DecimalInput>): Decimal {
  let total = dec(0);
  for (const value of values) total = total.plus(dec(value));
  return total;
}

/** The smaller of two decimals. */
export function min(a: DecimalInput, b: DecimalInput): Decimal {
  const x = dec(a);
  const y = dec(b);
  return x.lte(y) ? x : y;
}

/** The larger of two decimals. */
export function max(a: DecimalInput, b: DecimalInput): Decimal {
  const x = dec(a);
  const y = dec(b);
  return x.gte(y) ? x : y;
}
