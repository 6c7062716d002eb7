import {
  readUploadHead,
  safeUploadName,
  type UploadSlotState,
  uploadAccept,
  uploadMessages,
  validateUpload,
} from '@cairn/domain';
import { type ReactNode, type Ref, useId, useRef, useState } from 'react';
import {
  DropZone,
  type DropZoneProps,
  type FileDropItem,
  FileTrigger,
  Label,
  ProgressBar,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { ToneIcon } from '../private/ToneIcon';
import {
  dropZone,
  error as errorClass,
  fill,
  hint,
  label as labelClass,
  progress as progressClass,
  root,
  status as statusClass,
  success,
  track,
} from './FileUpload.css';

/** The kit's own words around the spec's upload messages. */
export const fileUploadTexts = {
  choose: 'Choose file',
  replace: 'Replace file',
  dropHint: 'Drag a file here, or',
  dropZoneLabel: 'Drop or paste a file here',
  uploading: 'Uploading',
  processing: 'Processing',
  uploaded: 'Uploaded',
  accepted: 'JPEG, PNG or PDF, smaller than 9MB',
  acceptedWithCsv: 'JPEG, PNG, CSV or PDF, smaller than 9MB',
} as const;

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
}: FileUploadProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  const errorId = useId();
  const labelId = useId();
  const chooseId = useId();
  const isBusy = state === 'LOADING' || state === 'PENDING';
  const blocked = isDisabled || isBusy;
  const message = rejection ?? (state === 'FAILURE' ? uploadMessages.failed : null);

  // Checks are asynchronous (the first bytes are read): only the latest file chosen counts.
  const latest = useRef(0);
  const take = async (file: File) => {
    const attempt = ++latest.current;
    const refused = validateUpload(file, await readUploadHead(file), { allowCsv });
    if (attempt !== latest.current) return;
    setRejection(refused);
    if (refused === null) onFile(file);
  };

  const handleDrop: NonNullable<DropZoneProps['onDrop']> = async (event) => {
    const item = event.items.find((entry): entry is FileDropItem => entry.kind === 'file');
    if (item) await take(await item.getFile());
  };

  return (
    <div
      className={[root, className].filter(Boolean).join(' ')}
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
        aria-label={fileUploadTexts.dropZoneLabel}
        getDropOperation={() => (blocked ? 'cancel' : 'copy')}
        onDrop={handleDrop}
      >
        <p className={hint}>
          {description ?? (allowCsv ? fileUploadTexts.acceptedWithCsv : fileUploadTexts.accepted)}
        </p>
        {isBusy ? (
          <ProgressBar
            className={progressClass}
            isIndeterminate={state === 'PENDING' || progress === undefined}
            value={progress ?? 0}
          >
            {({ percentage, valueText, isIndeterminate }) => (
              <>
                <Label>{state === 'PENDING' ? fileUploadTexts.processing : fileUploadTexts.uploading}</Label>
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
            <p className={hint}>{fileUploadTexts.dropHint}</p>
            <FileTrigger
              acceptedFileTypes={uploadAccept({ allowCsv }).split(',')}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) void take(file);
              }}
            >
              <Button
                {...(inputRef === undefined ? {} : { ref: inputRef })}
                id={chooseId}
                variant="secondary"
                size="sm"
                isDisabled={blocked}
                aria-labelledby={`${chooseId} ${labelId}`}
                {...(message === null ? {} : { 'aria-describedby': errorId })}
              >
                {state === 'SUCCESS' ? fileUploadTexts.replace : fileUploadTexts.choose}
              </Button>
            </FileTrigger>
          </>
        )}
        <div aria-live="polite">
          {state === 'SUCCESS' && rejection === null ? (
            <p className={statusClass}>
              <ToneIcon tone="success" size="sm" className={success} />
              {fileUploadTexts.uploaded}
              {fileName ? `: ${safeUploadName(fileName)}` : null}
            </p>
          ) : null}
        </div>
        {message === null ? null : (
          <p id={errorId} role="alert" className={errorClass}>
            <ToneIcon tone="danger" size="sm" />
            {message}
          </p>
        )}
      </DropZone>
    </div>
  );
}
