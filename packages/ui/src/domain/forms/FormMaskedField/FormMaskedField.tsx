import type { FieldPath, FieldValues } from 'react-hook-form';
import {
  type BindingProps,
  type BoundKeys,
  textOf,
  useBinding,
} from '../../../primitives/forms/useBoundField';
import { MaskedField, type MaskedFieldProps } from '../../MaskedField/MaskedField';

export interface FormMaskedFieldProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<MaskedFieldProps, BoundKeys>,
    BindingProps<V, N> {
  /** Also called with the formatted number, after the form's value changed. */
  onChange?: (value: string) => void;
}

/**
 * A `MaskedField` (SSN ddd-dd-dddd or tax id dd-ddddddd) bound to a react-hook-form field holding
 * the formatted number. With `isSaved` it shows the saved number masked; Edit empties the field's
 * value (through `onChange`) and calls `onEdit`, where the page stops treating it as saved.
 */
export function FormMaskedField<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  name,
  control,
  onChange,
  isDisabled,
  ...props
}: FormMaskedFieldProps<V, N>) {
  const [bound, binding] = useBinding<V, N, string>({ name, control, isDisabled, onChange });
  return <MaskedField {...props} {...binding} value={textOf(bound.field.value)} />;
}
