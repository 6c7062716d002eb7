import { adminCallSpecs as calls } from '@cairn/api-client';
import { adminUploadMessages, keysDecryptMessages, waitlistMessages } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_LENGTH } from '../../src/api/admin/access';
import {
  decryptMessages,
  encryptCsv,
  sampleCryptoWithdrawalsCsv,
} from '../../src/api/admin/cryptoWithdrawals';
import { adminSlice } from '../../src/api/admin/state';
import { apiError, createSandbox } from './setup';

describe('waitlist access codes (doc 3 §3, §5)', () => {
  it('hands out one code per email and keeps it', async () => {
    const { admin, world } = createSandbox();
    const first = await admin.call(calls.createWaitlistAccessCode, { email: 'New.Investor@example.com' });
    expect(first.access_code).toMatch(new RegExp(`^[A-Z2-9]{${ACCESS_CODE_LENGTH}}$`));
    expect(adminSlice(world).accessCodes['new.investor@example.com']).toMatchObject({
      email: 'new.investor@example.com',
      access_code: first.access_code,
    });
    expect(await admin.call(calls.createWaitlistAccessCode, { email: 'new.investor@example.com' })).toEqual(
      first,
    );
    const other = await admin.call(calls.createWaitlistAccessCode, { email: 'other@example.com' });
    expect(other.access_code).not.toBe(first.access_code);
    expect(Object.keys(adminSlice(world).accessCodes)).toHaveLength(2);
  });

  it.each([
    [{ email: 'not-an-email' }, waitlistMessages.emailInvalid],
    [{ email: '' }, waitlistMessages.emailRequired],
    [{}, waitlistMessages.emailRequired],
  ])('answers %j with the form message and stores nothing', async (body, message) => {
    const { admin, world } = createSandbox();
    const error = await apiError(admin.call(calls.createWaitlistAccessCode, body));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message });
    expect(adminSlice(world).accessCodes).toEqual({});
  });

  it('answers a wrong type with 400', async () => {
    const { admin, world } = createSandbox();
    const error = await apiError(admin.call(calls.createWaitlistAccessCode, { email: 42 } as never));
    expect(error.status).toBe(400);
    expect(error.body?.message).toMatch(/^email: /);
    expect(adminSlice(world).accessCodes).toEqual({});
  });
});

describe('crypto-withdrawal keys (doc 3 §2 keys)', () => {
  const sample = async (fetch: (request: Request) => Promise<Response>) =>
    fetch(new Request('http://sandbox.test/__sandbox/crypto-withdrawals.csv.enc'));

  it('generates a key, serves a file encrypted with it, and decrypts it back to the CSV', async () => {
    const { admin, world, fetch } = createSandbox();
    const none = await sample(fetch);
    expect(none.status).toBe(409);
    expect(((await none.json()) as { message: string }).message).toContain(
      'Generate a crypto-withdrawal key first',
    );

    const { key } = await admin.call(calls.createCryptoWithdrawalKey, {});
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(adminSlice(world).keys.map((record) => record.key)).toEqual([key]);

    const download = await sample(fetch);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toBe(
      'attachment; filename="crypto-withdrawals.csv.enc"',
    );
    const encrypted = await download.text();
    const csv = sampleCryptoWithdrawalsCsv(world);
    expect(encrypted).not.toContain('withdrawal_id');

    const decrypted = await admin.call(calls.decryptCryptoWithdrawals, {
      key,
      csv_file: new File([encrypted], 'crypto-withdrawals.csv.enc', { type: '' }),
    });
    expect(decrypted.filename).toBe('crypto-withdrawals.csv');
    expect(await decrypted.blob.text()).toBe(csv);
    expect(csv.split('\n')[0]).toBe(
      'withdrawal_id,requested_at,account_email,symbol,network_id,quantity,destination_address,status',
    );
    expect(csv).toContain(',BTC,bitcoin,');
  });

  it('uses the most recent key for the sample, and any earlier key still decrypts its own files', async () => {
    const { admin, fetch } = createSandbox();
    const { key: older } = await admin.call(calls.createCryptoWithdrawalKey, {});
    const { key: newer } = await admin.call(calls.createCryptoWithdrawalKey, {});
    expect(newer).not.toBe(older);
    const file = new File([await (await sample(fetch)).text()], 'withdrawals.csv', { type: 'text/csv' });

    const wrong = await apiError(admin.call(calls.decryptCryptoWithdrawals, { key: older, csv_file: file }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'USER_CORRECTABLE', message: decryptMessages.wrongKey });
    const right = await admin.call(calls.decryptCryptoWithdrawals, { key: newer, csv_file: file });
    expect(right.filename).toBe('withdrawals.csv');

    const own = new File([await encryptCsv(older, 'a,b\n1,2\n')], 'older.csv.enc');
    expect(
      await (await admin.call(calls.decryptCryptoWithdrawals, { key: older, csv_file: own })).blob.text(),
    ).toBe('a,b\n1,2\n');
  });

  it.each<[string, (key: string) => Promise<{ key?: string; csv_file?: File | null }>, string]>([
    ['no key', async () => ({ csv_file: new File(['x'], 'a.csv') }), keysDecryptMessages.keyRequired],
    ['no file', async (key) => ({ key }), keysDecryptMessages.fileRequired],
    [
      'a key that is not a key',
      async () => ({ key: 'secret', csv_file: new File(['x'], 'a.csv') }),
      decryptMessages.badKey,
    ],
    [
      'a plain CSV (not encrypted)',
      async (key) => ({ key, csv_file: new File(['a,b\n1,2\n'], 'plain.csv', { type: 'text/csv' }) }),
      decryptMessages.notEncrypted,
    ],
    [
      'an image',
      async (key) => ({
        key,
        csv_file: new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }),
      }),
      adminUploadMessages.encryptedFileType,
    ],
    [
      'an encrypted file that is not CSV',
      async (key) => ({ key, csv_file: new File([await encryptCsv(key, 'just some text')], 'notes.enc') }),
      decryptMessages.notCsv,
    ],
  ])('answers %s with 400 and a clear message', async (_, makeInput, message) => {
    const { admin } = createSandbox();
    const { key } = await admin.call(calls.createCryptoWithdrawalKey, {});
    const error = await apiError(admin.call(calls.decryptCryptoWithdrawals, await makeInput(key)));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message });
  });
});
