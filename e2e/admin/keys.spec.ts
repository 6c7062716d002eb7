import { readFile } from 'node:fs/promises';
import { adminUploadMessages, keysDecryptMessages } from '@cairn/domain';
import { expect, test } from '../fixtures';
import { signInAs } from '../support/session';
import { ADMIN, dropExpectedStatusErrors } from './support';

const SAMPLE = '/__sandbox/crypto-withdrawals.csv.enc';

test.describe('the Keys page', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ADMIN);
    await page.goto('/admin/keys');
  });

  test('generating a key shows it once, read-only, a new one each time', async ({ page, consoleErrors }) => {
    await page.getByRole('button', { name: 'Generate Key' }).click();
    const key = page.getByRole('textbox', { name: 'Generated key' });
    await expect(key).toHaveValue(/^[A-Za-z0-9+/]{43}=$/);
    await expect(key).toHaveAttribute('readonly', '');
    const first = await key.inputValue();
    await page.getByRole('button', { name: 'Generate Key' }).click();
    await expect(key).not.toHaveValue(first);
    expect(consoleErrors).toEqual([]);
  });

  test('generates a key, copies it, and decrypts the sample file to a CSV download', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Generate Key' }).click();
    const generated = page.getByRole('textbox', { name: 'Generated key' });
    await expect(generated).toHaveValue(/^[A-Za-z0-9+/]{43}=$/);
    const key = await generated.inputValue();
    await page.getByRole('button', { name: 'Copy generated key' }).click();
    await expect(page.getByRole('button', { name: 'Copied generated key' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The sandbox encrypts its sample with the newest key.
    const sample = await page.request.get(SAMPLE);
    expect(sample.ok()).toBe(true);
    const decrypt = page.getByRole('form', { name: 'Decrypt a file' });
    await decrypt.getByRole('textbox', { name: 'Key' }).fill(key);
    await decrypt.locator('input[type="file"]').setInputFiles({
      name: 'crypto-withdrawals.csv.enc',
      mimeType: 'application/octet-stream',
      buffer: await sample.body(),
    });
    await expect(decrypt.getByText('crypto-withdrawals.csv.enc')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await decrypt.getByRole('button', { name: 'Decrypt and Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('crypto-withdrawals.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(
      'withdrawal_id,requested_at,account_email,symbol,network_id,quantity,destination_address,status',
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^cw-000001,[^,]+,investor@cairn\.example,BTC,[^,]+,0\.25000000,[^,]+,PENDING$/);
    expect(consoleErrors).toEqual([]);
  });

  test('a wrong key and a file that is not an encrypted CSV get clear errors', async ({
    page,
    consoleErrors,
  }) => {
    await page.getByRole('button', { name: 'Generate Key' }).click();
    await expect(page.getByRole('textbox', { name: 'Generated key' })).toHaveValue(/=$/);
    const sample = await (await page.request.get(SAMPLE)).body();
    const decrypt = page.getByRole('form', { name: 'Decrypt a file' });
    const fileInput = decrypt.locator('input[type="file"]');

    // Refused before sending: not a CSV.
    await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(decrypt.getByRole('alert')).toHaveText(adminUploadMessages.encryptedFileType);

    // Another key (a valid one, generated then replaced): the server says so.
    await fileInput.setInputFiles({ name: 'crypto-withdrawals.csv.enc', mimeType: '', buffer: sample });
    await decrypt.getByRole('textbox', { name: 'Key' }).fill(Buffer.alloc(32, 7).toString('base64'));
    await decrypt.getByRole('button', { name: 'Decrypt and Download' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The file could not be decrypted with this key.' }),
    ).toBeVisible();

    // A .csv that is not encrypted: the server says so.
    await fileInput.setInputFiles({
      name: 'plain.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b\n1,2\n'),
    });
    await decrypt.getByRole('button', { name: 'Decrypt and Download' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This file is not an encrypted crypto-withdrawal file.' }),
    ).toBeVisible();
    dropExpectedStatusErrors(consoleErrors, [400]);
  });

  test('decrypting needs both a key and a file', async ({ page }) => {
    const decrypt = page.getByRole('form', { name: 'Decrypt a file' });
    await decrypt.getByRole('button', { name: 'Decrypt and Download' }).click();
    await expect(decrypt.getByText(keysDecryptMessages.keyRequired, { exact: true })).toBeVisible();
    await expect(decrypt.getByText(keysDecryptMessages.fileRequired, { exact: true })).toBeVisible();
  });
});

test('the Access Code page copies the code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, ADMIN);
  await page.goto('/admin/waitlist-settings');
  await page.getByRole('textbox', { name: 'Email' }).fill('copy-check@example.com');
  await page.getByRole('button', { name: 'Get Access Code' }).click();
  const code = await page.getByRole('textbox', { name: 'Access code' }).inputValue();
  await page.getByRole('button', { name: 'Copy access code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});
