import { type FileKind, safeUploadName } from '@cairn/domain';
import { type ReactNode, type Ref, useId } from 'react';
import { DropZone } from 'react-aria-components';
import { Button } from '../../primitives/controls/Button/Button';
import { cx } from '../../utils/cx';
import { ChooseFileButton, FileError, useCheckedFile } from '../private/fileChoice';
import * as styles from './FilePicker.css';
import { defaultFilePickerMessages, type FilePickerMessages } from './messages';

export interface FilePickerProps {
  /** What the file is, e.g. 'Encrypted CSV file' or 'Icon image'. */
  label: string;
  /**
   * The kind of file taken, from the domain (e.g. `ICON_IMAGE_FILE`, `ENCRYPTED_CSV_FILE`): what the
   * file dialog offers, the description and the check, which the three props below override.
   */
  kind?: FileKind;
  /** Under the label: the accepted files. @default kind.description */
  description?: ReactNode;
  /**
   * What the system file dialog offers: media types and extensions, e.g. `['.csv', 'text/csv']`.
   * @default kind.accept
   */
  acceptedFileTypes?: readonly string[];
  /**
   * Checks a chosen or dropped file with its first bytes (`head`, for the content signature): a
   * message refuses it (shown instead of taking it), `null` accepts it. E.g. the domain's
   * `validateIconImage`. @default kind.validate
   */
  validate?: (file: File, head: Uint8Array) => string | null;
  /** The chosen file's name, or `null` when none is chosen (shown as its safe base name). */
  fileName: string | null;
  /** Called with an accepted file, or with `null` when the user removes it. */
  onChange: (file: File | null) => void;
  /** An error from the form, e.g. 'CSV file is required'; a refused file's message comes first. */
  errorMessage?: string | undefined;
  /** @default false */
  isDisabled?: boolean;
  /** Merged last onto the root. */
  className?: string;
  /** The choose button, the picker's focusable element (a form focuses it when the field is invalid). */
  inputRef?: Ref<HTMLButtonElement>;
  /** Replaces the picker's words (choose, replace, remove, the drop zone's). */
  messages?: Partial<FilePickerMessages>;
}

/**
 * Picks one file for a form to send later (unlike `FileUpload`, which uploads at once): drop it on
 * the zone (react-aria `DropZone`, which also takes a paste) or choose it (`FileTrigger`). The
 * `kind` of file (a domain constant) decides what is offered and accepted, and its message shows
 * when a file is refused; the chosen file's name shows with a button to remove it. The choose
 * button is named with the label ('Choose file Encrypted CSV file') and described by the error.
 *
 * Selectors: root `[data-invalid]`, `[data-filled]`; drop zone `[data-drop-target]`,
 * `[data-focus-visible]`, `[data-disabled]`.
 */
export function FilePicker({
  label,
  kind,
  description = kind?.description,
  acceptedFileTypes = kind?.accept,
  validate = kind?.validate,
  fileName,
  onChange,
  errorMessage,
  isDisabled = false,
  className,
  inputRef,
  messages,
}: FilePickerProps) {
  const t = { ...defaultFilePickerMessages, ...messages };
  const { rejection, clear, take, onDrop } = useCheckedFile(validate, onChange);
  const labelId = useId();
  const chooseId = useId();
  const removeId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const message = rejection ?? errorMessage ?? null;

  const describedBy = cx(description === undefined ? null : descriptionId, message === null ? null : errorId);

  return (
    <div
      className={cx(styles.root, className)}
      data-invalid={message === null ? undefined : ''}
      data-filled={fileName === null ? undefined : ''}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {description === undefined ? null : (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <DropZone
        className={styles.dropZone}
        aria-label={t.dropZoneLabel}
        isDisabled={isDisabled}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={onDrop}
      >
        <span className={styles.hint}>{t.dropHint}</span>
        <ChooseFileButton
          id={chooseId}
          labelId={labelId}
          describedBy={describedBy}
          acceptedFileTypes={acceptedFileTypes}
          onFile={(file) => void take(file)}
          isDisabled={isDisabled}
          inputRef={inputRef}
        >
          {fileName === null ? t.choose : t.replace}
        </ChooseFileButton>
      </DropZone>
      {/* Nothing under the drop zone until a file is chosen: the zone's own hint says what to do. */}
      {fileName === null ? null : (
        <div className={styles.chosen}>
          <span className={styles.fileName}>{safeUploadName(fileName)}</span>
          <Button
            id={removeId}
            variant="ghost"
            size="sm"
            isDisabled={isDisabled}
            aria-labelledby={`${removeId} ${labelId}`}
            onPress={() => {
              clear();
              onChange(null);
            }}
          >
            {t.remove}
          </Button>
        </div>
      )}
      {message === null ? null : <FileError id={errorId}>{message}</FileError>}
    </div>
  );
}
