import type { FieldPath, FieldValues } from 'react-hook-form';
import {
  type BindingProps,
  type BoundKeys,
  textOf,
  useBinding,
} from '../../../primitives/forms/useBoundField';
import { PhoneField, type PhoneFieldProps } from '../../PhoneField/PhoneField';

export interface FormPhoneFieldProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<PhoneFieldProps, BoundKeys>,
    BindingProps<V, N> {
  /** Also called with the kept digits, after the form's value changed. */
  onChange?: (digits: string) => void;
}

/**
 * A `PhoneField` ('+1' prefix, digits only, at most 10) bound to a react-hook-form field holding the
 * 10 digits; send them with `toApiPhone`.
 */
export function FormPhoneField<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  onChange,
  isDisabled,
  ...props
}: FormPhoneFieldProps<V, N>) {
  const [bound, binding] = useBinding<V, N, string>({ name, control, isDisabled, onChange });
  return <PhoneField {...props} {...binding} value={textOf(bound.field.value)} />;
}
