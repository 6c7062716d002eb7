import type { FieldPath, FieldValues } from 'react-hook-form';
import {
  type BindingProps,
  type BoundKeys,
  textOf,
  useBoundField,
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
  const bound = useBoundField<V, N>({ name, ...(control === undefined ? {} : { control }) });
  return (
    <PhoneField
      {...props}
      {...bound.validation}
      name={bound.field.name}
      value={textOf(bound.field.value)}
      onChange={(digits) => {
        bound.field.onChange(digits);
        onChange?.(digits);
      }}
      onBlur={bound.field.onBlur}
      inputRef={bound.ref}
      isDisabled={isDisabled === true || bound.isDisabled}
    />
  );
}
