export {
  type Decimal,
  type DecimalInput,
  dec,
  max,
  min,
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
  formatRange,
  formatRangeLabel,
  formatRebalancingMinimum,
  formatReturn,
  formatSignedUsd,
  formatTradeQuantity,
  formatUsd,
  formatWholeUsd,
  indexDisplayName,
  MISSING_VALUE_DISPLAY,
  parseUsd,
  RANGE_DASH,
  tradeFeeUsd,
} from './format';
export {
  type AlignedPrice,
  alignedTradePrices,
  cryptoAmountDecimals,
  displayedReturn,
  SUB_DOLLAR_PRICE_SIGNIFICANT_DIGITS,
  TRADE_PRICE_MAX_DECIMALS,
  tradePriceDecimals,
  unitPriceDecimals,
} from './precision';
