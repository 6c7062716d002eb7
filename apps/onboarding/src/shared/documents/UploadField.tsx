import { FileUpload } from '@cairn/ui';
import type { UploadSlot } from './useUploadSlot';

/** The kit's FileUpload bound to an upload slot. */
export function UploadField({
  label,
  description,
  slot,
}: {
  label: string;
  description?: string;
  slot: UploadSlot;
}) {
  return (
    <FileUpload
      label={label}
      {...(description === undefined ? {} : { description })}
      state={slot.state}
      {...(slot.progress === undefined ? {} : { progress: slot.progress })}
      {...(slot.fileName === undefined ? {} : { fileName: slot.fileName })}
      onFile={(file) => void slot.upload(file)}
    />
  );
}
