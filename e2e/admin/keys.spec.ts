import { adminUploadMessages, keysDecryptMessages } from '@cairn/domain';
import { expect, test } from '../fixtures';
import { signInAs } from '../support/session';
import { ADMIN, dropExpectedStatusErrors, openChooserByKeyboard } from './support';

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

  test("a choose-file press held past the browser's 5 s activation is made again, never waited on forever", async ({
    page,
  }) => {
    // The keyboard test hung for 2 minutes on CI (session 12): a stall between Enter's keydown and
    // its keyup (where the button opens the chooser) outlived Chromium's user activation, the
    // chooser was refused and never came. Here the stall is made on purpose.
    const choose = page
      .getByRole('form', { name: 'Decrypt a file' })
      .getByRole('button', { name: /^Choose file/ });
    await choose.focus();
    const chooser = await openChooserByKeyboard(page, async () => {
      await page.keyboard.down('Enter');
      await page.waitForTimeout(5_500);
      await page.keyboard.up('Enter');
    });
    await chooser.setFiles({ name: 'crypto-withdrawals.csv.enc', mimeType: '', buffer: Buffer.from('x') });
    await expect(page.getByText('crypto-withdrawals.csv.enc')).toBeVisible();
  });

  test("at 1280 and 1920 px the two cards are top-aligned and each action ends on its fields' edge", async ({
    page,
  }) => {
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Generate Key' }).click();
      const generated = page.getByRole('textbox', { name: 'Generated key' });
      await expect(generated).toHaveValue(/=$/);
      const decrypt = page.getByRole('form', { name: 'Decrypt a file' });
      const box = async (locator: import('@playwright/test').Locator) => {
        const rect = await locator.boundingBox();
        if (rect === null) throw new Error('not rendered');
        return rect;
      };
      // The field's drawn box (the input sits inside it, inset by its padding).
      const keyField = await decrypt.getByRole('textbox', { name: 'Key' }).evaluate((input) => {
        let node: Element | null = input;
        while (node !== null && getComputedStyle(node).borderRightStyle !== 'solid')
          node = node.parentElement;
        const rect = (node ?? input).getBoundingClientRect();
        return { x: rect.x, width: rect.width };
      });
      const submit = await box(decrypt.getByRole('button', { name: 'Decrypt and Download' }));
      // Decrypt and Download ends on the Key field's right edge (it stood 100 px right of it at 1920).
      expect(Math.abs(submit.x + submit.width - (keyField.x + keyField.width))).toBeLessThanOrEqual(1);
      // Both cards' fields follow one rule: as wide as their card's content (the key's field, its
      // Copy segment at its end, and the Key field end as far inside their cards).
      const generateCard = await box(page.getByRole('region', { name: 'Generate a key' }));
      const decryptCard = await box(page.getByRole('region', { name: 'Decrypt a file' }));
      const copy = await box(page.getByRole('button', { name: /^Copy generated key/ }));
      const inset = (card: { x: number; width: number }, inner: { x: number; width: number }) =>
        card.x + card.width - (inner.x + inner.width);
      expect(Math.abs(inset(generateCard, copy) - inset(decryptCard, keyField))).toBeLessThanOrEqual(2);
      // Top-aligned: the Generate card is as tall as what it holds, not stretched to Decrypt's height.
      expect(generateCard.y).toBe(decryptCard.y);
      expect(generateCard.height).toBeLessThan(decryptCard.height - 40);
    }
  });
});
