import type { FieldPath, FieldValues } from 'react-hook-form';
import { type BindingProps, useBinding } from './useBoundField';

/** How a choice binding (select, radio group) maps the chosen option's id to and from the form's value. */
export interface ChoiceMapping {
  /**
   * The form's value for a chosen id, e.g. `(id) => id === 'yes'` for a boolean or
   * `(id) => Number(id)` for a code.
   * @default the id itself
   */
  toValue?: (id: string) => unknown;
  /**
   * The id shown as chosen for the form's value, or `null` for none.
   * @default the value when it is a non-empty string, else none
   */
  toId?: (value: unknown) => string | null;
}

/** The default `toId`: a non-empty string is the chosen id; '', `null` and `undefined` choose none. */
export const idOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** What a choice binding takes besides the control's own props. */
export interface ChoiceBindingOptions<V extends FieldValues, N extends FieldPath<V>> {
  name: BindingProps<V, N>['name'];
  control?: BindingProps<V, N>['control'] | undefined;
  toValue?: ChoiceMapping['toValue'] | undefined;
  toId?: ChoiceMapping['toId'] | undefined;
  /** Also called with the chosen option's id, after the form's value changed. */
  onChange?: ((id: string) => void) | undefined;
  isDisabled?: boolean | undefined;
}

/**
 * The props a single-choice control (radio group, choice cards) spreads to be bound: the chosen id
 * from the form's value, the mapped value back on change, blur, the ref of the radio Tab would
 * enter, the validation state and the disabled state.
 */
export function useBoundChoice<V extends FieldValues, N extends FieldPath<V>>({
  name,
  control,
  toValue,
  toId,
  onChange,
  isDisabled,
}: ChoiceBindingOptions<V, N>) {
  const [bound, binding] = useBinding<V, N, string>({ name, control, isDisabled, onChange, toValue });
  return { ...binding, value: (toId ?? idOf)(bound.field.value) };
}
