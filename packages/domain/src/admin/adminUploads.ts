import { MAX_UPLOAD_BYTES } from '../constants';
import {
  type UploadCandidate,
  uploadContentOf,
  uploadFormatOfName,
  uploadFormatOfType,
  uploadMessages,
} from '../identity/documents';

/**
 * The admin console's file choices (doc 3 §2, §5): the icon image of an index or model, and the
 * encrypted crypto-withdrawal file the Keys page decrypts. Both must be smaller than 9 MB (doc 3 §5
 * "Uploads"). The spec gives no message for a wrong type: the wording is the project's, the same
 * the server answers with.
 */
export const adminUploadMessages = {
  iconType: 'Icon image must be a JPEG or PNG file',
  iconContent: 'Icon image content is not a JPEG or PNG',
  encryptedFileType: 'File type must be an encrypted crypto-withdrawal CSV (.csv or .csv.enc)',
  encryptedFileContent: 'File content is not an encrypted crypto-withdrawal CSV',
} as const;

/** Media types of an index or model icon. */
export const ICON_MEDIA_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * What a file picker offers for an encrypted crypto-withdrawal file: the file is text (base64), so
 * browsers report it as CSV, plain text or no type at all, named `.csv` or `.csv.enc`.
 */
export const ENCRYPTED_CSV_ACCEPT = [
  '.csv',
  '.enc',
  'text/csv',
  'text/plain',
  'application/octet-stream',
] as const;

const ENCRYPTED_FILE_MEDIA_TYPES = ['', 'text/csv', 'text/plain', 'application/octet-stream'];

/**
 * The message for an icon that cannot be used, or `null` when it can: a JPEG or PNG (by media type,
 * by a name's extension when it has one, and by its first bytes, `head`), not empty, under 9 MB.
 */
export function validateIconImage(file: UploadCandidate, head: Uint8Array): string | null {
  const format = uploadFormatOfType(file.type);
  const byName = uploadFormatOfName(file.name);
  if (
    !(ICON_MEDIA_TYPES as readonly string[]).includes(file.type) ||
    (byName !== undefined && byName !== format)
  )
    return adminUploadMessages.iconType;
  if (file.size === 0) return uploadMessages.fileEmpty;
  if (file.size >= MAX_UPLOAD_BYTES) return uploadMessages.fileSize;
  return uploadContentOf(head) === format ? null : adminUploadMessages.iconContent;
}

/**
 * The message for a file that cannot be an encrypted crypto-withdrawal CSV, or `null` when it can:
 * a text-like type or a `.csv` / `.enc` name, not empty, under 9 MB, and text in its first bytes
 * (`head`: the file is base64). Whether it decrypts is the server's answer.
 */
export function validateEncryptedCsvFile(file: UploadCandidate, head: Uint8Array): string | null {
  const mediaType = file.type.split(';')[0]?.trim() ?? '';
  const typeAccepted =
    ENCRYPTED_FILE_MEDIA_TYPES.includes(mediaType) || /\.(csv|enc)$/i.test(file.name ?? '');
  if (!typeAccepted) return adminUploadMessages.encryptedFileType;
  if (file.size === 0) return uploadMessages.fileEmpty;
  if (file.size >= MAX_UPLOAD_BYTES) return uploadMessages.fileSize;
  return uploadContentOf(head) === 'text' ? null : adminUploadMessages.encryptedFileContent;
}

/**
 * A kind of file a picker takes: what the system file dialog offers (`accept`: media types and
 * extensions), what the field says under its label about the accepted files, and the check of a
 * chosen file with its first bytes (a message refuses it, `null` accepts it). The three travel
 * together so that a picker cannot offer one kind and check another.
 */
export interface FileKind {
  readonly accept: readonly string[];
  readonly description: string;
  readonly validate: (file: UploadCandidate, head: Uint8Array) => string | null;
}

/** The icon image of an index or model (doc 3 §2, §5). */
export const ICON_IMAGE_FILE: FileKind = {
  accept: ICON_MEDIA_TYPES,
  description: 'A JPEG or PNG image, smaller than 9MB.',
  validate: validateIconImage,
};

/** The encrypted crypto-withdrawal file the Keys page decrypts (doc 3 §5). */
export const ENCRYPTED_CSV_FILE: FileKind = {
  accept: ENCRYPTED_CSV_ACCEPT,
  description: 'The crypto-withdrawal file (.csv or .csv.enc) encrypted with this key.',
  validate: validateEncryptedCsvFile,
};
