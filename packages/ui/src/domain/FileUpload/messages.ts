import { uploadMessages } from '@cairn/domain';
import { defaultFileChoiceMessages, type FileChoiceMessages } from '../private/fileChoiceMessages';

/** The words of `FileUpload` (a refused file's message is the domain rule's, not one of these). */
export interface FileUploadMessages extends FileChoiceMessages {
  /** The progress bar's label while `LOADING`. */
  readonly uploading: string;
  /** The progress bar's label while `PENDING`. */
  readonly processing: string;
  /** The status once `SUCCESS`, followed by ': ' and the file's name when given. */
  readonly uploaded: string;
  /** The error on `FAILURE`. */
  readonly failed: string;
  /** The default description: the accepted files. */
  readonly accepted: string;
  /** The default description with `allowCsv`. */
  readonly acceptedWithCsv: string;
}

export const defaultFileUploadMessages: FileUploadMessages = {
  ...defaultFileChoiceMessages,
  uploading: 'Uploading',
  processing: 'Processing',
  uploaded: 'Uploaded',
  failed: uploadMessages.failed,
  accepted: 'JPEG, PNG or PDF, smaller than 9 MB',
  acceptedWithCsv: 'JPEG, PNG, CSV or PDF, smaller than 9 MB',
};
