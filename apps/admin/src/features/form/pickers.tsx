import { ICON_MEDIA_TYPES, validateIconImage } from '@cairn/domain';
import { FilePicker, Image, MultiSelect, type MultiSelectOption } from '@cairn/ui';
import { useEffect, useMemo } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { iconField, iconPicker, iconPreview } from './form.css';

/** Names as the choices of a multi-select (the name is both the value and the label). */
export const nameOptions = (names: readonly string[]): MultiSelectOption[] =>
  names.map((name) => ({ id: name, label: name }));

/** A multi-select bound to a react-hook-form field holding the chosen ids. */
export function FormMultiSelect<V extends FieldValues, T extends MultiSelectOption>({
  control,
  name,
  label,
  description,
  options,
  placeholder,
  filter,
  debounceMs,
  emptyText,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  description?: string;
  options: readonly T[];
  placeholder?: string;
  filter?: (option: T, query: string) => boolean;
  debounceMs?: number;
  emptyText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect<T>
          label={label}
          {...(description === undefined ? {} : { description })}
          {...(placeholder === undefined ? {} : { placeholder })}
          {...(filter === undefined ? {} : { filter })}
          {...(debounceMs === undefined ? {} : { debounceMs })}
          {...(emptyText === undefined ? {} : { texts: { noMatches: emptyText } })}
          options={options}
          value={Array.isArray(field.value) ? (field.value as string[]) : []}
          onChange={(next) => {
            field.onChange(next);
            field.onBlur();
          }}
          isInvalid={fieldState.error !== undefined}
          errorMessage={fieldState.error?.message ?? ''}
        />
      )}
    />
  );
}

/** The icon image's words. */
const iconTexts = {
  label: 'Icon Image',
  description: 'A JPEG or PNG image, smaller than 9MB.',
  current: 'Current icon',
  chosen: 'New icon',
} as const;

/** A preview URL of a chosen file, released when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file === null ? null : URL.createObjectURL(file)), [file]);
  useEffect(
    () => () => {
      if (url !== null) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

function IconPreview({ value }: { value: unknown }) {
  const file = value instanceof File ? value : null;
  const fileUrl = useObjectUrl(file);
  const src = file !== null ? fileUrl : typeof value === 'string' ? value : null;
  if (src === null) return null;
  return (
    <Image
      src={src}
      alt={file !== null ? iconTexts.chosen : iconTexts.current}
      width={48}
      height={48}
      className={iconPreview}
    />
  );
}

/**
 * The icon image of an index or model (doc 3 §2, §3): the current icon (its URL) or the chosen file,
 * previewed; a new JPEG or PNG replaces it on save, otherwise the current one stays (sent as null,
 * doc 3 §4).
 */
export function FormIconImage<V extends FieldValues>({
  control,
  name,
  current,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  /** The saved icon's URL, back in place when a chosen file is removed. */
  current: string | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value: unknown = field.value;
        return (
          <div className={iconField}>
            <IconPreview value={value} />
            <FilePicker
              label={iconTexts.label}
              description={iconTexts.description}
              acceptedFileTypes={ICON_MEDIA_TYPES}
              validate={validateIconImage}
              fileName={value instanceof File ? value.name : null}
              onChange={(file) => field.onChange(file ?? current)}
              className={iconPicker}
            />
          </div>
        );
      }}
    />
  );
}
