import { USD_DECIMALS } from '../constants';

/**
 * Input rules of the money and quantity inputs (doc 1 §5, doc 2 §5, doc 3 §5: numeric inputs block
 * the keys e, E, plus and minus; amounts disallow negatives; money keeps two decimals, quantities
 * any number).
 */

/**
 * Keys a decimal input refuses: exponent and sign characters, which `<input type="number">` would
 * accept and which have no place in an amount ('1e5', '-3', '+2').
 */
export const BLOCKED_DECIMAL_KEYS: readonly string[] = ['e', 'E', '+', '-'];

/** Whether a key press must be refused by a decimal input. */
export function isBlockedDecimalKey(key: string): boolean {
  return BLOCKED_DECIMAL_KEYS.includes(key);
}

// Keeps digits and the first point (and, when allowed, commas in the whole part).
function keepDecimal(text: string, allowCommas: boolean, maxDecimals: number | undefined): string {
  const cleaned = text.replace(allowCommas ? /[^\d.,]/g : /[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  const whole = cleaned.slice(0, point);
  const fraction = cleaned.slice(point + 1).replace(/[.,]/g, '');
  return `${whole}.${maxDecimals === undefined ? fraction : fraction.slice(0, maxDecimals)}`;
}

/**
 * What the money input keeps of typed or pasted text: digits, thousands commas and one point with
 * at most 2 decimals; signs, letters and exponents are dropped, so an amount is never negative
 * ('$1,200.50' gives '1,200.50', '-25' gives '25', '12.345' gives '12.34').
 */
export function normalizeMoneyInput(text: string): string {
  return keepDecimal(text, true, USD_DECIMALS);
}

/**
 * What the quantity input keeps of typed or pasted text: digits and one point, any number of
 * decimals ('0.000000000001' stays; '1,5' gives '15').
 */
export function normalizeQuantityInput(text: string): string {
  return keepDecimal(text, false, undefined);
}

/**
 * The exact decimal string of an input's text, '' when it holds no digit: commas dropped, a lone
 * leading or trailing point completed ('1,234.5' gives '1234.5', '.5' gives '0.5', '7.' gives '7').
 */
export function decimalOfInput(text: string): string {
  const plain = text.replaceAll(',', '');
  if (!/^\d*\.?\d*$/.test(plain) || !/\d/.test(plain)) return '';
  const [whole = '', fraction = ''] = plain.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction === '' ? digits : `${digits}.${fraction}`;
}
