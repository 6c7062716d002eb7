import { useEffect, useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { Image } from '../../../primitives/foundations/Image/Image';
import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
import type { FilePickerMessages } from '../../FilePicker/messages';
import { FormFilePicker, type FormFilePickerProps } from '../FormFilePicker/FormFilePicker';
import * as styles from './FormImagePicker.css';

/** The words of `FormImagePicker`: its picker's, and the preview's alternative texts. */
export interface FormImagePickerMessages extends FilePickerMessages {
  /** The saved image, e.g. 'Current icon'. */
  readonly current: string;
  /** A newly chosen file, e.g. 'New icon'. */
  readonly chosen: string;
}

const defaultMessages = { current: 'Current image', chosen: 'New image' };

export interface FormImagePickerProps<
  V extends FieldValues = FieldValues,
  N extends FieldPath<V> = FieldPath<V>,
> extends Omit<FormFilePickerProps<V, N>, 'emptyValue' | 'messages'> {
  /**
   * The saved image's URL, or `null`: previewed while no file is chosen, and the field's value again
   * when a chosen file is removed (so a save keeps it).
   */
  current: string | null;
  /**
   * Replaces the picker's words and the preview's alternative texts.
   * @default { current: 'Current image', chosen: 'New image' } and the `FilePicker`'s
   */
  messages?: Partial<FormImagePickerMessages>;
}

/** A preview URL of a chosen file, released when the file changes or the preview goes. */
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

/**
 * An image bound to a react-hook-form field: the saved image (its URL, the field's starting value)
 * or the chosen file, previewed beside a `FilePicker`. Choosing a file makes it the value; removing
 * it puts the saved URL back. Give it the domain's `kind` (e.g. `ICON_IMAGE_FILE`).
 */
export function FormImagePicker<V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>({
  current,
  messages,
  className,
  ...props
}: FormImagePickerProps<V, N>) {
  const t = { ...defaultMessages, ...messages };
  const value: unknown = useWatch<V>({
    name: props.name,
    ...defined({ control: props.control }),
  });
  const file = value instanceof File ? value : null;
  const fileUrl = useObjectUrl(file);
  const src = file !== null ? fileUrl : typeof value === 'string' && value !== '' ? value : null;
  return (
    <div className={cx(styles.root, className)}>
      {src === null ? null : (
        <Image
          src={src}
          alt={file === null ? t.current : t.chosen}
          width={56}
          height={56}
          className={styles.preview}
        />
      )}
      <FormFilePicker<V, N> {...props} messages={t} emptyValue={current} className={styles.picker} />
    </div>
  );
}
