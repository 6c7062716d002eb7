import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants';
import { uploadMessages } from '../identity/documents';
import {
  adminUploadMessages,
  ENCRYPTED_CSV_FILE,
  ICON_IMAGE_FILE,
  ICON_MAX_BYTES,
  ICON_MAX_PIXELS,
  imageSizeOf,
  validateEncryptedCsvFile,
  validateIconFile,
  validateIconImage,
} from './adminUploads';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
const BASE64 = Uint8Array.from('q83vEjRWeJq8/+3N7xI0Vng=', (character) => character.charCodeAt(0));

describe('the icon image of an index or model', () => {
  it.each([
    ['image/png', 'icon.png', PNG],
    ['image/jpeg', 'icon.jpg', JPEG],
    ['image/jpeg', 'icon', JPEG],
  ])('accepts %s named %s', (type, name, head) => {
    expect(validateIconImage({ type, name, size: 1_000 }, head)).toBeNull();
  });

  it.each([['application/pdf'], ['image/gif'], ['image/svg+xml'], ['']])('refuses %j', (type) => {
    expect(validateIconImage({ type, name: 'icon', size: 1_000 }, PNG)).toBe(adminUploadMessages.iconType);
  });

  it('refuses a name whose extension says another format', () => {
    expect(validateIconImage({ type: 'image/png', name: 'icon.exe', size: 1_000 }, PNG)).toBe(
      adminUploadMessages.iconType,
    );
  });

  it('must not be empty, and must be smaller than 256 KB (issue 28)', () => {
    expect(validateIconImage({ type: 'image/png', size: 0 }, new Uint8Array())).toBe(
      uploadMessages.fileEmpty,
    );
    expect(validateIconImage({ type: 'image/png', size: ICON_MAX_BYTES - 1 }, PNG)).toBeNull();
    expect(validateIconImage({ type: 'image/png', size: ICON_MAX_BYTES }, PNG)).toBe(
      adminUploadMessages.iconSize,
    );
    expect(validateIconImage({ type: 'image/png', size: MAX_UPLOAD_BYTES }, PNG)).toBe(
      adminUploadMessages.iconSize,
    );
    expect(ICON_IMAGE_FILE.description).toBe(
      'A JPEG or PNG image, smaller than 256 KB and at most 512 x 512 pixels.',
    );
  });

  const png = (width: number, height: number) => {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return bytes;
  };
  /** A JPEG with an APP0 segment, then a baseline start-of-frame. */
  const jpeg = (width: number, height: number) => {
    const bytes = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0,
      0x10,
      ...new Array(14).fill(0),
      0xff,
      0xc0,
      0,
      0x11,
      8,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      3,
      ...new Array(9).fill(0),
    ]);
    return bytes;
  };

  it.each([
    ['PNG 512 x 512', png(512, 512), { width: 512, height: 512 }],
    ['PNG 4000 x 10', png(4000, 10), { width: 4000, height: 10 }],
    ['JPEG 640 x 480', jpeg(640, 480), { width: 640, height: 480 }],
    ['PNG cut before its size', PNG, null],
    ['JPEG cut before its frame', JPEG, null],
    ['an executable', EXE, null],
  ])('reads the size of %s', (_, bytes, size) => {
    expect(imageSizeOf(bytes)).toEqual(size);
  });

  it(`must be at most ${ICON_MAX_PIXELS} pixels wide and high`, () => {
    const check = (bytes: Uint8Array, type = 'image/png') =>
      validateIconFile({ type, size: bytes.length }, bytes);
    expect(check(png(512, 512))).toBeNull();
    expect(check(png(513, 10))).toBe(adminUploadMessages.iconDimensions);
    expect(check(png(10, 513))).toBe(adminUploadMessages.iconDimensions);
    expect(check(jpeg(640, 480), 'image/jpeg')).toBe(adminUploadMessages.iconDimensions);
    expect(check(jpeg(64, 64), 'image/jpeg')).toBeNull();
    // The picker checks what its first bytes say; the server needs the size to be readable.
    expect(validateIconImage({ type: 'image/png', size: 33 }, png(600, 600))).toBe(
      adminUploadMessages.iconDimensions,
    );
    expect(check(JPEG, 'image/jpeg')).toBe(adminUploadMessages.iconContent);
  });

  it('must be what its type says: an executable or a JPEG sent as PNG is refused', () => {
    expect(validateIconImage({ type: 'image/png', name: 'evil.png', size: 10 }, EXE)).toBe(
      adminUploadMessages.iconContent,
    );
    expect(validateIconImage({ type: 'image/png', name: 'photo.png', size: 10 }, JPEG)).toBe(
      adminUploadMessages.iconContent,
    );
    expect(adminUploadMessages.iconContent).toBe('Icon image content is not a JPEG or PNG');
  });
});

describe('the encrypted crypto-withdrawal file', () => {
  it.each([
    ['', 'crypto-withdrawals.csv.enc'],
    ['application/octet-stream', 'crypto-withdrawals.csv.enc'],
    ['text/csv', 'withdrawals.csv'],
    ['text/plain; charset=utf-8', 'withdrawals.txt'],
    ['application/x-unknown', 'withdrawals.enc'],
    ['application/vnd.ms-excel', 'WITHDRAWALS.CSV'],
  ])('accepts type %j named %s', (type, name) => {
    expect(validateEncryptedCsvFile({ type, name, size: 10 }, BASE64)).toBeNull();
  });

  it.each([
    ['application/pdf', 'report.pdf'],
    ['image/png', 'photo.png'],
  ])('refuses type %s named %s', (type, name) => {
    expect(validateEncryptedCsvFile({ type, name, size: 10 }, BASE64)).toBe(
      adminUploadMessages.encryptedFileType,
    );
  });

  it('must not be empty, and must be smaller than 9 MB', () => {
    expect(validateEncryptedCsvFile({ type: '', name: 'a.enc', size: 0 }, new Uint8Array())).toBe(
      uploadMessages.fileEmpty,
    );
    expect(validateEncryptedCsvFile({ type: '', name: 'a.enc', size: MAX_UPLOAD_BYTES }, BASE64)).toBe(
      uploadMessages.fileSize,
    );
  });

  it('must be text: an executable renamed .csv.enc is refused', () => {
    expect(validateEncryptedCsvFile({ type: '', name: 'evil.csv.enc', size: 10 }, EXE)).toBe(
      adminUploadMessages.encryptedFileContent,
    );
    expect(adminUploadMessages.encryptedFileContent).toBe(
      'File content is not an encrypted crypto-withdrawal CSV',
    );
  });
});

describe('a kind of file: what the picker offers, says and checks, together', () => {
  const content: Record<string, Uint8Array> = {
    'image/png': PNG,
    'image/jpeg': JPEG,
    'text/csv': BASE64,
    'text/plain': BASE64,
    'application/octet-stream': BASE64,
  };

  it.each([
    [
      'the icon image',
      ICON_IMAGE_FILE,
      validateIconImage,
      'A JPEG or PNG image, smaller than 256 KB and at most 512 x 512 pixels.',
    ],
    [
      'the encrypted crypto-withdrawal file',
      ENCRYPTED_CSV_FILE,
      validateEncryptedCsvFile,
      'The crypto-withdrawal file (.csv or .csv.enc) encrypted with this key.',
    ],
  ])('%s checks with its validator and says what it takes', (_, kind, validate, description) => {
    expect(kind.validate).toBe(validate);
    expect(kind.description).toBe(description);
  });

  it.each([
    ['the icon image', ICON_IMAGE_FILE, 'icon'],
    ['the encrypted crypto-withdrawal file', ENCRYPTED_CSV_FILE, 'withdrawals'],
  ])('%s accepts a file of every media type its dialog offers', (_, kind, name) => {
    const mediaTypes = kind.accept.filter((entry) => entry.includes('/'));
    expect(mediaTypes.length).toBeGreaterThan(0);
    for (const type of mediaTypes) {
      expect(kind.validate({ type, name, size: 1_000 }, content[type] ?? new Uint8Array()), type).toBeNull();
    }
  });

  it('the encrypted file accepts a file of every extension its dialog offers', () => {
    for (const extension of ENCRYPTED_CSV_FILE.accept.filter((entry) => entry.startsWith('.'))) {
      expect(
        ENCRYPTED_CSV_FILE.validate({ type: '', name: `withdrawals${extension}`, size: 10 }, BASE64),
      ).toBeNull();
    }
  });
});
