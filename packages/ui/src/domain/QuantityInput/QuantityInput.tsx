import { decimalOfInput, normalizeQuantityInput } from '@cairn/domain';
import { TextField, type TextFieldProps } from '../../primitives/controls/TextField/TextField';
import { defined } from '../../utils/defined';
import { type DecimalValueProps, useDecimalInput } from '../MoneyInput/useDecimalInput';

export interface QuantityInputProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'type' | 'inputMode'>,
    DecimalValueProps {}

const quantityRules = {
  normalize: normalizeQuantityInput,
  display: (value: string) => value,
  settle: decimalOfInput,
};

/**
 * A crypto quantity (doc 2 §5): digits and one point with no fixed decimal limit, so quantities
 * down to 0.000000000001 are typed exactly. `e`, `E`, `+` and `-` are refused. The value is an
 * exact decimal string ('0.5' for '.5'), never a float. A unit may follow as `suffix` ('BTC').
 *
 * Selectors: those of `TextField`.
 */
export function QuantityInput({
  value,
  defaultValue,
  onChange,
  onKeyDown,
  onBlur,
  ...props
}: QuantityInputProps) {
  const decimal = useDecimalInput(
    {
      ...defined({ value }),
      ...defined({ defaultValue }),
      ...defined({ onChange }),
    },
    quantityRules,
    { onKeyDown, onBlur },
  );
  return <TextField {...props} {...decimal} inputMode="decimal" />;
}
