import type { FieldPath, FieldValues } from 'react-hook-form';
import { Select, type SelectOption, type SelectProps } from '../../controls/Select/Select';
import { type ChoiceMapping, idOf } from '../choiceValue';
import { type BindingProps, type BoundKeys, useBinding } from '../useBoundField';

export interface FormSelectProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
  T extends SelectOption = SelectOption,
> extends Omit<SelectProps<T>, BoundKeys | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'>,
    BindingProps<V, N>,
    ChoiceMapping {
  /** Also called with the chosen option's id, after the form's value changed. */
  onChange?: (id: string) => void;
}

/**
 * A `Select` bound to a react-hook-form field. The field holds the chosen option's id ('' or
 * `undefined` while none is chosen), or what `toValue` / `toId` map it to (a boolean, a code). The
 * trigger button is the ref, so a select in error is focused on submit like any input.
 */
export function FormSelect<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
  T extends SelectOption = SelectOption,
>({ name, control, toValue, toId = idOf, onChange, isDisabled, ...props }: FormSelectProps<V, N, T>) {
  const [bound, binding] = useBinding<V, N, string>({ name, control, isDisabled, onChange, toValue });
  return (
    <Select<T>
      {...props}
      {...binding}
      value={toId(bound.field.value)}
      onChange={(key) => {
        // A single select never clears itself: null only comes from a controlled reset.
        if (key !== null) binding.onChange(String(key));
      }}
    />
  );
}
