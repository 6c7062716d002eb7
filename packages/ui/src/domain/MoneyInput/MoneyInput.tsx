import { dec, formatMoneyInput, normalizeMoneyInput, USD_DECIMALS } from '@cairn/domain';
import { TextField, type TextFieldProps } from '../../primitives/controls/TextField/TextField';
import { defined } from '../../utils/defined';
import { type DecimalValueProps, useDecimalInput } from './useDecimalInput';

/** The money input's currency sign, drawn before the amount. */
export const MONEY_PREFIX = '$';

export interface MoneyInputProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'type' | 'inputMode'>,
    DecimalValueProps {}

const moneyRules = {
  normalize: normalizeMoneyInput,
  display: formatMoneyInput,
  settle: (value: string) => dec(value).toFixed(USD_DECIMALS),
};

/**
 * A US-dollar amount (doc 2 §5 "Money input"): a `$` prefix, thousands commas and two decimals
 * once the field loses focus ('1234.5' shows '1,234.50'). `e`, `E`, `+` and `-` are refused, so an
 * amount is never negative; pasted text keeps its digits and point. The value is an exact decimal
 * string ('1234.50'), never a float. Built on react-aria `TextField` rather than `NumberField`,
 * whose value is a JavaScript number.
 *
 * Selectors: those of `TextField`.
 */
export function MoneyInput({ value, defaultValue, onChange, onKeyDown, onBlur, ...props }: MoneyInputProps) {
  const decimal = useDecimalInput(
    {
      ...defined({ value }),
      ...defined({ defaultValue }),
      ...defined({ onChange }),
    },
    moneyRules,
    { onKeyDown, onBlur },
  );
  return <TextField {...props} {...decimal} prefix={MONEY_PREFIX} inputMode="decimal" />;
}
