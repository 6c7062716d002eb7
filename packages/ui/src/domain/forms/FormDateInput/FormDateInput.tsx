import type { FieldPath, FieldValues } from 'react-hook-form';
import {
  type BindingProps,
  type BoundKeys,
  textOf,
  useBinding,
} from '../../../primitives/forms/useBoundField';
import { DateInput, type DateInputProps } from '../../DateInput/DateInput';

export interface FormDateInputProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<DateInputProps, BoundKeys>,
    BindingProps<V, N> {
  /** Also called with the kept text, after the form's value changed. */
  onChange?: (text: string) => void;
}

/**
 * A `DateInput` (MM/DD/YYYY, slashes inserted as digits come) bound to a react-hook-form field
 * holding the typed text; parse it with `parsePurchaseDate` (the schema does).
 */
export function FormDateInput<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  onChange,
  isDisabled,
  ...props
}: FormDateInputProps<V, N>) {
  const [bound, binding] = useBinding<V, N, string>({ name, control, isDisabled, onChange });
  return <DateInput {...props} {...binding} value={textOf(bound.field.value)} />;
}
