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
