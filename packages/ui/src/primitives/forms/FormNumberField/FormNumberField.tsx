import type { FieldPath, FieldValues } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from '../../controls/NumberField/NumberField';
import { type BindingProps, type BoundKeys, useBinding } from '../useBoundField';

export interface FormNumberFieldProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<NumberFieldProps, BoundKeys>,
    BindingProps<V, N> {
  /** Also called with the number (`null` when empty), after the form's value changed. */
  onChange?: (value: number | null) => void;
}

/**
 * A `NumberField` bound to a react-hook-form field holding a number. An empty input is `null`,
 * never `NaN`, so the schema's required message applies; `null`, `undefined` and `NaN` show empty.
 * For money and crypto quantities use `FormMoneyInput` / `FormQuantityInput` (exact decimals).
 */
export function FormNumberField<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  onChange,
  isDisabled,
  ...props
}: FormNumberFieldProps<V, N>) {
  const [bound, binding] = useBinding<V, N, number | null>({ name, control, isDisabled, onChange });
  const value: unknown = bound.field.value;
  return (
    <NumberField
      {...props}
      {...binding}
      value={typeof value === 'number' ? value : Number.NaN}
      onChange={(number) => binding.onChange(Number.isNaN(number) ? null : number)}
    />
  );
}
