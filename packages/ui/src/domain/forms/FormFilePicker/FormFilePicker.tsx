import type { FieldPath, FieldValues } from 'react-hook-form';
import { type BindingProps, type BoundKeys, useBoundField } from '../../../primitives/forms/useBoundField';
import { FilePicker, type FilePickerProps } from '../../FilePicker/FilePicker';

export interface FormFilePickerProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<FilePickerProps, Exclude<BoundKeys, 'validate'> | 'fileName'>,
    BindingProps<V, N> {
  /**
   * The form's value once the user removes the chosen file, e.g. the saved icon's URL so it stays.
   * @default null
   */
  emptyValue?: unknown;
  /** Also called with the chosen file (`null` when removed), after the form's value changed. */
  onChange?: (file: File | null) => void;
}

/**
 * A `FilePicker` bound to a react-hook-form field holding the chosen `File` (`emptyValue` when none).
 * A file the picker's `validate` refuses never reaches the form; the form's own message (e.g. 'CSV
 * file is required') shows once validated. Choosing or removing marks the field touched. The choose
 * button is the ref.
 */
export function FormFilePicker<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  emptyValue = null,
  onChange,
  isDisabled,
  ...props
}: FormFilePickerProps<V, N>) {
  const bound = useBoundField<V, N>({ name, control });
  const value: unknown = bound.field.value;
  return (
    <FilePicker
      {...props}
      fileName={value instanceof File ? value.name : null}
      errorMessage={bound.errorMessage}
      onChange={(file) => {
        bound.field.onChange(file ?? emptyValue);
        bound.field.onBlur();
        onChange?.(file);
      }}
      inputRef={bound.ref}
      isDisabled={isDisabled === true || bound.isDisabled}
    />
  );
}
