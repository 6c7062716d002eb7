import type { FieldPath, FieldValues } from 'react-hook-form';
import { ChoiceCards, type ChoiceCardsProps } from '../../controls/ChoiceCards/ChoiceCards';
import { type ChoiceMapping, useBoundChoice } from '../choiceValue';
import type { BindingProps, BoundKeys } from '../useBoundField';

export interface FormChoiceCardsProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<ChoiceCardsProps, BoundKeys>,
    BindingProps<V, N>,
    ChoiceMapping {
  /** Also called with the chosen card's value, after the form's value changed. */
  onChange?: (id: string) => void;
}

/**
 * `ChoiceCards` bound to a react-hook-form field holding the chosen card's value (or what `toValue`
 * maps it to), e.g. the transfer method or the kind of account a wire withdrawal goes to. Like
 * `FormRadioGroup`, the ref is the checked card's radio, else the first enabled one.
 */
export function FormChoiceCards<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  toValue,
  toId,
  onChange,
  isDisabled,
  ...props
}: FormChoiceCardsProps<V, N>) {
  const choice = useBoundChoice<V, N>({ name, control, toValue, toId, onChange, isDisabled });
  return <ChoiceCards {...props} {...choice} />;
}
