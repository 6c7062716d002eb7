import { safeUploadName, type UploadSlotState, uploadAccept, validateUpload } from '@cairn/domain';
import { type ReactNode, type Ref, useId } from 'react';
import { DropZone, Label, ProgressBar } from 'react-aria-components';
import { ToneIcon } from '../../primitives/private/ToneIcon';
import { cx } from '../../utils/cx';
import { ChooseFileButton, FileError, useCheckedFile } from '../private/fileChoice';
import {
  dropZone,
  fill,
  hint,
  label as labelClass,
  progress as progressClass,
  root,
  status as statusClass,
  success,
  track,
} from './FileUpload.css';
import { defaultFileUploadMessages, type FileUploadMessages } from './messages';

export interface FileUploadProps {
  /** The document, e.g. 'ID card front'. */
  label: string;
  /** Under the label. @default the accepted types and size */
  description?: ReactNode;
  /** Accept CSV files too (the admin keys form). @default false */
  allowCsv?: boolean;
  /** The slot's upload state (doc 1 §3). @default 'STANDBY' */
  state?: UploadSlotState;
  /** Upload progress in percent while `LOADING`; without it the bar is indeterminate. */
  progress?: number;
  /** The chosen or uploaded file's name, shown with the state (as its safe base name). */
  fileName?: string;
  /**
   * Receives a file that passed `validateUpload` (type, emptiness, size and content); rejected files
   * show the rule's message instead.
   */
  onFile: (file: File) => void;
  /** @default false */
  isDisabled?: boolean;
  /** Merged last onto the root. */
  className?: string;
  /** The choose button, the picker's focusable element (a form focuses it when the field is invalid). */
  inputRef?: Ref<HTMLButtonElement>;
  /** Replaces the slot's words (choose, progress, status, failure, the drop zone's). */
  messages?: Partial<FileUploadMessages>;
}

/**
 * One upload slot (doc 1 §3, §5): drop a file on it (react-aria `DropZone`, which also takes a
 * paste) or choose one (`FileTrigger`). The file is checked with the domain's `validateUpload`
 * (JPEG, PNG, PDF, plus CSV with `allowCsv`, by type, extension and the signature in its first
 * bytes; not empty; smaller than 9MB) and its exact message shown when refused; an accepted file
 * goes to `onFile`. The caller uploads it and reports `state` and
 * `progress`: a progress bar while LOADING/PENDING, the spec's 'Upload not successful. Please try
 * again.' on FAILURE.
 *
 * Selectors: root `[data-state="STANDBY | LOADING | PENDING | SUCCESS | FAILURE"]`, `[data-invalid]`;
 * drop zone `[data-drop-target]`, `[data-focus-visible]`, `[data-disabled]`.
 */
export function FileUpload({
  label,
  description,
  allowCsv = false,
  state = 'STANDBY',
  progress,
  fileName,
  onFile,
  isDisabled = false,
  className,
  inputRef,
  messages,
}: FileUploadProps) {
  const t = { ...defaultFileUploadMessages, ...messages };
  const { rejection, take, onDrop } = useCheckedFile(
    (file, head) => validateUpload(file, head, { allowCsv }),
    onFile,
  );
  const errorId = useId();
  const labelId = useId();
  const chooseId = useId();
  const isBusy = state === 'LOADING' || state === 'PENDING';
  const blocked = isDisabled || isBusy;
  const message = rejection ?? (state === 'FAILURE' ? t.failed : null);

  return (
    <div
      className={cx(root, className)}
      data-state={state}
      data-invalid={rejection === null ? undefined : ''}
    >
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <DropZone
        className={dropZone}
        aria-labelledby={labelId}
        isDisabled={blocked}
        aria-label={t.dropZoneLabel}
        getDropOperation={() => (blocked ? 'cancel' : 'copy')}
        onDrop={onDrop}
      >
        {isBusy ? (
          <ProgressBar
            className={progressClass}
            isIndeterminate={state === 'PENDING' || progress === undefined}
            value={progress ?? 0}
          >
            {({ percentage, valueText, isIndeterminate }) => (
              <>
                <Label>{state === 'PENDING' ? t.processing : t.uploading}</Label>
                <span>{isIndeterminate ? null : valueText}</span>
                <div className={track}>
                  <div
                    className={fill}
                    style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
                  />
                </div>
              </>
            )}
          </ProgressBar>
        ) : (
          <>
            <p className={hint}>{t.dropHint}</p>
            <ChooseFileButton
              id={chooseId}
              labelId={labelId}
              describedBy={message === null ? '' : errorId}
              acceptedFileTypes={uploadAccept({ allowCsv }).split(',')}
              onFile={(file) => void take(file)}
              isDisabled={blocked}
              inputRef={inputRef}
            >
              {state === 'SUCCESS' ? t.replace : t.choose}
            </ChooseFileButton>
          </>
        )}
        {/* The action first, then what it takes, as the muted last line. */}
        <p className={hint}>{description ?? (allowCsv ? t.acceptedWithCsv : t.accepted)}</p>
        <div aria-live="polite">
          {state === 'SUCCESS' && rejection === null ? (
            <p className={statusClass}>
              <ToneIcon tone="success" size="sm" className={success} />
              {t.uploaded}
              {fileName ? `: ${safeUploadName(fileName)}` : null}
            </p>
          ) : null}
        </div>
        {message === null ? null : <FileError id={errorId}>{message}</FileError>}
      </DropZone>
    </div>
  );
}
