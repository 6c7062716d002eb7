import { NumberField, Select, type SelectOption, TextField } from '@cairn/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** The props every form field here takes: the form's control and the field's path. */
interface BoundField<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  description?: string;
  isRequired?: boolean;
}

/**
 * A text field bound to a react-hook-form field: its value, blur (touched) and the schema's message
 * for it (shown once the field has been validated: on change or blur, or on submit).
 */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired = false,
  type,
  placeholder,
}: BoundField<V> & { type?: 'text' | 'email'; placeholder?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          {...(description === undefined ? {} : { description })}
          {...(placeholder === undefined ? {} : { placeholder })}
          type={type ?? 'text'}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isRequired={isRequired}
          validationBehavior="aria"
          isInvalid={fieldState.error !== undefined}
          errorMessage={fieldState.error?.message ?? ''}
        />
      )}
    />
  );
}

/**
 * A number field bound to a react-hook-form field. An empty input is `null` (never NaN), so the
 * schema's required and range messages apply; decimals are accepted (doc 3 §5 "Shared inputs").
 */
export function FormNumberField<V extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired = false,
  minValue,
  maxValue,
}: BoundField<V> & { minValue?: number; maxValue?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          label={label}
          {...(description === undefined ? {} : { description })}
          {...(minValue === undefined ? {} : { minValue })}
          {...(maxValue === undefined ? {} : { maxValue })}
          showSteppers={false}
          formatOptions={{ maximumFractionDigits: 8, useGrouping: false }}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : Number.NaN}
          onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
          onBlur={field.onBlur}
          isRequired={isRequired}
          validationBehavior="aria"
          isInvalid={fieldState.error !== undefined}
          errorMessage={fieldState.error?.message ?? ''}
        />
      )}
    />
  );
}

const asId = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A select bound to a react-hook-form field. By default the field holds the chosen option's id;
 * `toValue` / `toId` map other values (a boolean) to and from the ids.
 */
export function FormSelect<V extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired = false,
  options,
  placeholder,
  onChosen,
  toValue = (id) => id,
  toId = asId,
}: BoundField<V> & {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Called after the user chooses, with the option's id. */
  onChosen?: (id: string) => void;
  /** The field's value for a chosen id. @default the id */
  toValue?: (id: string) => unknown;
  /** The id shown for the field's value, or null for none. @default the value when it is a non-empty string */
  toId?: (value: unknown) => string | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          {...(description === undefined ? {} : { description })}
          {...(placeholder === undefined ? {} : { placeholder })}
          options={options}
          name={field.name}
          value={toId(field.value)}
          onChange={(key) => {
            if (key === null) return;
            const id = String(key);
            field.onChange(toValue(id));
            onChosen?.(id);
          }}
          onBlur={field.onBlur}
          isRequired={isRequired}
          validationBehavior="aria"
          isInvalid={fieldState.error !== undefined}
          errorMessage={fieldState.error?.message ?? ''}
        />
      )}
    />
  );
}
