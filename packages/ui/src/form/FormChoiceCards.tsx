import type { FieldPath, FieldValues } from 'react-hook-form';
import { ChoiceCards, type ChoiceCardsProps } from '../components/ChoiceCards/ChoiceCards';
import { type ChoiceMapping, idOf } from './choiceValue';
import { type BindingProps, type BoundKeys, useBoundField } from './useBoundField';

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
  toId = idOf,
  onChange,
  isDisabled,
  ...props
}: FormChoiceCardsProps<V, N>) {
  const bound = useBoundField<V, N>({ name, ...(control === undefined ? {} : { control }) });
  return (
    <ChoiceCards
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
