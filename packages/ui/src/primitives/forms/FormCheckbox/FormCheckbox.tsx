import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../../controls/Checkbox/Checkbox';
import { type BindingProps, type BoundKeys, useBoundField } from '../useBoundField';

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
  const bound = useBoundField<V, N>({ name, ...(control === undefined ? {} : { control }) });
  return (
    <Checkbox
      {...props}
      {...bound.validation}
      name={bound.field.name}
      isSelected={bound.field.value === true}
      onChange={(isSelected) => {
        bound.field.onChange(isSelected);
        onChange?.(isSelected);
      }}
      onBlur={bound.field.onBlur}
      inputRef={bound.ref}
      isDisabled={isDisabled === true || bound.isDisabled}
    />
  );
}
