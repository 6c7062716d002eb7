import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { codeSentAfter, expectPath, freshEmail, freshPhone, outbox } from './support';

/** A person signing up in a test. */
export interface Applicant {
  readonly first: string;
  readonly middle: string;
  readonly last: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly entity?: string;
}

export function newApplicant(prefix: string, entity?: string): Applicant {
  return {
    first: 'Ada',
    middle: 'King',
    last: 'Lovelace',
    email: freshEmail(prefix),
    phone: freshPhone(),
    password: 'Strong-pass-1!',
    ...(entity === undefined ? {} : { entity }),
  };
}

export const fullName = (applicant: Applicant) => `${applicant.first} ${applicant.middle} ${applicant.last}`;

/** Picks an option of a kit Select (a button opening a listbox). */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Scrolls a labelled scroll box (the kit's ScrollGate) to its end. */
export async function scrollToEnd(page: Page, region: string): Promise<void> {
  await page.getByRole('region', { name: region }).evaluate((box) => {
    box.scrollTop = box.scrollHeight;
    box.dispatchEvent(new Event('scroll'));
  });
}

/** Scrolls the page itself to its bottom (the review: the kit's PageScrollGate, no inner box). */
export async function scrollPageToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Chooses a file for a kit FileUpload through its button. */
export async function upload(page: Page, label: string, name = 'document.pdf'): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Choose file ${label}` }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
  await expect(page.getByText(`Uploaded: ${name}`).first()).toBeVisible();
}

/** From self-identification through signup to phone-notice. */
export async function signUp(
  page: Page,
  applicant: Applicant,
  type: 'Individual' | 'Institutional',
): Promise<void> {
  await expectPath(page, '/onboarding/self-identification');
  await page.getByRole('radio', { name: new RegExp(`^${type}`) }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/onboarding/signup');
  await page.getByLabel('First Name*').fill(applicant.first);
  await page.getByLabel('Middle Name').fill(applicant.middle);
  await page.getByLabel('Last Name*').fill(applicant.last);
  await page.getByLabel('Email*').fill(applicant.email);
  await page.getByLabel(/Mobile Phone Number/).fill(applicant.phone);
  if (applicant.entity) await page.getByLabel('Legal Entity Name*').fill(applicant.entity);
  await page.getByLabel('Password*', { exact: true }).fill(applicant.password);
  await page.getByLabel('Confirm Password*').fill(applicant.password);
  await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check({ force: true });
  await page.getByRole('button', { name: 'Agree & Continue' }).click();
  await expectPath(page, '/onboarding/phone-notice');
}

/** Phone and email verification with the codes from the outbox, to the advisory agreement. */
export async function verifyContacts(page: Page, applicant: Applicant): Promise<void> {
  const { request } = page;
  await expect(page.getByText(/We sent a 6-digit code to \(•••\) •••-\d{4}\./)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/onboarding/confirm-mobile');
  const before = (await outbox(request)).length;
  const phoneCode = await codeSentAfter(request, `+1${applicant.phone}`, 0);
  await page.getByLabel('Verification code').pressSequentially(phoneCode);
  await expectPath(page, '/onboarding/email-notice');
  await expect(page.getByText(`We sent a 6-digit code to ${applicant.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/onboarding/confirm-email');
  const emailCode = await codeSentAfter(request, applicant.email, before);
  await page.getByLabel('Verification code').pressSequentially(emailCode);
  await expectPath(page, '/onboarding/advisory-agreement');
}

/** The advisory agreement, then the custodian's stand-in page, to the information step. */
export async function signAgreements(page: Page, applicant: Applicant, next: string): Promise<void> {
  await scrollToEnd(page, 'Advisory Agreement');
  await page.getByLabel('Full legal name').fill(fullName(applicant));
  await page.getByRole('button', { name: 'Agree & Continue' }).click();
  await expectPath(page, '/onboarding/custodian-agreement');
  await expect(page.getByText('Waiting for your signature')).toBeVisible();
  // Until signed, signing is the step's one primary action: no Continue yet.
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign Custodial Agreement' }).click();
  await page.getByRole('button', { name: 'Sign' }).click();
  await expectPath(page, '/onboarding/custodian-agreement');
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, next);
}

/** Fills the address fields shared by the information forms. */
export async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('Address Line 1*').fill('1 Beacon Street');
  await page.getByLabel('Address Line 2').fill('Floor 3');
  await page.getByLabel('City*').fill('Boston');
  await choose(page, /State\*$/, 'Massachusetts');
  await page.getByLabel('Zip Code*').fill('02108');
}

/** Answers every question of the questionnaire page shown: the first option of each. */
export async function answerQuestionnairePage(page: Page): Promise<void> {
  const main = page.getByRole('main');
  for (const group of await main.getByRole('radiogroup').all()) {
    await group.getByRole('radio').first().check({ force: true });
  }
  for (const select of await main.locator('button[aria-haspopup="listbox"]').all()) {
    await select.click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(page.getByRole('listbox')).toBeHidden();
  }
  for (const text of await main.getByRole('textbox').all()) await text.fill('Acme Corp');
}

/** Every page of a questionnaire, then the investment styles. */
export async function questionnaire(page: Page): Promise<void> {
  // The stepper's line: 'Step 2 of 5 in Portfolio · Page 1 of 4'.
  const progress = page.getByText(/ · Page \d+ of \d+$/);
  const [, total] = /Page \d+ of (\d+)/.exec((await progress.textContent()) ?? '') ?? [];
  const pages = Number(total);
  for (let index = 1; index <= pages; index += 1) {
    await expect(progress).toContainText(`Page ${index} of ${pages}`);
    await answerQuestionnairePage(page);
    await page.getByRole('button', { name: index === pages ? 'Submit' : 'Continue' }).click();
  }
  await expectPath(page, '/onboarding/investment-styles');
}

/** Investment styles, TLH (on, confirmed, or as given), advisory fees, review and submit. */
export async function finish(page: Page, options: { tlh: 'confirm' | 'off'; name: string }): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/onboarding/tax-loss-harvesting');
  if (options.tlh === 'confirm') {
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Turn On Tax-Loss Harvesting?' });
    // Turn On stays disabled, saying why, until the acknowledgement is ticked.
    await expect(dialog.getByText('Must confirm TLH settings').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Turn On' })).toBeDisabled();
    await dialog.getByRole('checkbox').check({ force: true });
    await dialog.getByRole('button', { name: 'Turn On' }).click();
  } else {
    await expect(page.getByRole('switch', { name: 'Enable tax-loss harvesting' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expectPath(page, '/onboarding/advisory-fees');
  await expect(page.getByText('Fees exclude custodial and transaction costs.')).toBeVisible();
  // The example works the total cost out on $25,000 for each of the three styles.
  const example = page.getByRole('grid', { name: 'What it costs on $25,000.00' });
  await expect(example.getByRole('row')).toHaveCount(4);
  await expect(example.getByRole('rowheader', { name: 'Smart Beta' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/onboarding/review');
  const submit = page.getByRole('button', { name: 'Confirm and Submit' });
  await expect(submit).toBeDisabled();
  await scrollPageToEnd(page);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expectPath(page, '/onboarding/complete');
  await expect(
    page.getByRole('heading', { level: 1, name: `Congratulations, ${options.name}!` }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('userType'))).toBeNull();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expectPath(page, '/dashboard');
}

/** Picks the first option of a kit Select. */
export async function chooseFirst(page: Page, label: RegExp): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Institution information, to the institution documents. */
export async function institutionInformation(page: Page, dba: string): Promise<void> {
  await page.getByLabel('Doing Business As').fill(dba);
  await chooseFirst(page, /Legal Structure\*$/);
  await chooseFirst(page, /Institution Type\*$/);
  await chooseFirst(page, /Main Source of Wealth\*$/);
  await page.getByLabel('Legal Signer Position at Institution*').fill('Treasurer');
  await fillAddress(page);
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await page.getByLabel('Tax ID or FEIN*').fill('123456789');
  await expect(page.getByLabel('Tax ID or FEIN*')).toHaveValue('12-3456789');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/onboarding/institution-documents');
}
