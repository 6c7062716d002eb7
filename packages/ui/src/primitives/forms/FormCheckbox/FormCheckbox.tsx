import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../../controls/Checkbox/Checkbox';
import { type BindingProps, type BoundKeys, useBinding } from '../useBoundField';

export interface FormCheckboxProps<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>
  extends Omit<CheckboxProps, BoundKeys | 'isSelected' | 'defaultSelected'>,
    BindingProps<V, N> {
  /** Also called with whether it is checked, after the form's value changed. */
  onChange?: (isSelected: boolean) => void;
}

/**
 * A `Checkbox` bound to a react-hook-form field holding a boolean (checked only when `true`), e.g.
 * the terms acceptance with `z.literal(true, { error: ... })`. The checkbox input is the ref.
 */
export function FormCheckbox<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  onChange,
  isDisabled,
  ...props
}: FormCheckboxProps<V, N>) {
  const [bound, binding] = useBinding<V, N, boolean>({ name, control, isDisabled, onChange });
  return <Checkbox {...props} {...binding} isSelected={bound.field.value === true} />;
}
