import type { FieldPath, FieldValues } from 'react-hook-form';
import { type DecimalMapping, useBoundDecimal } from '../../../primitives/forms/decimalValue';
import type { BindingProps, BoundKeys } from '../../../primitives/forms/useBoundField';
import { MoneyInput, type MoneyInputProps } from '../../MoneyInput/MoneyInput';

export interface FormMoneyInputProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<MoneyInputProps, BoundKeys>,
    BindingProps<V, N>,
    DecimalMapping {
  /** Also called with the exact decimal string, after the form's value changed. */
  onChange?: (decimal: string) => void;
}

/**
 * A `MoneyInput` ($ prefix, thousands commas, two decimals on blur) bound to a react-hook-form
 * field holding an exact decimal string ('1234.50', '' when empty), never a float.
 */
export function FormMoneyInput<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  toValue,
  toDecimal,
  onChange,
  isDisabled,
  ...props
}: FormMoneyInputProps<V, N>) {
  const decimal = useBoundDecimal<V, N>({ name, control, toValue, toDecimal, onChange, isDisabled });
  return <MoneyInput {...props} {...decimal} />;
}
