/**
 * Every route `npm run screenshots` renders, by app. A route says how to reach it: signed out, as a
 * demo user, as a fresh applicant walked (through the API) to an onboarding location, or with a few
 * steps on the page first. An investor page without a line here is photographed as it opens.
 */
import { type OnboardingLocation, type RouteId, routeHref, routePath, routesOf } from '@cairn/domain';
import type { Page } from '@playwright/test';
import { deactivationTexts } from '../../apps/customer/src/routes/account/copy';
import {
  cryptoDepositTexts,
  cryptoWithdrawalTexts,
  fiatWithdrawalTexts,
  withdrawalSuccessTexts,
} from '../../apps/customer/src/shared/transfers/copy';

export type Reach =
  | { readonly as: 'visitor' }
  | { readonly as: 'demo'; readonly email: string }
  | {
      readonly as: 'applicant';
      readonly type: 'INDIVIDUAL' | 'INSTITUTION';
      readonly until: OnboardingLocation;
      /** Marks the dashboard tutorial seen (its dialog would cover the page). */
      readonly tutorialSeen?: true;
      /** Verifies the applicant (KYC) and deposits this much cash (none for 0): an investor whose flows move money. */
      readonly fundedUsd?: number;
    };

export interface Shot {
  /** The file name (without theme and extension). */
  readonly name: string;
  /** The path to open; `{model}` / `{index}` are filled with an admin-made id. */
  readonly path: string;
  readonly reach: Reach;
  /** Steps on the page before the picture (open a dialog, sign in to reach /2fa...). */
  readonly before?: (page: Page) => Promise<void>;
  /** The route the picture shows, when `before` leaves `path` for it (the manifest check reads it). */
  readonly shows?: RouteId;
  /**
   * A flow's further dialog steps, each photographed after its `act` as `<name>-<n>-<step>` (the
   * layout audit compares the dialog's width across them). A step that cannot be taken ends the flow.
   */
  readonly steps?: readonly FlowStep[];
}

export interface FlowStep {
  readonly name: string;
  readonly act: (page: Page) => Promise<void>;
}

/** The open dialog (the newest when dialogs stack). */
const dialog = (page: Page) => page.locator('[role=dialog], [role=alertdialog]').last();

/** Presses the open dialog's primary button (Continue, Next...) and lets the next step render. */
const advance: FlowStep = {
  name: 'next',
  act: async (page) => {
    await dialog(page).locator('button[data-variant="primary"]').last().click({ timeout: 10_000 });
    await page.waitForTimeout(400);
  },
};

/** Chooses a method (a radio of the open dialog) and continues. */
const choose = (name: string, label: RegExp): FlowStep => ({
  name,
  act: async (page) => {
    await dialog(page).getByRole('radio', { name: label }).check({ force: true, timeout: 10_000 });
    await advance.act(page);
  },
});

/** A wire withdrawal's details, valid, then Continue to its Confirm step (the e2e suite's values). */
const fillBankDetails: FlowStep = {
  name: 'confirm',
  act: async (page) => {
    const form = dialog(page);
    await form.getByRole('textbox', { name: 'Amount (USD)' }).fill('2000', { timeout: 10_000 });
    await form.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
    await form.getByRole('textbox', { name: 'Account number', exact: true }).fill('12345678');
    await advance.act(page);
  },
};

/** Picks an asset in the open dialog's select named `label`. */
const pickAsset = async (page: Page, label: string, option: string) => {
  await dialog(page).getByRole('button', { name: label }).click({ timeout: 10_000 });
  await page.getByRole('option', { name: option }).click({ timeout: 10_000 });
};

/**
 * A crypto withdrawal's asset (BTC, which the demo investor holds) and a small amount, photographed
 * filled (Continue is the next step).
 */
const fillCryptoAmount: FlowStep = {
  name: 'amount',
  act: async (page) => {
    await pickAsset(page, cryptoWithdrawalTexts.asset, 'Bitcoin (BTC)');
    const amount = dialog(page).getByRole('textbox', { name: cryptoWithdrawalTexts.amount });
    await amount.fill('0.01', { timeout: 10_000 });
    await amount.blur();
  },
};

/**
 * A crypto deposit's asset, then Continue: a fresh user's deposit wallet is being made ('Preparing
 * Crypto Deposit'; the sandbox has it ready at the next check).
 */
const pickDepositAsset: FlowStep = {
  name: 'wallet',
  act: async (page) => {
    await pickAsset(page, cryptoDepositTexts.asset, 'Bitcoin (BTC)');
    await advance.act(page);
  },
};

/** A crypto deposit's sending wallet, answered and acknowledged, then Continue to its receiving address. */
const fillSendingWallet: FlowStep = {
  name: 'receiving',
  act: async (page) => {
    const wizard = dialog(page);
    await wizard
      .getByRole('textbox', { name: cryptoDepositTexts.sendingWalletAddress })
      .fill('bc1qsending0000000000000000000000000000', { timeout: 10_000 });
    for (const group of await wizard.getByRole('radiogroup').all()) {
      await group.locator('label', { hasText: /^Yes$/ }).click();
    }
    await wizard.getByText(cryptoDepositTexts.noticeAcknowledgement).click();
    await wizard.getByText(cryptoDepositTexts.submissionConfirmation).click();
    await advance.act(page);
    await dialog(page)
      .getByRole('heading', { name: cryptoDepositTexts.receivingAddress })
      .waitFor({ timeout: 20_000 });
  },
};

/** The mobile change's new number, Continue, then the confirmation. */
const fillNewPhone: FlowStep = {
  name: 'confirm',
  act: async (page) => {
    await dialog(page).getByRole('textbox').first().fill('2025550147', { timeout: 10_000 });
    await advance.act(page);
  },
};

/** The sandbox's newest text message (the code a dialog has just sent), waiting for it. */
async function newestSmsCode(page: Page, after: number): Promise<string> {
  const url = new URL('/__sandbox/outbox', page.url()).href;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const sent = (await (await page.request.get(url)).json()) as { channel: string; code: string }[];
    const message = sent
      .slice(after)
      .filter((entry) => entry.channel === 'sms')
      .at(-1);
    if (message) return message.code;
    await page.waitForTimeout(100);
  }
  throw new Error('no code was sent');
}

/** The outbox's length when a code-sending dialog opened, by page. */
const outboxAtOpen = new WeakMap<Page, number>();

/** Opens a dialog that sends a code as it opens, noting the outbox first. */
const openCodeDialog = (name: string) => async (page: Page) => {
  const url = new URL('/__sandbox/outbox', page.url()).href;
  outboxAtOpen.set(page, ((await (await page.request.get(url)).json()) as unknown[]).length);
  await openDialog(name)(page);
};

/** Types the code the open dialog sent (the deactivation's step 1, the mobile change's code step). */
const enterSentCode: FlowStep = {
  name: 'code',
  act: async (page) => {
    const code = await newestSmsCode(page, outboxAtOpen.get(page) ?? 0);
    const input = dialog(page).getByLabel('Verification code');
    await input.click({ timeout: 10_000 });
    await input.pressSequentially(code);
    await dialog(page)
      .getByRole('heading', { name: deactivationTexts.stepTitles[1] })
      .waitFor({ timeout: 20_000 });
  },
};

/** The deactivation's bank account, then Continue to its Confirm step. */
const fillDeactivationBank: FlowStep = {
  name: 'confirm',
  act: async (page) => {
    const form = dialog(page);
    await form
      .getByRole('textbox', { name: fiatWithdrawalTexts.routingNumber })
      .fill('021000021', { timeout: 10_000 });
    await form
      .getByRole('textbox', { name: fiatWithdrawalTexts.accountNumber, exact: true })
      .fill('12345678');
    await advance.act(page);
  },
};

/** The deactivation's Submit step: the confirmation checked, then Continue to the reason. */
const confirmDeactivationSubmit: FlowStep = {
  name: 'reason',
  act: async (page) => {
    await dialog(page).getByText(fiatWithdrawalTexts.submissionConfirmation).click({ timeout: 10_000 });
    await advance.act(page);
  },
};

/**
 * The deactivation's reason, then Continue: the fresh user's whole balance is withdrawn (Success);
 * its Continue leads to the last step (Delete Account), photographed, never pressed.
 */
const chooseReason: FlowStep = {
  name: 'success',
  act: async (page) => {
    await dialog(page)
      .getByRole('button', { name: deactivationTexts.reasonQuestion })
      .click({ timeout: 10_000 });
    await page.getByRole('option').first().click({ timeout: 10_000 });
    await advance.act(page);
    await page.getByText(withdrawalSuccessTexts.title, { exact: true }).waitFor({ timeout: 20_000 });
  },
};

/** A crypto withdrawal's destination, owned and acknowledged, then Continue to Confirm & Submit. */
const fillCryptoDestination: FlowStep = {
  name: 'confirm',
  act: async (page) => {
    const wizard = dialog(page);
    await wizard
      .getByRole('textbox', { name: cryptoWithdrawalTexts.destinationWalletAddress })
      .fill('bc1qdestination000000000000000000000000', { timeout: 10_000 });
    await wizard.locator('label', { hasText: /^No$/ }).click();
    await wizard.getByText(cryptoWithdrawalTexts.ownerConfirmation).click();
    await wizard.getByText(cryptoWithdrawalTexts.noticeAcknowledgement).click();
    await advance.act(page);
  },
};

/** Opens Transfer, then Deposit or Withdraw. */
const openTransfer = (intent: 'Deposit' | 'Withdraw') => async (page: Page) => {
  await page.getByRole('button', { name: 'Transfer' }).click({ timeout: 20_000 });
  await page.getByRole('menuitem', { name: intent }).click({ timeout: 20_000 });
  // By its name: the menu's own popover matched a bare dialog locator, so the first picture was
  // taken before the flow's code had loaded and its dialog opened (no dialog, or one mid-entry).
  await page.getByRole('dialog', { name: intent }).waitFor({ timeout: 20_000 });
};

/** Clicks a button of the page and waits for the dialog it opens. */
const openDialog = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click({ timeout: 20_000 });
  await dialog(page).waitFor();
};

const visitor = { as: 'visitor' } as const;
const investor = { as: 'demo', email: 'investor@cairn.example' } as const;
const admin = { as: 'demo', email: 'admin@cairn.example' } as const;
const individual = (until: OnboardingLocation) => ({ as: 'applicant', type: 'INDIVIDUAL', until }) as const;
const institution = (until: OnboardingLocation) => ({ as: 'applicant', type: 'INSTITUTION', until }) as const;

const LISTED: Readonly<Record<'onboarding' | 'customer' | 'admin', readonly Shot[]>> = {
  onboarding: [
    { name: 'login', path: routePath('login'), reach: visitor },
    {
      name: '2fa',
      path: routePath('login'),
      shows: 'two-factor',
      reach: visitor,
      before: async (page) => {
        await page.getByLabel('Email').fill('investor@cairn.example');
        await page.getByLabel('Password', { exact: true }).fill('Cairn-demo-1!');
        await page.getByRole('button', { name: /sign in|log in/i }).click();
        await page.waitForURL('**/2fa');
      },
    },
    { name: 'forgot-password', path: routePath('forgot-password'), reach: visitor },
    { name: '403', path: routePath('page-not-available'), reach: visitor },
    { name: 'not-found', path: '/no-such-page', reach: visitor },
    { name: 'terms', path: routePath('terms'), reach: visitor },
    { name: 'privacy', path: routePath('privacy'), reach: visitor },
    { name: 'appredirect', path: `${routePath('app-redirect')}?screen=portfolio`, reach: visitor },
    { name: 'self-identification', path: routePath('self-identification'), reach: visitor },
    {
      name: 'signup',
      path: routePath('signup'),
      reach: visitor,
      before: async (page) => {
        await page.evaluate(() => window.localStorage.setItem('userType', 'INDIVIDUAL'));
        await page.reload();
      },
    },
    { name: 'phone-notice', path: routePath('phone-notice'), reach: individual('PHONE_VERIFICATION') },
    { name: 'confirm-mobile', path: routePath('confirm-mobile'), reach: individual('PHONE_VERIFICATION') },
    { name: 'email-notice', path: routePath('email-notice'), reach: individual('EMAIL_VERIFICATION') },
    { name: 'confirm-email', path: routePath('confirm-email'), reach: individual('EMAIL_VERIFICATION') },
    {
      name: 'advisory-agreement',
      path: routePath('advisory-agreement'),
      reach: individual('ADVISORY_AGREEMENT'),
    },
    {
      name: 'custodian-agreement',
      path: routePath('custodian-agreement'),
      reach: individual('CUSTODIAN_AGREEMENT'),
    },
    {
      name: 'personal-information',
      path: routePath('personal-information'),
      reach: individual('INDIVIDUAL_INFORMATION'),
    },
    {
      name: 'id-verification',
      path: routePath('id-verification'),
      reach: individual('INDIVIDUAL_DOCUMENTS'),
    },
    { name: 'beneficiaries', path: routePath('beneficiaries'), reach: individual('BENEFICIARIES') },
    {
      name: 'retail-questionnaire',
      path: routePath('retail-questionnaire'),
      reach: individual('INDIVIDUAL_QUESTIONNAIRE'),
    },
    {
      name: 'investment-styles',
      path: routePath('investment-styles'),
      reach: individual('INVESTMENT_STYLES'),
    },
    { name: 'tax-loss-harvesting', path: routePath('tax-loss-harvesting'), reach: individual('TLH') },
    {
      name: 'tax-loss-harvesting-confirm',
      path: routePath('tax-loss-harvesting'),
      reach: individual('TLH'),
      // The dialog as it opens: Turn On disabled, its reason beside it, until the box is ticked.
      before: async (page) => {
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('button', { name: 'Turn On' }).waitFor();
      },
    },
    { name: 'advisory-fees', path: routePath('advisory-fees'), reach: individual('ADVISORY_FEES') },
    { name: 'review', path: routePath('review'), reach: individual('REVIEW') },
    { name: 'complete', path: routePath('complete'), reach: individual('DASHBOARD') },
    {
      name: 'institution-information',
      path: routePath('institution-information'),
      reach: institution('INSTITUTION_INFORMATION'),
    },
    {
      name: 'institution-documents',
      path: routePath('institution-documents'),
      reach: institution('INSTITUTION_DOCUMENTS'),
    },
    {
      name: 'institution-documents-explanation',
      path: routePath('institution-documents'),
      reach: institution('INSTITUTION_DOCUMENTS'),
      // The explanation as No reveals it: its hint and Continue's reason, no message before a blur.
      before: async (page) => {
        await page.getByRole('radio', { name: 'No' }).check({ force: true });
        await page.getByLabel('Explanation*').waitFor();
      },
    },
    {
      name: 'institution-questionnaire',
      path: routePath('institution-questionnaire'),
      reach: institution('INSTITUTION_QUESTIONNAIRE'),
    },
    { name: 'institution-review', path: routePath('review'), reach: institution('REVIEW') },
    { name: 'institution-complete', path: routePath('complete'), reach: institution('DASHBOARD') },
  ],
  customer: [
    { name: 'dashboard', path: routePath('dashboard'), reach: investor },
    {
      name: 'dashboard-institution',
      path: routePath('dashboard'),
      reach: { as: 'demo', email: 'institution@cairn.example' },
    },
    {
      name: 'dashboard-friends',
      path: routePath('dashboard'),
      reach: { as: 'demo', email: 'friends@cairn.example' },
    },
    {
      name: 'dashboard-pending',
      path: routePath('dashboard'),
      reach: { as: 'demo', email: 'pending@cairn.example' },
    },
    {
      name: 'dashboard-inactive',
      path: routePath('dashboard'),
      reach: { as: 'demo', email: 'inactive@cairn.example' },
    },
    {
      name: 'dashboard-awaiting',
      path: routePath('dashboard'),
      reach: { as: 'demo', email: 'awaiting@cairn.example' },
    },
    {
      name: 'dashboard-noselection',
      path: routePath('dashboard'),
      reach: { as: 'demo', email: 'noselection@cairn.example' },
    },
    { name: 'models', path: routePath('models'), reach: investor },
    { name: 'models-cards', path: `${routePath('models')}?view=card`, reach: investor },
    {
      name: 'model-details',
      path: routeHref('model-details', { modelName: 'Crypto Market' }),
      reach: investor,
    },
    { name: 'indices', path: routePath('indices'), reach: investor },
    { name: 'index-details', path: routeHref('index-details', { indexTicker: 'CC10' }), reach: investor },
    {
      name: 'model-guide',
      path: routePath('models'),
      reach: investor,
      before: async (page) => {
        await page.getByRole('button', { name: 'Model Selection Guide' }).click();
        for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Next' }).click();
      },
    },
    {
      name: 'performance',
      path: routePath('performance'),
      reach: investor,
      before: async (page) => {
        await page.locator('[data-chart-state="ready"]').waitFor();
      },
    },
    {
      name: 'performance-bar',
      path: routePath('performance'),
      reach: investor,
      before: async (page) => {
        await page.getByRole('radio', { name: 'Bar' }).click();
        await page.locator('[data-chart-state="ready"]').waitFor();
      },
    },
    {
      name: 'performance-awaiting',
      path: routePath('performance'),
      reach: { as: 'demo', email: 'awaiting@cairn.example' },
    },
    { name: 'activity-log', path: routePath('activity-log'), reach: investor },
    { name: 'trades', path: routePath('trade-history'), reach: investor },
    { name: 'tax-center', path: routePath('tax-center'), reach: investor },
    { name: 'transactions', path: routePath('tax-transactions'), reach: investor },
    { name: 'portfolio', path: routePath('portfolio'), reach: investor },
    {
      name: 'portfolio-apply',
      path: routePath('portfolio'),
      reach: investor,
      before: async (page) => {
        await page.getByRole('button', { name: 'Apply Changes' }).click();
        await page.getByRole('alertdialog').getByText('Estimated total gain').waitFor({ timeout: 30_000 });
      },
    },
    {
      name: 'flow-deposit-wire',
      path: routePath('dashboard'),
      reach: investor,
      before: openTransfer('Deposit'),
      steps: [choose('wire', /^Wire/), advance, advance, advance],
    },
    {
      name: 'flow-deposit-crypto',
      path: routePath('dashboard'),
      // A fresh investor: registering the sending wallet changes its user. Continue with nothing
      // chosen shows its problem (an extra state); then BTC, the sending wallet and the receiving address.
      reach: { ...individual('DASHBOARD'), tutorialSeen: true, fundedUsd: 0 },
      before: openTransfer('Deposit'),
      steps: [
        choose('crypto', /^Crypto/),
        advance,
        advance,
        pickDepositAsset,
        { ...advance, name: 'sending' },
        fillSendingWallet,
      ],
    },
    {
      name: 'flow-withdraw-bank',
      path: routePath('dashboard'),
      reach: investor,
      before: openTransfer('Withdraw'),
      // Continue on an empty form shows its problems; then the details filled, Confirm, and the Submit
      // step, which is photographed but never pressed: no withdrawal is made.
      steps: [choose('wire', /^Wire/), advance, advance, fillBankDetails, advance],
    },
    {
      name: 'flow-withdraw-crypto',
      path: routePath('dashboard'),
      reach: investor,
      before: openTransfer('Withdraw'),
      // Continue with nothing chosen shows its problem (an extra state); then a valid asset and
      // amount (photographed filled), a valid destination, and the Confirm & Submit step,
      // photographed but never submitted.
      steps: [
        choose('crypto', /^Crypto/),
        advance,
        advance,
        fillCryptoAmount,
        advance,
        fillCryptoDestination,
      ],
    },
    {
      name: 'flow-add-details',
      path: routePath('tax-transactions'),
      reach: investor,
      before: openDialog('Add Details'),
    },
    {
      // A fresh investor: sending the code sets the new number on its user. The empty submit's
      // problem (an extra state), the number, its confirmation, then the code step.
      name: 'flow-mobile-change',
      path: routePath('account'),
      reach: { ...individual('DASHBOARD'), tutorialSeen: true },
      before: openDialog('Change Mobile Number'),
      steps: [advance, fillNewPhone, { ...advance, name: 'code' }],
    },
    {
      // A fresh investor: the wizard's steps must never deactivate a demo user.
      name: 'flow-deactivation',
      path: routePath('account'),
      // Funded, so the wizard walks every step (a zero balance jumps to the last); the code it sent
      // as it opened (read from the outbox, noted before opening), the bank account, Confirm, Submit,
      // the reason (the fresh user's balance is withdrawn), then Delete Account, never pressed.
      reach: { ...individual('DASHBOARD'), tutorialSeen: true, fundedUsd: 20_000 },
      before: openCodeDialog('Deactivate Account'),
      steps: [
        enterSentCode,
        fillDeactivationBank,
        advance,
        confirmDeactivationSubmit,
        chooseReason,
        { ...advance, name: 'delete' },
      ],
    },
    {
      name: 'portfolio-fees',
      path: routePath('portfolio'),
      reach: investor,
      before: async (page) => {
        await page.getByRole('button', { name: 'Fee Details' }).click();
        await page.getByRole('dialog').getByText('Total Annual Fee').waitFor();
      },
    },
    {
      name: 'portfolio-belowmin',
      path: routePath('portfolio'),
      reach: { as: 'demo', email: 'belowmin@cairn.example' },
    },
    {
      name: 'portfolio-friends',
      path: routePath('portfolio'),
      reach: { as: 'demo', email: 'friends@cairn.example' },
    },
    {
      name: 'portfolio-awaiting',
      path: routePath('portfolio'),
      reach: { as: 'demo', email: 'awaiting@cairn.example' },
    },
    {
      name: 'portfolio-noselection',
      path: routePath('portfolio'),
      reach: { as: 'demo', email: 'noselection@cairn.example' },
    },
    {
      name: 'portfolio-maxed',
      path: routePath('portfolio'),
      reach: { as: 'demo', email: 'maxed@cairn.example' },
    },
    { name: 'account', path: routePath('account'), reach: investor },
    {
      name: 'account-institution',
      path: routePath('account'),
      reach: { as: 'demo', email: 'institution@cairn.example' },
    },
    {
      name: 'account-inactive',
      path: routePath('account'),
      reach: { as: 'demo', email: 'inactive@cairn.example' },
    },
    {
      name: 'account-exclude-assets',
      path: routePath('account'),
      reach: investor,
      // Opening the picker changes nothing: exclusions are stored only once confirmed.
      before: async (page) => {
        await page.getByRole('button', { name: 'Add Exclusions' }).click();
        await page.getByRole('dialog', { name: 'Exclude Assets' }).waitFor();
      },
    },
  ],
  admin: [
    { name: 'index-creation', path: routePath('admin-index-creation'), reach: admin },
    { name: 'index-edit', path: routePath('admin-index-edit').replace(':indexId', '{index}'), reach: admin },
    { name: 'indices', path: routePath('admin-indices'), reach: admin },
    { name: 'model-creation', path: routePath('admin-model-creation'), reach: admin },
    {
      name: 'model-edit-momentum',
      path: routePath('admin-model-edit').replace(':modelId', '{model}'),
      reach: admin,
    },
    { name: 'models', path: routePath('admin-models'), reach: admin },
    { name: 'trade-settings', path: routePath('admin-trade-settings'), reach: admin },
    { name: 'waitlist-settings', path: routePath('admin-waitlist-settings'), reach: admin },
    { name: 'keys', path: routePath('admin-keys'), reach: admin },
    // The console's states after an action, and its one dialog (issue 30: every dialog step).
    {
      name: 'keys-generated',
      path: routePath('admin-keys'),
      reach: admin,
      before: async (page) => {
        await page.getByRole('button', { name: 'Generate Key' }).click();
        await page.getByRole('textbox', { name: 'Generated key' }).waitFor();
      },
    },
    {
      name: 'waitlist-settings-code',
      path: routePath('admin-waitlist-settings'),
      reach: admin,
      before: async (page) => {
        await page.getByRole('textbox', { name: 'Email' }).fill('shots@example.com');
        await page.getByRole('button', { name: 'Get Access Code' }).click();
        await page.getByRole('textbox', { name: 'Access code' }).waitFor();
      },
    },
    {
      name: 'index-creation-save-attempt',
      path: routePath('admin-index-creation'),
      reach: admin,
      // Save pressed on the empty form: the fields' messages and the save card's list of them.
      before: async (page) => {
        await page.getByRole('button', { name: 'Save' }).click({ force: true });
        await page.getByText('Index Name is required').first().waitFor();
      },
    },
    {
      name: 'log-out',
      path: routePath('admin-indices'),
      reach: admin,
      before: async (page) => {
        await page.getByRole('button', { name: 'Log Out' }).click();
        await page.getByRole('alertdialog').or(page.getByRole('dialog')).waitFor();
      },
    },
  ],
};

/**
 * The investor pages no shot above opens, each photographed as it opens for the demo investor (its
 * route id as the file name): a new investor route needs no line here (docs/building-a-screen.md).
 */
const unlistedInvestorPages: readonly Shot[] = routesOf('customer')
  .filter((entry) => entry.redirectTo === undefined && !entry.path.includes(':'))
  .filter((entry) => !LISTED.customer.some((shot) => shot.shows === entry.id || shot.path === entry.path))
  .map((entry) => ({ name: entry.id, path: entry.path, reach: investor }));

export const SHOTS: Readonly<Record<'onboarding' | 'customer' | 'admin', readonly Shot[]>> = {
  ...LISTED,
  customer: [...LISTED.customer, ...unlistedInvestorPages],
};
