import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../controls/TextField/TextField';
import { type BindingProps, type BoundKeys, textOf, useBinding } from '../useBoundField';

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
  const [bound, binding] = useBinding<V, N, string>({ name, control, isDisabled, onChange });
  return (
    <TextField
      {...props}
      {...binding}
      value={textOf(bound.field.value)}
      onChange={(typed) => binding.onChange(normalize === undefined ? typed : normalize(typed))}
    />
  );
}
