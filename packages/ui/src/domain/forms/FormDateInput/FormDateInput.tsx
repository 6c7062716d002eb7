import type { FieldPath, FieldValues } from 'react-hook-form';
import {
  type BindingProps,
  type BoundKeys,
  textOf,
  useBoundField,
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
  const bound = useBoundField<V, N>({ name, ...(control === undefined ? {} : { control }) });
  return (
    <DateInput
      {...props}
      {...bound.validation}
      name={bound.field.name}
      value={textOf(bound.field.value)}
      onChange={(text) => {
        bound.field.onChange(text);
        onChange?.(text);
      }}
      onBlur={bound.field.onBlur}
      inputRef={bound.ref}
      isDisabled={isDisabled === true || bound.isDisabled}
    />
  );
}
