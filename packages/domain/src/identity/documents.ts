import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../constants';
import { type IdType, idTypeOfCode } from './enums';
import { isBlank, requiredText } from './fieldRules';
import { TEXT_LIMITS } from './textLimits';

/**
 * Document uploads of onboarding (doc 1 §3, §5): the accepted files, the identity documents each ID
 * type needs, and when the institution documents step may continue.
 */

/** The `document_type` of POST /account/application/document (doc 1 §3). */
export const DOCUMENT_TYPES = [
  'passport_document',
  'id_card_front',
  'id_card_back',
  'constitution',
  'proof_of_address',
] as const;
/** A `document_type` (doc 1 §3). */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The states of one upload slot (doc 1 §3). */
export const UPLOAD_SLOT_STATES = ['STANDBY', 'LOADING', 'PENDING', 'SUCCESS', 'FAILURE'] as const;
/** The state of one upload slot (doc 1 §3). */
export type UploadSlotState = (typeof UPLOAD_SLOT_STATES)[number];

/**
 * Upload messages (doc 1 §5 "Uploads"). The spec gives the type, size and failure messages; it
 * gives none for an empty file or a file whose content is not what its name and type say: those
 * are the project's wording.
 */
export const uploadMessages = {
  fileType: 'File type must be a JPEG, PNG, or PDF',
  fileTypeWithCsv: 'File type must be a JPEG, PNG, CSV, or PDF',
  fileSize: 'File size must be smaller than 9MB',
  failed: 'Upload not successful. Please try again.',
  fileEmpty: 'File is empty',
  fileContent: 'File content is not a JPEG, PNG, or PDF',
  fileContentWithCsv: 'File content is not a JPEG, PNG, CSV, or PDF',
} as const;

/** The message of a failed upload (doc 1 §5). */
export const uploadFailedMessage = uploadMessages.failed;

/** Media types of the accepted uploads: JPEG, PNG and PDF (doc 1 §5). */
export const UPLOAD_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The media type of CSV files, accepted where an upload allows CSV (doc 1 §5, doc 3 §5). */
export const CSV_MEDIA_TYPE = 'text/csv';

/** What {@link validateUpload} needs of a file (a browser `File` fits). */
export interface UploadCandidate {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

/** A file whose first bytes can be read: a browser `File` or `Blob`, or Node's. */
export interface ReadableUpload extends UploadCandidate {
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Options of {@link validateUpload}. */
export interface UploadOptions {
  /** CSV files are accepted too (the admin keys decrypt form). */
  readonly allowCsv?: boolean;
}

/**
 * The `accept` list of a file input: the media types, plus CSV (also by extension) when allowed.
 */
export function uploadAccept(options: UploadOptions = {}): string {
  return [...UPLOAD_MEDIA_TYPES, ...(options.allowCsv ? [CSV_MEDIA_TYPE, '.csv'] : [])].join(',');
}

/** How many bytes from the start of a file the content checks read. */
export const UPLOAD_HEAD_BYTES = 512;

/** What a file's first bytes show it to be: one of the accepted formats, text, or anything else. */
export type UploadContent = 'jpeg' | 'png' | 'pdf' | 'text' | 'other';

/** An accepted upload format, by media type, extension or content. */
export type UploadFormat = 'jpeg' | 'png' | 'pdf' | 'csv';

// The formats' signatures ("magic numbers") at the start of the file.
const SIGNATURES: readonly (readonly [UploadContent, readonly number[]])[] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
];

// The control characters text may hold: tab, line feed, form feed, carriage return.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** How many continuation bytes follow a UTF-8 lead byte, or -1 when it cannot lead. */
function continuationCount(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 1;
  if (lead >= 0xe0 && lead <= 0xef) return 2;
  if (lead >= 0xf0 && lead <= 0xf4) return 3;
  return -1;
}

/**
 * Whether the bytes read as UTF-8 text without control characters other than tab and line ends (an
 * executable, an image or an archive has NULs, other controls or stray high bytes in its first
 * bytes). A character cut off by the end of the head still counts as text.
 */
function isText(head: Uint8Array): boolean {
  let index = 0;
  while (index < head.length) {
    const byte = head[index] as number;
    if (byte < 0x80) {
      if ((byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f) return false;
      index += 1;
      continue;
    }
    const count = continuationCount(byte);
    if (count < 0) return false;
    for (let offset = 1; offset <= count && index + offset < head.length; offset += 1) {
      if (((head[index + offset] as number) & 0xc0) !== 0x80) return false;
    }
    index += count + 1;
  }
  return true;
}

/** What the first bytes of a file are (read at least {@link UPLOAD_HEAD_BYTES} of them, or all). */
export function uploadContentOf(head: Uint8Array): UploadContent {
  for (const [content, signature] of SIGNATURES) {
    if (signature.every((byte, index) => head[index] === byte)) return content;
  }
  return head.length > 0 && isText(head) ? 'text' : 'other';
}

/** Reads the first {@link UPLOAD_HEAD_BYTES} bytes of a file, for the content checks. */
export async function readUploadHead(file: ReadableUpload): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer());
}

const FORMAT_OF_MEDIA_TYPE: Readonly<Record<string, UploadFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  [CSV_MEDIA_TYPE]: 'csv',
};

const FORMAT_OF_EXTENSION: Readonly<Record<string, UploadFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  csv: 'csv',
};

/** The lower-case extension of a file name ('' when it has none). */
function extensionOf(name: string): string {
  const base = safeUploadName(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The format a media type (parameters ignored) names, if an accepted one. */
export function uploadFormatOfType(type: string): UploadFormat | undefined {
  return FORMAT_OF_MEDIA_TYPE[type.split(';')[0]?.trim().toLowerCase() ?? ''];
}

/** The format a file name's extension names: an accepted one, `'other'`, or `undefined` without one. */
export function uploadFormatOfName(name: string | undefined): UploadFormat | 'other' | undefined {
  const extension = extensionOf(name ?? '');
  if (extension === '') return undefined;
  return FORMAT_OF_EXTENSION[extension] ?? 'other';
}

/** Whether the first bytes are what the format says: its signature, or text for CSV. */
export function contentMatches(format: UploadFormat, head: Uint8Array): boolean {
  const content = uploadContentOf(head);
  return format === 'csv' ? content === 'text' : content === format;
}

/**
 * The message for a file that cannot be uploaded, or `null` when it can (doc 1 §5), checked in
 * this order:
 * 1. the type: the media type must be JPEG, PNG or PDF (or CSV with `allowCsv`; some systems give
 *    CSV files another type, so a `.csv` name is enough there), and a name's extension must name
 *    the same format (`evil.exe` sent as image/png is refused);
 * 2. not empty;
 * 3. smaller than 9 MB (a file of exactly 9 MB is refused);
 * 4. the content: the first bytes (`head`, see {@link readUploadHead}) must carry the format's
 *    signature (JPEG, PNG, PDF) or be text (CSV): an executable renamed `.png` is refused.
 */
export function validateUpload(
  file: UploadCandidate,
  head: Uint8Array,
  options: UploadOptions = {},
): string | null {
  const allowCsv = options.allowCsv === true;
  const byName = uploadFormatOfName(file.name);
  const byType = uploadFormatOfType(file.type);
  const format = allowCsv && byName === 'csv' ? 'csv' : byType;
  const allowed = format !== undefined && (format !== 'csv' || allowCsv);
  if (!allowed || (byName !== undefined && byName !== format)) {
    return allowCsv ? uploadMessages.fileTypeWithCsv : uploadMessages.fileType;
  }
  if (file.size === 0) return uploadMessages.fileEmpty;
  if (file.size >= MAX_UPLOAD_BYTES) return uploadMessages.fileSize;
  if (!contentMatches(format, head))
    return allowCsv ? uploadMessages.fileContentWithCsv : uploadMessages.fileContent;
  return null;
}

/** {@link validateUpload} after reading the file's first bytes. */
export async function checkUpload(file: ReadableUpload, options: UploadOptions = {}): Promise<string | null> {
  return validateUpload(file, await readUploadHead(file), options);
}

/** The longest file name kept or shown. */
export const UPLOAD_NAME_MAX_LENGTH = 100;

/**
 * Whether a character may not stay in a file name: control characters, and the direction marks and
 * overrides that can disguise an extension ('evil\u202Egnp.exe' shows as 'evilexe.png').
 */
function isUnsafeNameCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * The name a file is stored and shown under: its base name only (no folders, so
 * `../../../../etc/passwd.png` becomes `passwd.png`), without control or direction-changing
 * characters or leading dots, at most {@link UPLOAD_NAME_MAX_LENGTH} characters with its
 * extension kept; `'file'` when nothing is left.
 */
export function safeUploadName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const kept = [...base].filter((character) => !isUnsafeNameCharacter(character)).join('');
  const cleaned = kept.replace(/^[.\s]+/, '').trimEnd();
  if (cleaned === '') return 'file';
  // Counted in characters, so a cut never splits one (an emoji is two UTF-16 units).
  const characters = [...cleaned];
  if (characters.length <= UPLOAD_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? [...cleaned.slice(dot)] : [];
  return [...characters.slice(0, UPLOAD_NAME_MAX_LENGTH - extension.length), ...extension].join('');
}

/** The documents each ID type needs (doc 1 §2.6, §5): front and back of an ID card, or the passport. */
export const ID_TYPE_DOCUMENTS: Readonly<Record<IdType, readonly DocumentType[]>> = {
  GOVERNMENT_ID: ['id_card_front', 'id_card_back'],
  PASSPORT: ['passport_document'],
};

/** Upload slots of the ID verification step, keyed by document type. */
export type UploadSlots = Readonly<Partial<Record<DocumentType, UploadSlotState>>>;

/** The ID upload slots after the ID type changes: both reset to STANDBY (doc 1 §4). */
export const ID_UPLOAD_SLOTS_RESET: UploadSlots = {
  passport_document: 'STANDBY',
  id_card_front: 'STANDBY',
  id_card_back: 'STANDBY',
};

/** The slot state of a document the application reports as uploaded (or not). */
export function slotStateFromUploaded(uploaded: boolean | null | undefined): UploadSlotState {
  return uploaded === true ? 'SUCCESS' : 'STANDBY';
}

/** What the application reports of the identity documents (doc 1 §3). */
export interface SavedIdDocuments {
  /** The numeric `id_type` (1 government-issued ID, 2 passport), `null` before one is chosen. */
  readonly id_type: number | null;
  /** The passport, or the ID card's front. */
  readonly document_uploaded: boolean;
  readonly id_card_back_uploaded: boolean;
}

/**
 * The ID type and the upload slots the application's saved documents give: the passport or the ID
 * card's front is `document_uploaded`, the back `id_card_back_uploaded`; only the slots of the
 * saved type count as uploaded (the others start empty, doc 1 §4).
 */
export function savedIdDocuments(saved: SavedIdDocuments): { idType: IdType | null; slots: UploadSlots } {
  const idType = idTypeOfCode(saved.id_type);
  return {
    idType,
    slots: {
      id_card_front: slotStateFromUploaded(idType === 'GOVERNMENT_ID' && saved.document_uploaded),
      id_card_back: slotStateFromUploaded(idType === 'GOVERNMENT_ID' && saved.id_card_back_uploaded),
      passport_document: slotStateFromUploaded(idType === 'PASSPORT' && saved.document_uploaded),
    },
  };
}

/** Whether every document the ID type needs has uploaded successfully (doc 1 §5). */
export function idDocumentsComplete(idType: IdType | null | undefined, slots: UploadSlots): boolean {
  if (idType === null || idType === undefined) return false;
  return ID_TYPE_DOCUMENTS[idType].every((documentType) => slots[documentType] === 'SUCCESS');
}

/** Institution documents messages. The spec gives none for the explanation: the wording is the project's. */
export const institutionDocumentsMessages = {
  proofOfAddressExplanationRequired: 'Explanation is required',
} as const;

/** The written explanation given instead of a proof of address (doc 1 §5). */
export const proofOfAddressExplanationSchema = requiredText(
  institutionDocumentsMessages.proofOfAddressExplanationRequired,
  [],
  TEXT_LIMITS.paragraph,
);

/**
 * The institution documents step's form (doc 1 §4, §5): the answer to "proof of address?" (`null`
 * before the user answers) and, when it is No, the written explanation that must then be given.
 */
export const proofOfAddressAnswerSchema = z
  .object({
    hasProofOfAddress: z.boolean().nullable(),
    proofOfAddressExplanation: z.string(),
  })
  .superRefine((answer, context) => {
    if (answer.hasProofOfAddress !== false) return;
    for (const issue of proofOfAddressExplanationSchema.safeParse(answer.proofOfAddressExplanation).error
      ?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['proofOfAddressExplanation'], message: issue.message });
    }
  });
/** Values of {@link proofOfAddressAnswerSchema}. */
export type ProofOfAddressAnswer = z.input<typeof proofOfAddressAnswerSchema>;

/** What the institution documents step knows (doc 1 §2.6, §3). */
export interface InstitutionDocumentsState {
  readonly constitutionUploaded: boolean;
  /** The answer to "proof of address?": `null` before the user answers. */
  readonly hasProofOfAddress: boolean | null;
  readonly proofOfAddressUploaded: boolean;
  readonly proofOfAddressExplanation: string;
}

/**
 * The state after answering the proof-of-address question (doc 1 §4): Yes clears the explanation,
 * No clears the uploaded flag (a written explanation is then required).
 */
export function answerProofOfAddress(
  state: InstitutionDocumentsState,
  hasProofOfAddress: boolean,
): InstitutionDocumentsState {
  return hasProofOfAddress
    ? { ...state, hasProofOfAddress, proofOfAddressExplanation: '' }
    : { ...state, hasProofOfAddress, proofOfAddressUploaded: false };
}

/** What the application reports of the proof of address (doc 1 §3). */
export interface SavedProofOfAddress {
  readonly proof_of_address_uploaded: boolean;
  readonly proof_of_address_explanation: string | null;
}

/**
 * The saved answer to "proof of address?": Yes once a proof is uploaded, No once an explanation is
 * saved, else `null` (not answered yet).
 */
export function savedProofOfAddressAnswer(saved: SavedProofOfAddress): boolean | null {
  if (saved.proof_of_address_uploaded) return true;
  if (!isBlank(saved.proof_of_address_explanation ?? '')) return false;
  return null;
}

/**
 * Whether Continue is enabled (doc 1 §5): the constitution is uploaded, and the proof of address is
 * uploaded (answer Yes) or explained in writing (answer No).
 */
export function canContinueInstitutionDocuments(state: InstitutionDocumentsState): boolean {
  if (!state.constitutionUploaded) return false;
  if (state.hasProofOfAddress === true) return state.proofOfAddressUploaded;
  if (state.hasProofOfAddress === false) return !isBlank(state.proofOfAddressExplanation);
  return false;
}
