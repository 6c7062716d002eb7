import type { FieldPath, FieldValues } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from '../../controls/PasswordField/PasswordField';
import { type BindingProps, type BoundKeys, textOf, useBinding } from '../useBoundField';

export interface FormPasswordFieldProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<PasswordFieldProps, BoundKeys>,
    BindingProps<V, N> {
  /** Also called with the password, after the form's value changed. */
  onChange?: (password: string) => void;
}

/** A `PasswordField` (show/hide toggle) bound to a react-hook-form field holding a string. */
export function FormPasswordField<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
>({ name, control, onChange, isDisabled, ...props }: FormPasswordFieldProps<V, N>) {
  const [bound, binding] = useBinding<V, N, string>({ name, control, isDisabled, onChange });
  return <PasswordField {...props} {...binding} value={textOf(bound.field.value)} />;
}
