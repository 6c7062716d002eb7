import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants';
import {
  answerProofOfAddress,
  canContinueInstitutionDocuments,
  checkUpload,
  DOCUMENT_TYPES,
  ID_UPLOAD_SLOTS_RESET,
  type InstitutionDocumentsState,
  idDocumentsComplete,
  institutionDocumentsMessages,
  proofOfAddressAnswerSchema,
  proofOfAddressExplanationSchema,
  readUploadHead,
  safeUploadName,
  savedIdDocuments,
  savedProofOfAddressAnswer,
  slotStateFromUploaded,
  UPLOAD_HEAD_BYTES,
  UPLOAD_NAME_MAX_LENGTH,
  UPLOAD_SLOT_STATES,
  uploadAccept,
  uploadContentOf,
  uploadFailedMessage,
  uploadMessages,
  validateUpload,
} from './documents';

describe('upload messages (doc 1 §5)', () => {
  it('quotes the spec, and words what it leaves out', () => {
    expect(uploadMessages).toEqual({
      fileType: 'File type must be a JPEG, PNG, or PDF',
      fileTypeWithCsv: 'File type must be a JPEG, PNG, CSV, or PDF',
      fileSize: 'File size must be smaller than 9MB',
      failed: 'Upload not successful. Please try again.',
      fileEmpty: 'File is empty',
      fileContent: 'File content is not a JPEG, PNG, or PDF',
      fileContentWithCsv: 'File content is not a JPEG, PNG, CSV, or PDF',
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

/** The bytes of an ASCII text (the domain has no TextEncoder: it runs without DOM or Node types). */
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

/** A file as {@link checkUpload} reads it: its facts, and its bytes through `slice`. */
function fileOf(bytes: Uint8Array, name: string, type: string) {
  return {
    name,
    type,
    size: bytes.length,
    slice: (start?: number, end?: number) => ({
      arrayBuffer: () => Promise.resolve(bytes.slice(start, end).buffer),
    }),
  };
}

/** The first bytes of real files of each format, and of things that are none of them. */
const HEADS = {
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
  pdf: new Uint8Array([...ascii('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3]),
  csv: ascii('symbol,quantity\r\nBTC,0.25\n'),
  // A Windows executable: 'MZ', then the DOS header's NULs.
  exe: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
  gif: ascii('GIF89a\u0001\u0000'),
  zip: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
  utf8: new Uint8Array([
    ...ascii('name,city\nZo'),
    0xc3,
    0xab,
    ...ascii(',Z'),
    0xc3,
    0xbc,
    ...ascii('rich\n'),
  ]),
  // A 'ü' (0xc3 0xbc) cut after its first byte by the end of the head.
  cut: new Uint8Array([0x61, 0x2c, 0x62, 0xc3]),
  latin1: new Uint8Array([0x5a, 0x6f, 0xeb, 0x2c, 0x31]),
  empty: new Uint8Array(),
} as const;

describe('uploadContentOf: what the first bytes are', () => {
  it.each([
    ['jpeg', 'jpeg'],
    ['png', 'png'],
    ['pdf', 'pdf'],
    ['csv', 'text'],
    ['utf8', 'text'],
    ['cut', 'text'],
    ['latin1', 'other'],
    ['exe', 'other'],
    ['gif', 'other'],
    ['zip', 'other'],
    ['empty', 'other'],
  ] as const)('%s is %s', (head, content) => {
    expect(uploadContentOf(HEADS[head])).toBe(content);
  });

  it('needs the whole PNG signature, not its first 4 bytes', () => {
    expect(uploadContentOf(HEADS.png.slice(0, 4))).toBe('other');
  });
});

describe('validateUpload: type, emptiness, size, content', () => {
  const small = 1024;
  it.each([
    [{ type: 'image/jpeg', size: small, name: 'id.jpg' }, HEADS.jpeg, {}, null],
    [{ type: 'image/jpeg', size: small, name: 'ID.JPEG' }, HEADS.jpeg, {}, null],
    [{ type: 'image/png', size: small, name: 'scan.png' }, HEADS.png, {}, null],
    [{ type: 'application/pdf', size: small, name: 'scan.pdf' }, HEADS.pdf, {}, null],
    [{ type: 'image/png', size: small }, HEADS.png, {}, null],
    [{ type: 'image/png', size: small, name: 'pasted image' }, HEADS.png, {}, null],
    [{ type: 'image/gif', size: small, name: 'a.gif' }, HEADS.gif, {}, uploadMessages.fileType],
    [{ type: '', size: small, name: 'a' }, HEADS.png, {}, uploadMessages.fileType],
    [{ type: 'text/csv', size: small, name: 'a.csv' }, HEADS.csv, {}, uploadMessages.fileType],
    [{ type: 'text/csv', size: small, name: 'a.csv' }, HEADS.csv, { allowCsv: true }, null],
    [
      { type: 'application/vnd.ms-excel', size: small, name: 'keys.CSV' },
      HEADS.csv,
      { allowCsv: true },
      null,
    ],
    [{ type: '', size: small, name: 'keys.csv' }, HEADS.csv, { allowCsv: false }, uploadMessages.fileType],
    [{ type: 'image/gif', size: small }, HEADS.gif, { allowCsv: true }, uploadMessages.fileTypeWithCsv],
    // The extension must name the declared format.
    [{ type: 'image/png', size: small, name: 'evil.exe' }, HEADS.png, {}, uploadMessages.fileType],
    [{ type: 'image/png', size: small, name: 'photo.jpg' }, HEADS.png, {}, uploadMessages.fileType],
    [{ type: 'application/pdf', size: small, name: 'scan.png' }, HEADS.pdf, {}, uploadMessages.fileType],
    // Emptiness, then size.
    [{ type: 'image/png', size: 0, name: 'empty.png' }, HEADS.empty, {}, uploadMessages.fileEmpty],
    [{ type: 'image/png', size: MAX_UPLOAD_BYTES - 1, name: 'a.png' }, HEADS.png, {}, null],
    [{ type: 'image/png', size: MAX_UPLOAD_BYTES, name: 'a.png' }, HEADS.png, {}, uploadMessages.fileSize],
    [
      { type: 'image/png', size: MAX_UPLOAD_BYTES + 1, name: 'a.png' },
      HEADS.exe,
      {},
      uploadMessages.fileSize,
    ],
    [{ type: 'image/gif', size: MAX_UPLOAD_BYTES + 1 }, HEADS.gif, {}, uploadMessages.fileType],
    // The content: an executable renamed .png, a PNG named .pdf, a CSV of binary bytes.
    [{ type: 'image/png', size: small, name: 'evil.png' }, HEADS.exe, {}, uploadMessages.fileContent],
    [{ type: 'image/jpeg', size: small, name: 'id.jpg' }, HEADS.png, {}, uploadMessages.fileContent],
    [{ type: 'application/pdf', size: small, name: 'scan.pdf' }, HEADS.zip, {}, uploadMessages.fileContent],
    [
      { type: 'text/csv', size: small, name: 'a.csv' },
      HEADS.exe,
      { allowCsv: true },
      uploadMessages.fileContentWithCsv,
    ],
    [
      { type: 'image/png', size: small, name: 'a.png' },
      HEADS.csv,
      { allowCsv: true },
      uploadMessages.fileContentWithCsv,
    ],
  ])('%j with head %#', (file, head, options, message) => {
    expect(validateUpload(file, head, options)).toBe(message);
  });

  it('defaults to JPEG, PNG and PDF only; 9 MB is 9 × 1024 × 1024 bytes', () => {
    expect(validateUpload({ type: 'text/csv', size: 1 }, HEADS.csv)).toBe(uploadMessages.fileType);
    expect(MAX_UPLOAD_BYTES).toBe(9_437_184);
  });

  it('builds the accept list of the file input', () => {
    expect(uploadAccept()).toBe('image/jpeg,image/png,application/pdf');
    expect(uploadAccept({ allowCsv: true })).toBe('image/jpeg,image/png,application/pdf,text/csv,.csv');
  });

  it('accepts exactly the non-empty files under 9 MB of an accepted type whose content matches', () => {
    const heads = { 'image/jpeg': HEADS.jpeg, 'image/png': HEADS.png, 'application/pdf': HEADS.pdf };
    fc.assert(
      fc.property(
        fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'image/gif', 'text/plain'),
        fc.constantFrom('image/jpeg', 'image/png', 'application/pdf'),
        fc.integer({ min: 0, max: 2 * MAX_UPLOAD_BYTES }),
        (type, contentType, size) => {
          const accepted = ['image/jpeg', 'image/png', 'application/pdf'].includes(type);
          const ok = accepted && size > 0 && size < MAX_UPLOAD_BYTES && type === contentType;
          expect(validateUpload({ type, size }, heads[contentType]) === null).toBe(ok);
        },
      ),
    );
  });

  it('reads the first bytes of a file to check them (checkUpload)', async () => {
    const bytes = new Uint8Array(UPLOAD_HEAD_BYTES * 4);
    bytes.set(HEADS.exe);
    const evil = fileOf(bytes, 'evil.png', 'image/png');
    expect(await readUploadHead(evil)).toHaveLength(UPLOAD_HEAD_BYTES);
    expect(await checkUpload(evil)).toBe(uploadMessages.fileContent);
    expect(await checkUpload(fileOf(HEADS.png, 'ok.png', 'image/png'))).toBeNull();
    expect(await checkUpload(fileOf(new Uint8Array(), 'empty.pdf', 'application/pdf'))).toBe(
      uploadMessages.fileEmpty,
    );
  });
});

describe('safeUploadName: the name stored and shown', () => {
  it.each([
    ['passport.pdf', 'passport.pdf'],
    ['../../../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\me\\scan.pdf', 'scan.pdf'],
    ['..\\..\\boot.ini.png', 'boot.ini.png'],
    ['.hidden.png', 'hidden.png'],
    ['evil\u202egnp.exe', 'evilgnp.exe'],
    ['line\nbreak.pdf', 'linebreak.pdf'],
    ['  spaced name.jpg  ', 'spaced name.jpg'],
    ['../', 'file'],
    ['', 'file'],
  ])('%j is stored as %j', (name, safe) => {
    expect(safeUploadName(name)).toBe(safe);
  });

  it('keeps the extension when it shortens a long name', () => {
    const safe = safeUploadName(`${'a'.repeat(500)}.pdf`);
    expect(safe).toHaveLength(UPLOAD_NAME_MAX_LENGTH);
    expect(safe.endsWith('.pdf')).toBe(true);
  });

  it('never keeps a folder separator, a control character or a leading dot', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            'a',
            'Z',
            '.',
            ' ',
            '/',
            '\\',
            '\u0000',
            '\n',
            '\u007f',
            '\u202e',
            '\u2066',
            'é',
            '😀',
          ),
          maxLength: 300,
        }),
        (name) => {
          const safe = safeUploadName(name);
          expect(safe).not.toMatch(/[\\/]/);
          expect([...safe].every((character) => (character.codePointAt(0) ?? 0) >= 0x20)).toBe(true);
          expect(safe.startsWith('.')).toBe(false);
          expect(safe.length).toBeGreaterThan(0);
          expect([...safe].length).toBeLessThanOrEqual(UPLOAD_NAME_MAX_LENGTH);
          // No half of a character is left (a lone surrogate cannot be encoded).
          expect(() => encodeURIComponent(safe)).not.toThrow();
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

describe('savedIdDocuments: the ID type and slots the application reports (doc 1 §3)', () => {
  it.each([
    [
      'nothing chosen',
      { id_type: null, document_uploaded: false, id_card_back_uploaded: false },
      null,
      { id_card_front: 'STANDBY', id_card_back: 'STANDBY', passport_document: 'STANDBY' },
    ],
    [
      'a passport (id_type 2) uploaded',
      { id_type: 2, document_uploaded: true, id_card_back_uploaded: false },
      'PASSPORT',
      { id_card_front: 'STANDBY', id_card_back: 'STANDBY', passport_document: 'SUCCESS' },
    ],
    [
      'an ID card (id_type 1), front only',
      { id_type: 1, document_uploaded: true, id_card_back_uploaded: false },
      'GOVERNMENT_ID',
      { id_card_front: 'SUCCESS', id_card_back: 'STANDBY', passport_document: 'STANDBY' },
    ],
    [
      'an ID card, both sides',
      { id_type: 1, document_uploaded: true, id_card_back_uploaded: true },
      'GOVERNMENT_ID',
      { id_card_front: 'SUCCESS', id_card_back: 'SUCCESS', passport_document: 'STANDBY' },
    ],
    [
      'an unknown code',
      { id_type: 3, document_uploaded: true, id_card_back_uploaded: true },
      null,
      { id_card_front: 'STANDBY', id_card_back: 'STANDBY', passport_document: 'STANDBY' },
    ],
  ] as const)('%s', (_name, saved, idType, slots) => {
    expect(savedIdDocuments(saved)).toEqual({ idType, slots });
  });

  it('is complete exactly when the saved type has every document', () => {
    const passport = savedIdDocuments({ id_type: 2, document_uploaded: true, id_card_back_uploaded: false });
    expect(idDocumentsComplete(passport.idType, passport.slots)).toBe(true);
    const frontOnly = savedIdDocuments({ id_type: 1, document_uploaded: true, id_card_back_uploaded: false });
    expect(idDocumentsComplete(frontOnly.idType, frontOnly.slots)).toBe(false);
  });
});

describe('savedProofOfAddressAnswer (doc 1 §4)', () => {
  it.each([
    [{ proof_of_address_uploaded: true, proof_of_address_explanation: null }, true],
    [{ proof_of_address_uploaded: false, proof_of_address_explanation: 'New company' }, false],
    [{ proof_of_address_uploaded: false, proof_of_address_explanation: '  ' }, null],
    [{ proof_of_address_uploaded: false, proof_of_address_explanation: null }, null],
  ])('%j answers %s', (saved, expected) => {
    expect(savedProofOfAddressAnswer(saved)).toBe(expected);
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

  it.each([
    ['not answered yet', { hasProofOfAddress: null, proofOfAddressExplanation: '' }, null],
    ['Yes: no explanation asked', { hasProofOfAddress: true, proofOfAddressExplanation: '' }, null],
    ['No with an explanation', { hasProofOfAddress: false, proofOfAddressExplanation: 'New company' }, null],
    [
      'No without one',
      { hasProofOfAddress: false, proofOfAddressExplanation: '  ' },
      'Explanation is required',
    ],
    [
      'No with one too long',
      { hasProofOfAddress: false, proofOfAddressExplanation: 'x'.repeat(2001) },
      'Must be at most 2,000 characters',
    ],
  ])('the step form, %s: %j → %s', (_case, answer, message) => {
    const parsed = proofOfAddressAnswerSchema.safeParse(answer);
    expect(parsed.success).toBe(message === null);
    if (message !== null) {
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['proofOfAddressExplanation', message],
      ]);
    }
  });

  it('requires a written explanation, of at most 2,000 characters', () => {
    expect(proofOfAddressExplanationSchema.safeParse(' ').error?.issues[0]?.message).toBe(
      institutionDocumentsMessages.proofOfAddressExplanationRequired,
    );
    expect(proofOfAddressExplanationSchema.safeParse('Newly formed').success).toBe(true);
    expect(proofOfAddressExplanationSchema.safeParse('x'.repeat(2000)).success).toBe(true);
    expect(proofOfAddressExplanationSchema.safeParse('x'.repeat(2001)).error?.issues[0]?.message).toBe(
      'Must be at most 2,000 characters',
    );
  });
});
