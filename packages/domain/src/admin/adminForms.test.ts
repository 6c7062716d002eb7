import { describe, expect, it } from 'vitest';
import { keysDecryptMessages, keysDecryptSchema, waitlistMessages, waitlistSchema } from './adminForms';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('waitlist (doc 3 §5)', () => {
  it.each([
    ['staff@example.com', []],
    ['', [['email', 'Email is required.']]],
    ['not-an-email', [['email', 'Must be an email.']]],
    [undefined, [['email', 'Email is required.']]],
  ])('%j gives %j', (email, expected) => {
    expect(messagesOf(waitlistSchema.safeParse({ email }))).toEqual(expected);
    expect(Object.values(waitlistMessages)).toEqual(['Must be an email.', 'Email is required.']);
  });
});

describe('keys decrypt (doc 3 §5)', () => {
  it('needs both a key and a file', () => {
    const file = { name: 'withdrawals.csv' };
    expect(keysDecryptSchema.safeParse({ key: 'k', csv_file: file }).success).toBe(true);
    expect(messagesOf(keysDecryptSchema.safeParse({ key: '', csv_file: null }))).toEqual([
      ['key', keysDecryptMessages.keyRequired],
      ['csv_file', keysDecryptMessages.fileRequired],
    ]);
    expect(messagesOf(keysDecryptSchema.safeParse({ key: 'k' }))).toEqual([
      ['csv_file', 'CSV file is required'],
    ]);
    expect(messagesOf(keysDecryptSchema.safeParse({ csv_file: file }))).toEqual([['key', 'Key is required']]);
  });
});
