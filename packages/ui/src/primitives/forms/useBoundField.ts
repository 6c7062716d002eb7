import { useCallback } from 'react';
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { defined } from '../../utils/defined';
import { useFieldElements } from './fieldElements';
import { messageOf } from './problems';

/** What every form binding takes: the field's path and, outside a `Form`, the form's control. */
export interface BindingProps<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>> {
  /** The field's path in the form's values, e.g. `email` or `primary.0.name`. */
  name: N;
  /** The `useForm` control; omitted, the enclosing `Form`'s. */
  control?: Control<V>;
}

/** The kit field props of a bound field's state: react-aria's validation, never the browser's. */
export interface BoundValidation {
  isInvalid: boolean;
  validationBehavior: 'aria';
  errorMessage?: string;
}

export interface BoundField<V extends FieldValues, N extends FieldPath<V>> {
  /** react-hook-form's field: `value`, `onChange`, `onBlur`, `name`, `disabled`. */
  field: ControllerRenderProps<V, N>;
  /**
   * Give it to the kit component's `inputRef`: react-hook-form focuses that element when the field
   * is the first invalid one on submit (and on `setFocus`), the error summary links to it.
   */
  ref: (element: HTMLElement | null) => void;
  /** Whether the field is invalid: set once validated, when the form's `mode` says. */
  isInvalid: boolean;
  /** The schema's message while invalid. */
  errorMessage: string | undefined;
  /** `isInvalid`, `errorMessage` and `validationBehavior="aria"`, to spread on a react-aria field. */
  validation: BoundValidation;
  /** Whether the form (or the field) is disabled through react-hook-form. */
  isDisabled: boolean;
}

/**
 * Binds a kit field to react-hook-form (`useController`): the value and its callbacks, the ref of
 * the focusable element, and one error convention (`isInvalid` from the field state, the schema's
 * message, `validationBehavior="aria"`). Fields register when they first render, so react-hook-form
 * focuses the first invalid one in the order the page renders them.
 */
export function useBoundField<V extends FieldValues, N extends FieldPath<V>>({
  name,
  control,
}: {
  name: N;
  control?: Control<V> | undefined;
}): BoundField<V, N> {
  const { field, fieldState } = useController<V, N>({
    name,
    ...defined({ control }),
  });
  const elements = useFieldElements();
  const fieldRef = field.ref;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      fieldRef(element);
      elements?.set(name, element, 'field');
    },
    [fieldRef, elements, name],
  );
  const isInvalid = fieldState.invalid;
  const errorMessage = isInvalid ? messageOf(fieldState.error) : undefined;
  return {
    field,
    ref,
    isInvalid,
    errorMessage,
    validation: {
      isInvalid,
      validationBehavior: 'aria',
      ...defined({ errorMessage }),
    },
    isDisabled: field.disabled === true,
  };
}

/** The props a binding sets itself, left out of the kit component's props it passes on. */
export type BoundKeys =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'validationBehavior'
  | 'validate'
  | 'inputRef';

/** The text of a field value: a string as is, anything else (undefined, null) as ''. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What a binding passes on to `useBinding`: its own props, as its component received them. */
export interface BindingOptions<V extends FieldValues, N extends FieldPath<V>, T> {
  name: N;
  control?: Control<V> | undefined;
  isDisabled?: boolean | undefined;
  /** The binding's `onChange`: told the changed value (before `toValue`). */
  onChange?: ((value: T) => void) | undefined;
  /** The form value stored for a changed value; omitted, the value itself. */
  toValue?: ((value: T) => unknown) | undefined;
}

/**
 * The props every value binding gives its kit field, written once (they were repeated in each
 * binding): the bound field's validation, `name`, an `onChange` that stores the value (through
 * `toValue`) and then tells the binding's own `onChange`, `onBlur`, the focus ref and
 * `isDisabled` (the prop or the form's). Returns the bound field (for the value) and those props.
 */
export function useBinding<V extends FieldValues, N extends FieldPath<V>, T>({
  name,
  control,
  isDisabled,
  onChange,
  toValue,
}: BindingOptions<V, N, T>) {
  const bound = useBoundField<V, N>({ name, control });
  return [
    bound,
    {
      ...bound.validation,
      name: bound.field.name,
      onChange: (value: T) => {
        bound.field.onChange(toValue === undefined ? value : toValue(value));
        onChange?.(value);
      },
      onBlur: bound.field.onBlur,
      inputRef: bound.ref,
      isDisabled: isDisabled === true || bound.isDisabled,
    },
  ] as const;
}
