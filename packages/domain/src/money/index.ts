export { type Decimal, type DecimalInput, dec, max, min, sum, tryDec } from './decimal';
export {
  BLOCKED_DECIMAL_KEYS,
  decimalOfInput,
  isBlockedDecimalKey,
  normalizeMoneyInput,
  normalizeQuantityInput,
} from './decimalInput';
export {
  formatCrypto,
  formatMoneyInput,
  formatRebalancingMinimum,
  formatReturn,
  formatSignedUsd,
  formatTradeQuantity,
  formatUsd,
  formatWholeUsd,
  indexDisplayName,
  MISSING_VALUE_DISPLAY,
  parseUsd,
  type TradeFee,
  tradeFeeUsd,
  USD_CURRENCY,
} from './format';
