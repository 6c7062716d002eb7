export { type Decimal, type DecimalInput, dec, max, min, sum, tryDec } from './decimal';
