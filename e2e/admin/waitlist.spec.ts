import { expect, test } from '../fixtures';
import { signInAs } from '../support/session';
import { ADMIN, uniqueSuffix } from './support';

test('the Access Code page gives an email its waitlist access code, the same one each time', async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/admin/waitlist-settings');
  const email = `waitlist-${uniqueSuffix(6).toLowerCase()}@example.com`;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Email' }).press('Enter');
  const code = page.getByRole('textbox', { name: 'Access code' });
  await expect(code).toHaveValue(/^[A-Z2-9]{8}$/);
  await expect(page.getByText(`The access code of ${email}.`)).toBeVisible();
  const first = await code.inputValue();

  await page.getByRole('button', { name: 'Get Access Code' }).click();
  await expect(code).toHaveValue(first);
  expect(consoleErrors).toEqual([]);
});
