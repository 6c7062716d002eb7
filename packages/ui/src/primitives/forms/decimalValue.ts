import type { FieldPath, FieldValues } from 'react-hook-form';
import { type BindingProps, useBinding } from './useBoundField';

/** A decimal input's text of a field value: a string as is, a number in digits, else ''. */
export const decimalOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** How a decimal binding maps its exact decimal string to and from the form's value. */
export interface DecimalMapping {
  /**
   * The form's value for the input's exact decimal string ('' when empty), e.g.
   * `(decimal) => (decimal === '' ? null : Number(decimal))` for a percent held as a number.
   * @default the decimal string itself
   */
  toValue?: (decimal: string) => unknown;
  /** The decimal string shown for the form's value. @default a string as is, a number in digits, else '' */
  toDecimal?: (value: unknown) => string;
}

/** What a decimal binding takes besides the input's own props. */
export interface DecimalBindingOptions<V extends FieldValues, N extends FieldPath<V>> {
  name: BindingProps<V, N>['name'];
  control?: BindingProps<V, N>['control'] | undefined;
  toValue?: DecimalMapping['toValue'] | undefined;
  toDecimal?: DecimalMapping['toDecimal'] | undefined;
  /** Also called with the exact decimal string, after the form's value changed. */
  onChange?: ((decimal: string) => void) | undefined;
  isDisabled?: boolean | undefined;
}

/**
 * The props a decimal input (money, quantity) spreads to be bound: the decimal string of the form's
 * value, the mapped value back on change, blur, the ref, the validation state and the disabled
 * state. The value stays an exact decimal string unless `toValue` maps it, never a float.
 */
export function useBoundDecimal<V extends FieldValues, N extends FieldPath<V>>({
  name,
  control,
  toValue,
  toDecimal = decimalOf,
  onChange,
  isDisabled,
}: DecimalBindingOptions<V, N>) {
  const [bound, binding] = useBinding<V, N, string>({ name, control, isDisabled, onChange, toValue });
  return { ...binding, value: toDecimal(bound.field.value) };
}
