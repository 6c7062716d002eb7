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
  iconSize: 'Icon image must be smaller than 256 KB',
  iconDimensions: 'Icon image must be at most 512 x 512 pixels',
  encryptedFileType: 'File type must be an encrypted crypto-withdrawal CSV (.csv or .csv.enc)',
  encryptedFileContent: 'File content is not an encrypted crypto-withdrawal CSV',
} as const;

/**
 * The largest icon (issue 28): an icon is shown at most 64 px wide, so 512 px covers every screen
 * density, and 256 KB is far more than such an image needs. Both are the project's bound (the
 * spec says only "smaller than 9 MB", which let one icon weigh on every marketplace answer).
 */
export const ICON_MAX_BYTES = 256 * 1024;
/** The largest icon width and height, in pixels. */
export const ICON_MAX_PIXELS = 512;

/** A picture's size in pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The width and height a PNG (its IHDR chunk) or JPEG (its first start-of-frame segment) declares,
 * or `null` when the bytes at hand do not say (not one of the two, or cut before the size).
 */
export function imageSizeOf(bytes: Uint8Array): ImageSize | null {
  const content = uploadContentOf(bytes);
  const u16 = (at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
  const u32 = (at: number) => u16(at) * 65536 + u16(at + 2);
  if (content === 'png') {
    // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4).
    if (bytes.length < 24 || String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') return null;
    return { width: u32(16), height: u32(20) };
  }
  if (content !== 'jpeg') return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC): precision (1), height (2), width (2).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16(at + 7), height: u16(at + 5) };
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    at += 2 + u16(at + 2);
  }
  return null;
}

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
 * by a name's extension when it has one, and by its first bytes, `head`), not empty, smaller than
 * {@link ICON_MAX_BYTES}, and at most {@link ICON_MAX_PIXELS} wide and high when `head` says.
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
  if (file.size >= ICON_MAX_BYTES) return adminUploadMessages.iconSize;
  if (uploadContentOf(head) !== format) return adminUploadMessages.iconContent;
  const size = imageSizeOf(head);
  if (size && (size.width > ICON_MAX_PIXELS || size.height > ICON_MAX_PIXELS))
    return adminUploadMessages.iconDimensions;
  return null;
}

/**
 * The server's check of a whole icon file (`bytes`: all of it): {@link validateIconImage}, and
 * its size in pixels must be readable and within {@link ICON_MAX_PIXELS} (the picker's first bytes
 * may stop before a JPEG says its size; the server has the whole file).
 */
export function validateIconFile(file: UploadCandidate, bytes: Uint8Array): string | null {
  const problem = validateIconImage(file, bytes);
  if (problem) return problem;
  return imageSizeOf(bytes) === null ? adminUploadMessages.iconContent : null;
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
  description: 'A JPEG or PNG image, smaller than 256 KB and at most 512 x 512 pixels.',
  validate: validateIconImage,
};

/** The encrypted crypto-withdrawal file the Keys page decrypts (doc 3 §5). */
export const ENCRYPTED_CSV_FILE: FileKind = {
  accept: ENCRYPTED_CSV_ACCEPT,
  description: 'The crypto-withdrawal file (.csv or .csv.enc) encrypted with this key.',
  validate: validateEncryptedCsvFile,
};
