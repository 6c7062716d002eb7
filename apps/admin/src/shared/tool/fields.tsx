import { ICON_IMAGE_FILE } from '@cairn/domain';
import { FormImagePicker, FormNumberField, type FormNumberFieldProps } from '@cairn/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { toolTexts } from '../copy';

const texts = toolTexts.icon;

/** The server's option lists (a value and its label) as the kit's select options. */
export const selectOptions = (list: readonly { value: string; label: string }[]) =>
  list.map((option) => ({ id: option.value, label: option.label }));

/** Names that are their own labels (statuses, products, sectors) as the kit's select options. */
export const nameOptions = (names: readonly string[]) => names.map((name) => ({ id: name, label: name }));

/**
 * A creation tool's number field: decimals as typed (up to 8 places), no grouping and no steppers
 * (doc 3 §5 "Shared inputs": numeric inputs accept decimals; the kit blocks e, E, + and -).
 */
export function ToolNumberField<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>(
  props: Omit<FormNumberFieldProps<V, N>, 'showSteppers' | 'formatOptions'>,
) {
  return (
    <FormNumberField<V, N>
      {...props}
      showSteppers={false}
      formatOptions={{ maximumFractionDigits: 8, useGrouping: false }}
    />
  );
}

/**
 * The index's or model's icon (doc 3 §2, §5): a JPEG or PNG smaller than 256 KB and at most 512 px (issue 28), checked by its content; the
 * saved icon shows until another is chosen.
 */
export function IconImageField({ current }: { current: string | null }) {
  return (
    <FormImagePicker
      name="icon_image"
      label={texts.icon}
      kind={ICON_IMAGE_FILE}
      current={current}
      messages={texts.iconAlt}
    />
  );
}
