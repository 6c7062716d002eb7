import { accountVerificationMessages } from '@cairn/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { accountTexts as t } from '../../apps/customer/src/routes/account/copy';
import { TUTORIAL_STEPS, tutorialTexts } from '../../apps/customer/src/shell/copy';
import { tutorialStep } from '../../apps/customer/src/shell/tutorial';
import { createApplicant, useSession as storeSession } from '../onboarding/api';
import { codeSentAfter } from '../onboarding/support';
import { expectFocusKept, pressKeeping } from '../support/focus';
import { expect, test } from '../support/keyboardOnly';
import { outbox, signInAs } from '../support/session';
import { freshInvestor, tabTo } from './transfers-support';

// Issue 31: keyboard-only flows (no mouse anywhere) asserting after every step that focus is
// visible and never on <body>, and the announcements (the withdrawal reached by keyboard at 320 CSS
// px is in a11y-fix.spec.ts's 320 px test). Every test makes its own investor except the
// marketplace's, which only reads the shared demo investor (adding changes the client draft of this
// browser context, never the saved portfolio).
test.describe.configure({ timeout: 150_000 });

/** Types digits where focus is (the code field focuses itself). */
async function typeHere(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

async function openAccount(page: Page, token: string): Promise<void> {
  await storeSession(page, token);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
}

/** Change Mobile Number → the new number → Send Code: the verification dialog, by keyboard. */
async function toVerification(page: Page, request: APIRequestContext, digits: string) {
  const change = page.getByRole('button', { name: t.changeMobileNumber });
  await tabTo(page, change, { max: 80 });
  await pressKeeping(page, 'Enter', 'Change Mobile Number');
  await expect(page.getByRole('textbox', { name: t.newMobileNumber })).toBeFocused();
  await typeHere(page, digits);
  await pressKeeping(page, 'Enter', 'Continue');
  // One flow dialog ('Change Mobile Number'): each step is its band's heading.
  const confirm = page.getByRole('dialog', { name: t.changeMobileNumber });
  await expect(confirm.getByRole('heading', { name: t.confirmPhoneTitle })).toBeVisible();
  const before = (await outbox(request)).length;
  await tabTo(page, confirm.getByRole('button', { name: t.sendCode }));
  await pressKeeping(page, 'Enter', 'Send Code');
  const verify = page.getByRole('dialog', { name: t.changeMobileNumber });
  await expect(verify.getByRole('heading', { name: t.verifyTitle })).toBeVisible();
  const field = verify.getByLabel('Verification code');
  await expect(field).toBeFocused();
  const code = await codeSentAfter(request, `+1${digits}`, before);
  return { verify, field, code };
}

test('keyboard alone: the tutorial reads each step and Start leaves focus on the page', async ({
  page,
  request,
}) => {
  const applicant = await createApplicant(request, { until: 'DASHBOARD' });
  expect((await request.post(`/__sandbox/kyc/${applicant.email}`)).ok()).toBe(true);
  await storeSession(page, applicant.token);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog');
  const live = dialog.locator('[aria-live="polite"]');
  // Focus starts on the dialog (no ring at rest on Next); Tab reaches Next after Skip.
  await expect(dialog).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: tutorialTexts.next }));
  for (const index of TUTORIAL_STEPS.keys()) {
    const step = tutorialStep(index);
    await expect(dialog).toHaveAccessibleName(step.title);
    // Next keeps focus while the step changes: the live region says the new step, title first.
    if (index > 0) await expect(live).toContainText(step.title);
    await expect(live).toContainText(step.body);
    await expect(live).toContainText(tutorialTexts.progress(index + 1, TUTORIAL_STEPS.length));
    await expect(dialog.getByRole('button', { name: step.button })).toBeFocused();
    await pressKeeping(page, 'Enter', step.button);
  }
  await expect(dialog).toBeHidden();
  await expectFocusKept(page, 'tutorial closed by Start');
});

test('keyboard alone: the mobile number change, cancelled and then done, never drops focus; the code field is described', async ({
  page,
  request,
}) => {
  const { token } = await freshInvestor(request);
  await openAccount(page, token);

  const first = await toVerification(page, request, '5559876543');
  await typeHere(page, first.code);
  const done = page.getByRole('dialog', { name: t.changeMobileNumber });
  await expect(done.getByRole('heading', { name: t.phoneChangedTitle })).toBeVisible();
  await tabTo(page, done.getByRole('button', { name: t.done }));
  await pressKeeping(page, 'Enter', 'Done on Mobile Number Updated');
  await expect(done).toBeHidden();
  await expect(page.getByRole('button', { name: t.changeMobileNumber })).toBeFocused();

  const second = await toVerification(page, request, '5551234567');
  // The instruction describes the code field; a wrong code adds the message to its description.
  await expect(second.field).toHaveAccessibleDescription(t.verifyBody('(555) 123-4567'));
  await typeHere(page, second.code === '000000' ? '111111' : '000000');
  await expect(second.field).toHaveAccessibleDescription(
    new RegExp(accountVerificationMessages.INVALID_CODE),
  );
  await expectFocusKept(page, 'a wrong code');
  await pressKeeping(page, 'Escape', 'Verify Your Mobile Number cancelled');
  await expect(second.verify).toBeHidden();
  await expect(page.getByRole('button', { name: t.changeMobileNumber })).toBeFocused();
});

/** The colours forced colours leave on an element: its text, border and outline. */
async function drawnStates(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return `${style.color} | ${style.borderColor} | ${style.outlineColor}`;
    }),
  );
}

test('forced colours: a selected radio pill and an on switch differ from the others in more than a background', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await signInAs(page, 'investor@cairn.example');
  await page.goto('/marketplace/models');
  const all = page.getByRole('radio', { name: 'View All' });
  await expect(all).toBeChecked();
  const [selected] = await drawnStates(page, '[role="radio"][aria-checked="true"]');
  const others = await drawnStates(page, '[role="radio"][aria-checked="false"]');
  expect(others.length).toBeGreaterThan(0);
  for (const other of others) expect(other).not.toBe(selected);

  const theme = page.getByRole('switch', { name: 'Dark theme' });
  const track = page.locator('label:has([role="switch"]) > span[aria-hidden="true"]').first();
  const drawn = () =>
    track.evaluate((element) => {
      const style = getComputedStyle(element);
      const knob = element.firstElementChild;
      return `${style.borderColor} | ${knob ? getComputedStyle(knob).backgroundColor : ''}`;
    });
  const on = await drawn();
  await theme.focus();
  await page.keyboard.press('Space');
  await expect(theme).not.toBeChecked();
  expect(await drawn()).not.toBe(on);
});
