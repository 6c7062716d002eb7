import { MAX_UPLOAD_BYTES } from '../constants';
import type { IdType } from './enums';
import { isBlank, requiredText } from './fieldRules';

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

/** Upload messages (doc 1 §5 "Uploads"). */
export const uploadMessages = {
  fileType: 'File type must be a JPEG, PNG, or PDF',
  fileTypeWithCsv: 'File type must be a JPEG, PNG, CSV, or PDF',
  fileSize: 'File size must be smaller than 9MB',
  failed: 'Upload not successful. Please try again.',
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

/**
 * The message for a file that cannot be uploaded, or `null` when it can (doc 1 §5): the type first,
 * then the size, which must be smaller than 9 MB (a file of exactly 9 MB is refused). A CSV file is
 * recognised by its media type or, because some systems report another type for it, by a `.csv`
 * name.
 */
export function validateUpload(file: UploadCandidate, options: UploadOptions = {}): string | null {
  const allowCsv = options.allowCsv === true;
  const isCsv = file.type === CSV_MEDIA_TYPE || (file.name ?? '').toLowerCase().endsWith('.csv');
  const typeAccepted = (UPLOAD_MEDIA_TYPES as readonly string[]).includes(file.type) || (allowCsv && isCsv);
  if (!typeAccepted) return allowCsv ? uploadMessages.fileTypeWithCsv : uploadMessages.fileType;
  return file.size < MAX_UPLOAD_BYTES ? null : uploadMessages.fileSize;
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
);

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
