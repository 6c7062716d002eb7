/**
 * The kit's figure text: exact decimal rounding on the digits of a decimal string (never through
 * floats), half away from zero, thousands separators, and U+2212 for the minus sign. The kit's
 * primitives take no `@cairn/domain` import, so this is the one place they turn a value into text;
 * which precision a figure gets is the caller's rule (the domain's, when the spec sets it).
 */

/** A figure's value: a decimal string ('1234.5', '-0.004', '1e-7') or a number. */
export type FigureValue = string | number;

/** The minus sign of displayed figures (U+2212): as wide as the plus and the digits. */
export const MINUS_SIGN = '\u2212';

/** What a missing figure shows (doc 2 §9 uses '--' for a missing return), drawn muted. */
export const MISSING_FIGURE = '--';

/** When a sign shows: only on negatives, or on every non-zero value ('+' on gains). */
export const signDisplays = ['negative', 'always'] as const;
export type SignDisplay = (typeof signDisplays)[number];

export interface FigureParts {
  /** The sign of the value as rounded: −1, 0 or 1 ('-0.004' at 2 decimals is 0). */
  readonly sign: -1 | 0 | 1;
  /** The rounded magnitude with thousands separators: '1,234.50'. */
  readonly magnitude: string;
}

const DECIMAL = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?\s*$/i;

function increment(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * Rounds `value` to `decimals` places (half away from zero) and groups its thousands. With `trim`,
 * trailing zeros of the fraction are dropped ('0.50000000' → '0.5'). `null` when the value is not a
 * finite decimal.
 */
export function figureParts(value: FigureValue, decimals: number, trim = false): FigureParts | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, signText = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const places = Math.max(0, Math.trunc(decimals));
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (digits.length < point) digits = digits.padEnd(point, '0');
  const wholeDigits = digits.slice(0, point) || '0';
  const fractionDigits = digits.slice(point);
  let kept = wholeDigits + fractionDigits.padEnd(places, '0').slice(0, places);
  if ((fractionDigits[places] ?? '0') >= '5') kept = increment(kept);
  const keptWhole = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, '') || '0';
  let keptFraction = kept.slice(kept.length - places);
  if (trim) keptFraction = keptFraction.replace(/0+$/, '');
  const grouped = keptWhole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(kept);
  return {
    sign: isZero ? 0 : signText === '-' ? -1 : 1,
    magnitude: keptFraction === '' ? grouped : `${grouped}.${keptFraction}`,
  };
}

/** The `data-sign` value of a figure's sign. */
export const SIGN_NAME = { [-1]: 'negative', 0: 'zero', 1: 'positive' } as const;

/** The sign glyph a figure shows before its magnitude. */
export function signGlyph(sign: -1 | 0 | 1, display: SignDisplay): string {
  if (sign < 0) return MINUS_SIGN;
  return sign > 0 && display === 'always' ? '+' : '';
}

/** A ratio's percent value as a decimal string, shifted exactly (0.1234 → '12.34'). */
export function ratioToPercent(value: FigureValue): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, signText = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  return `${signText}${whole || '0'}.${fraction}e${Number(exponent) + 2}`;
}
