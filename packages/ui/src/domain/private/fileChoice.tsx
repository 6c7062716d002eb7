import { readUploadHead } from '@cairn/domain';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { type DropZoneProps, type FileDropItem, FileTrigger } from 'react-aria-components';
import { Button } from '../../primitives/controls/Button/Button';
import { ToneIcon } from '../../primitives/private/ToneIcon';
import { defined } from '../../utils/defined';
import { fileError } from './fileChoice.css';

/**
 * A chosen or dropped file, checked with its first bytes (`check`: a message refuses it, `null`
 * accepts it) before `onAccept` takes it. Checks are asynchronous, so only the latest file counts.
 * Returns the refusal's message (cleared by `clear`), `take` for a chosen file and `onDrop` for the
 * drop zone.
 */
export function useCheckedFile(
  check: ((file: File, head: Uint8Array) => string | null) | undefined,
  onAccept: (file: File) => void,
) {
  const [rejection, setRejection] = useState<string | null>(null);
  const latest = useRef(0);
  const take = async (file: File) => {
    const attempt = ++latest.current;
    const refused = check === undefined ? null : check(file, await readUploadHead(file));
    if (attempt !== latest.current) return;
    setRejection(refused);
    if (refused === null) onAccept(file);
  };
  const onDrop: NonNullable<DropZoneProps['onDrop']> = async (event) => {
    const item = event.items.find((entry): entry is FileDropItem => entry.kind === 'file');
    if (item) await take(await item.getFile());
  };
  return { rejection, clear: () => setRejection(null), take, onDrop };
}

/**
 * The button that opens the system file dialog (react-aria `FileTrigger`), named with its own
 * words and the control's label ('Choose file Icon Image'), described by what the caller names.
 */
export function ChooseFileButton({
  id,
  labelId,
  describedBy,
  acceptedFileTypes,
  onFile,
  isDisabled,
  inputRef,
  children,
}: {
  id: string;
  labelId: string;
  describedBy: string;
  acceptedFileTypes: readonly string[] | undefined;
  onFile: (file: File) => void;
  isDisabled: boolean;
  inputRef: Ref<HTMLButtonElement> | undefined;
  children: ReactNode;
}) {
  return (
    <FileTrigger
      {...(acceptedFileTypes === undefined ? {} : { acceptedFileTypes: [...acceptedFileTypes] })}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) onFile(file);
      }}
    >
      <Button
        {...defined({ ref: inputRef })}
        id={id}
        variant="secondary"
        size="sm"
        isDisabled={isDisabled}
        aria-labelledby={`${id} ${labelId}`}
        {...(describedBy === '' ? {} : { 'aria-describedby': describedBy })}
      >
        {children}
      </Button>
    </FileTrigger>
  );
}

/** A refused file's or a failed upload's message, announced, with the danger mark. */
export function FileError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={fileError}>
      <ToneIcon tone="danger" size="sm" />
      {children}
    </p>
  );
}
