import { type DateOfBirthSelection, EMPTY_DATE_OF_BIRTH } from '@cairn/domain';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { type BindingProps, type BoundKeys, useBoundField } from '../../../primitives/forms/useBoundField';
import { defined } from '../../../utils/defined';
import { DateOfBirthSelect, type DateOfBirthSelectProps } from '../../DateOfBirthSelect/DateOfBirthSelect';

export interface FormDateOfBirthSelectProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<DateOfBirthSelectProps, BoundKeys>,
    BindingProps<V, N> {
  /** Also called with the whole selection, after the form's value changed. */
  onChange?: (selection: DateOfBirthSelection) => void;
}

const isSelection = (value: unknown): value is DateOfBirthSelection =>
  typeof value === 'object' &&
  value !== null &&
  'year' in value &&
  'month' in value &&
  'day' in value &&
  typeof value.year === 'string' &&
  typeof value.month === 'string' &&
  typeof value.day === 'string';

/**
 * A `DateOfBirthSelect` (year, month, day) bound to a react-hook-form field holding the selection
 * (`{ year, month, day }`, '' while not chosen; anything else shows nothing chosen), validated by
 * the domain's `dateOfBirthSchema`. The year's button is the ref: a date of birth in error is
 * focused on submit before the fields under it. The field is touched when focus leaves the three.
 */
export function FormDateOfBirthSelect<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
>({ name, control, onChange, isDisabled, ...props }: FormDateOfBirthSelectProps<V, N>) {
  const bound = useBoundField<V, N>({ name, control });
  const value: unknown = bound.field.value;
  return (
    <DateOfBirthSelect
      {...props}
      isInvalid={bound.isInvalid}
      {...defined({ errorMessage: bound.errorMessage })}
      value={isSelection(value) ? value : EMPTY_DATE_OF_BIRTH}
      onChange={(selection) => {
        bound.field.onChange(selection);
        onChange?.(selection);
      }}
      onBlur={bound.field.onBlur}
      inputRef={bound.ref}
      isDisabled={isDisabled === true || bound.isDisabled}
    />
  );
}
