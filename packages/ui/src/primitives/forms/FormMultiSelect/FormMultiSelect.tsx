import type { FieldPath, FieldValues } from 'react-hook-form';
import { defined } from '../../../utils/defined';
import {
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from '../../controls/MultiSelect/MultiSelect';
import { type BindingProps, type BoundKeys, useBoundField } from '../useBoundField';

export interface FormMultiSelectProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
  T extends MultiSelectOption = MultiSelectOption,
> extends Omit<MultiSelectProps<T>, BoundKeys>,
    BindingProps<V, N> {
  /** Also called with the chosen ids, after the form's value changed. */
  onChange?: (ids: string[]) => void;
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/**
 * A `MultiSelect` bound to a react-hook-form field holding the chosen ids (`string[]`; anything
 * else shows none chosen). A change also marks the field touched, so its message shows at once in
 * `onTouched` mode. The search box is the ref.
 */
export function FormMultiSelect<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
  T extends MultiSelectOption = MultiSelectOption,
>({ name, control, onChange, isDisabled, ...props }: FormMultiSelectProps<V, N, T>) {
  const bound = useBoundField<V, N>({ name, control });
  return (
    <MultiSelect<T>
      {...props}
      isInvalid={bound.isInvalid}
      {...defined({ errorMessage: bound.errorMessage })}
      value={idsOf(bound.field.value)}
      onChange={(ids) => {
        bound.field.onChange(ids);
        bound.field.onBlur();
        onChange?.(ids);
      }}
      inputRef={bound.ref}
      isDisabled={isDisabled === true || bound.isDisabled}
    />
  );
}
