export {
  type Decimal,
  type DecimalInput,
  dec,
  sum,
  tryDec,
} from './decimal';
export {
  decimalOfInput,
  isBlockedDecimalKey,
  normalizeMoneyInput,
  normalizeQuantityInput,
} from './decimalInput';
export {
  formatCrypto,
  formatMoneyInput,
  formatReturn,
  formatSignedUsd,
  formatUsd,
  formatWholeUsd,
  indexDisplayName,
  MISSING_VALUE_DISPLAY,
  parseUsd,
  tradeFeeUsd,
} from './format';
