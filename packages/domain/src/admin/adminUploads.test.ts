import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants';
import { uploadMessages } from '../identity/documents';
import { adminUploadMessages, validateEncryptedCsvFile, validateIconImage } from './adminUploads';

describe('the icon image of an index or model', () => {
  it.each([
    ['image/png', 'icon.png'],
    ['image/jpeg', 'icon.jpg'],
  ])('accepts %s', (type, name) => {
    expect(validateIconImage({ type, name, size: 1_000 })).toBeNull();
  });

  it.each([['application/pdf'], ['image/gif'], ['image/svg+xml'], ['']])('refuses %j', (type) => {
    expect(validateIconImage({ type, name: 'icon', size: 1_000 })).toBe(adminUploadMessages.iconType);
  });

  it('must be smaller than 9 MB', () => {
    expect(validateIconImage({ type: 'image/png', size: MAX_UPLOAD_BYTES - 1 })).toBeNull();
    expect(validateIconImage({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBe(uploadMessages.fileSize);
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
    expect(validateEncryptedCsvFile({ type, name, size: 10 })).toBeNull();
  });

  it.each([
    ['application/pdf', 'report.pdf'],
    ['image/png', 'photo.png'],
  ])('refuses type %s named %s', (type, name) => {
    expect(validateEncryptedCsvFile({ type, name, size: 10 })).toBe(adminUploadMessages.encryptedFileType);
  });

  it('must be smaller than 9 MB', () => {
    expect(validateEncryptedCsvFile({ type: '', name: 'a.enc', size: MAX_UPLOAD_BYTES })).toBe(
      uploadMessages.fileSize,
    );
  });
});
