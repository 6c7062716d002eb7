import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../controls/TextField/TextField';
import { type BindingProps, type BoundKeys, textOf, useBoundField } from '../useBoundField';

export interface FormTextFieldProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<TextFieldProps, BoundKeys>,
    BindingProps<V, N> {
  /** Rewrites what is typed before it is kept, e.g. `normalizeCodeInput` (digits only). */
  normalize?: (text: string) => string;
  /** Also called with the kept text, after the form's value changed. */
  onChange?: (text: string) => void;
}

/**
 * A `TextField` bound to a react-hook-form field holding a string (`undefined` shows empty): value,
 * blur, the input as ref, and the schema's message once the field is validated.
 */
export function FormTextField<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  normalize,
  onChange,
  isDisabled,
  ...props
}: FormTextFieldProps<V, N>) {
  const bound = useBoundField<V, N>({ name, ...(control === undefined ? {} : { control }) });
  return (
    <TextField
      {...props}
      {...bound.validation}
      name={bound.field.name}
      value={textOf(bound.field.value)}
      onChange={(typed) => {
        const text = normalize === undefined ? typed : normalize(typed);
        bound.field.onChange(text);
        onChange?.(text);
      }}
      onBlur={bound.field.onBlur}
      inputRef={bound.ref}
      isDisabled={isDisabled === true || bound.isDisabled}
    />
  );
}
