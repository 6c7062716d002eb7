import type { FieldPath, FieldValues } from 'react-hook-form';
import { type DecimalMapping, useBoundDecimal } from '../../../primitives/forms/decimalValue';
import type { BindingProps, BoundKeys } from '../../../primitives/forms/useBoundField';
import { QuantityInput, type QuantityInputProps } from '../../QuantityInput/QuantityInput';

export interface FormQuantityInputProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<QuantityInputProps, BoundKeys>,
    BindingProps<V, N>,
    DecimalMapping {
  /** Also called with the exact decimal string, after the form's value changed. */
  onChange?: (decimal: string) => void;
}

/**
 * A `QuantityInput` (digits and one point, no fixed decimal limit) bound to a react-hook-form
 * field holding an exact decimal string ('0.5', '' when empty), never a float; `toValue` /
 * `toDecimal` map another value (a number or `null`).
 */
export function FormQuantityInput<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
>({ name, control, toValue, toDecimal, onChange, isDisabled, ...props }: FormQuantityInputProps<V, N>) {
  const decimal = useBoundDecimal<V, N>({ name, control, toValue, toDecimal, onChange, isDisabled });
  return <QuantityInput {...props} {...decimal} />;
}
