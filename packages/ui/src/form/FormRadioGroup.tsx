import type { FieldPath, FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from '../components/RadioGroup/RadioGroup';
import { type ChoiceMapping, idOf } from './choiceValue';
import { type BindingProps, type BoundKeys, useBoundField } from './useBoundField';

export interface FormRadioGroupProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<RadioGroupProps, BoundKeys>,
    BindingProps<V, N>,
    ChoiceMapping {
  /** Also called with the chosen radio's value, after the form's value changed. */
  onChange?: (id: string) => void;
}

/**
 * A `RadioGroup` (its children the `Radio` options) bound to a react-hook-form field holding the
 * chosen radio's value, or what `toValue` / `toId` map it to (`yes`/`no` as a boolean). The ref is
 * the checked radio, else the first enabled one: where Tab would enter the group.
 */
export function FormRadioGroup<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  toValue,
  toId = idOf,
  onChange,
  isDisabled,
  ...props
}: FormRadioGroupProps<V, N>) {
  const bound = useBoundField<V, N>({ name, ...(control === undefined ? {} : { control }) });
  return (
    <RadioGroup
      {...props}
      {...bound.validation}
      name={bound.field.name}
      value={toId(bound.field.value)}
      onChange={(id) => {
        bound.field.onChange(toValue === undefined ? id : toValue(id));
        onChange?.(id);
      }}
      onBlur={bound.field.onBlur}
      inputRef={bound.ref}
      isDisabled={isDisabled === true || bound.isDisabled}
    />
  );
}
