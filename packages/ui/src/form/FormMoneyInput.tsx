import type { FieldPath, FieldValues } from 'react-hook-form';
import { MoneyInput, type MoneyInputProps } from '../components/MoneyInput/MoneyInput';
import { type DecimalMapping, decimalOf } from './decimalValue';
import { type BindingProps, type BoundKeys, useBoundField } from './useBoundField';

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
  toDecimal = decimalOf,
  onChange,
  isDisabled,
  ...props
}: FormMoneyInputProps<V, N>) {
  const bound = useBoundField<V, N>({ name, ...(control === undefined ? {} : { control }) });
  return (
    <MoneyInput
      {...props}
      {...bound.validation}
      name={bound.field.name}
      value={toDecimal(bound.field.value)}
      onChange={(decimal) => {
        bound.field.onChange(toValue === undefined ? decimal : toValue(decimal));
        onChange?.(decimal);
      }}
      onBlur={bound.field.onBlur}
      inputRef={bound.ref}
      isDisabled={isDisabled === true || bound.isDisabled}
    />
  );
}
