import type { FieldPath, FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from '../../controls/RadioGroup/RadioGroup';
import { type ChoiceMapping, useBoundChoice } from '../choiceValue';
import type { BindingProps, BoundKeys } from '../useBoundField';

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
  toId,
  onChange,
  isDisabled,
  ...props
}: FormRadioGroupProps<V, N>) {
  const choice = useBoundChoice<V, N>({ name, control, toValue, toId, onChange, isDisabled });
  return <RadioGroup {...props} {...choice} />;
}
