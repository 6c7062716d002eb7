import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants';
import {
  answerProofOfAddress,
  canContinueInstitutionDocuments,
  DOCUMENT_TYPES,
  ID_UPLOAD_SLOTS_RESET,
  type InstitutionDocumentsState,
  idDocumentsComplete,
  institutionDocumentsMessages,
  proofOfAddressExplanationSchema,
  slotStateFromUploaded,
  UPLOAD_SLOT_STATES,
  uploadAccept,
  uploadFailedMessage,
  uploadMessages,
  validateUpload,
} from './documents';

describe('upload messages (doc 1 §5)', () => {
  it('quotes the spec', () => {
    expect(uploadMessages).toEqual({
      fileType: 'File type must be a JPEG, PNG, or PDF',
      fileTypeWithCsv: 'File type must be a JPEG, PNG, CSV, or PDF',
      fileSize: 'File size must be smaller than 9MB',
      failed: 'Upload not successful. Please try again.',
    });
    expect(uploadFailedMessage).toBe('Upload not successful. Please try again.');
  });

  it('lists the document types and slot states of doc 1 §3', () => {
    expect(DOCUMENT_TYPES).toEqual([
      'passport_document',
      'id_card_front',
      'id_card_back',
      'constitution',
      'proof_of_address',
    ]);
    expect(UPLOAD_SLOT_STATES).toEqual(['STANDBY', 'LOADING', 'PENDING', 'SUCCESS', 'FAILURE']);
  });
});

describe('validateUpload', () => {
  const small = 1024;
  it.each([
    [{ type: 'image/jpeg', size: small }, {}, null],
    [{ type: 'image/png', size: small }, {}, null],
    [{ type: 'application/pdf', size: small }, {}, null],
    [{ type: 'image/gif', size: small }, {}, uploadMessages.fileType],
    [{ type: '', size: small }, {}, uploadMessages.fileType],
    [{ type: 'text/csv', size: small }, {}, uploadMessages.fileType],
    [{ type: 'text/csv', size: small }, { allowCsv: true }, null],
    [{ type: 'application/vnd.ms-excel', size: small, name: 'keys.CSV' }, { allowCsv: true }, null],
    [{ type: '', size: small, name: 'keys.csv' }, { allowCsv: false }, uploadMessages.fileType],
    [{ type: 'image/gif', size: small }, { allowCsv: true }, uploadMessages.fileTypeWithCsv],
    [{ type: 'image/png', size: MAX_UPLOAD_BYTES - 1 }, {}, null],
    [{ type: 'image/png', size: MAX_UPLOAD_BYTES }, {}, uploadMessages.fileSize],
    [{ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, {}, uploadMessages.fileSize],
    [{ type: 'image/gif', size: MAX_UPLOAD_BYTES + 1 }, {}, uploadMessages.fileType],
  ])('%j with %j gives %j', (file, options, message) => {
    expect(validateUpload(file, options)).toBe(message);
  });

  it('defaults to JPEG, PNG and PDF only; 9 MB is 9 × 1024 × 1024 bytes', () => {
    expect(validateUpload({ type: 'text/csv', size: 1 })).toBe(uploadMessages.fileType);
    expect(MAX_UPLOAD_BYTES).toBe(9_437_184);
  });

  it('builds the accept list of the file input', () => {
    expect(uploadAccept()).toBe('image/jpeg,image/png,application/pdf');
    expect(uploadAccept({ allowCsv: true })).toBe('image/jpeg,image/png,application/pdf,text/csv,.csv');
  });

  it('accepts exactly the files under 9 MB of an accepted type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'image/gif', 'text/plain'),
        fc.integer({ min: 0, max: 2 * MAX_UPLOAD_BYTES }),
        (type, size) => {
          const ok = ['image/jpeg', 'image/png', 'application/pdf'].includes(type) && size < MAX_UPLOAD_BYTES;
          expect(validateUpload({ type, size }) === null).toBe(ok);
        },
      ),
    );
  });
});

describe('ID verification (doc 1 §2.6, §5)', () => {
  it.each([
    ['GOVERNMENT_ID', { id_card_front: 'SUCCESS', id_card_back: 'SUCCESS' }, true],
    ['GOVERNMENT_ID', { id_card_front: 'SUCCESS' }, false],
    ['GOVERNMENT_ID', { id_card_front: 'SUCCESS', id_card_back: 'PENDING' }, false],
    ['GOVERNMENT_ID', { passport_document: 'SUCCESS' }, false],
    ['PASSPORT', { passport_document: 'SUCCESS' }, true],
    ['PASSPORT', { passport_document: 'FAILURE' }, false],
    ['PASSPORT', { id_card_front: 'SUCCESS', id_card_back: 'SUCCESS' }, false],
    [null, { passport_document: 'SUCCESS' }, false],
    [undefined, {}, false],
  ] as const)('%s with %j is complete: %s', (idType, slots, expected) => {
    expect(idDocumentsComplete(idType, slots)).toBe(expected);
  });

  it('resets every ID slot when the ID type changes, and reads saved flags', () => {
    expect(idDocumentsComplete('PASSPORT', ID_UPLOAD_SLOTS_RESET)).toBe(false);
    expect(idDocumentsComplete('GOVERNMENT_ID', ID_UPLOAD_SLOTS_RESET)).toBe(false);
    expect(slotStateFromUploaded(true)).toBe('SUCCESS');
    expect(slotStateFromUploaded(false)).toBe('STANDBY');
    expect(slotStateFromUploaded(null)).toBe('STANDBY');
  });
});

describe('institution documents (doc 1 §4, §5)', () => {
  const base: InstitutionDocumentsState = {
    constitutionUploaded: true,
    hasProofOfAddress: null,
    proofOfAddressUploaded: false,
    proofOfAddressExplanation: '',
  };

  it.each([
    [{}, false],
    [{ hasProofOfAddress: true }, false],
    [{ hasProofOfAddress: true, proofOfAddressUploaded: true }, true],
    [{ hasProofOfAddress: true, proofOfAddressUploaded: true, constitutionUploaded: false }, false],
    [{ hasProofOfAddress: false }, false],
    [{ hasProofOfAddress: false, proofOfAddressExplanation: '   ' }, false],
    [{ hasProofOfAddress: false, proofOfAddressExplanation: 'Newly formed entity' }, true],
    [{ hasProofOfAddress: false, proofOfAddressExplanation: 'x', constitutionUploaded: false }, false],
    [{ hasProofOfAddress: null, proofOfAddressUploaded: true }, false],
  ])('%j: Continue enabled %s', (change, expected) => {
    expect(canContinueInstitutionDocuments({ ...base, ...change })).toBe(expected);
  });

  it('Yes clears the explanation; No clears the uploaded flag', () => {
    const both = { ...base, proofOfAddressUploaded: true, proofOfAddressExplanation: 'text' };
    expect(answerProofOfAddress(both, true)).toEqual({
      ...both,
      hasProofOfAddress: true,
      proofOfAddressExplanation: '',
    });
    expect(answerProofOfAddress(both, false)).toEqual({
      ...both,
      hasProofOfAddress: false,
      proofOfAddressUploaded: false,
    });
  });

  it('requires a written explanation', () => {
    expect(proofOfAddressExplanationSchema.safeParse(' ').error?.issues[0]?.message).toBe(
      institutionDocumentsMessages.proofOfAddressExplanationRequired,
    );
    expect(proofOfAddressExplanationSchema.safeParse('Newly formed').success).toBe(true);
  });
});
