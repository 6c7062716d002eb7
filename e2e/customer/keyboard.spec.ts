import { addInvestmentMessages } from '@cairn/domain';
import { marketplaceTexts } from '../../apps/customer/src/routes/marketplace/copy';
import { codeSentAfter } from '../onboarding/support';
import { arrowKeeping, expectFocusKept, pressKeeping, tabKeeping, typeKeeping } from '../support/focus';
import { expect, test } from '../support/keyboardOnly';
import { DEMO_PASSWORD, outbox, signInAs } from '../support/session';

// Issue 31: keyboard-only flows of the investor app. No pointer anywhere (the fixture fails a test
// on any pointer press); after every step focus is on a visible element, never on <body>.
test.describe.configure({ timeout: 120_000 });

const INVESTOR = 'investor@cairn.example';
const INVESTOR_PHONE = '+12025550101';

test('a model filtered, opened from its row and added; a grid row added by Enter', async ({ page }) => {
  // The shared investor is only read: adding changes this browser's draft, never the saved portfolio.
  await signInAs(page, INVESTOR);
  await page.goto('/marketplace/models');
  const table = page.getByRole('grid', { name: marketplaceTexts.models });
  await expect(table.getByRole('rowheader', { name: 'Momentum' })).toBeVisible();

  // The style filter: an arrow chooses Market; Tab leaves the filter with Market still chosen.
  await tabKeeping(page, page.getByRole('radio', { name: 'View All' }), 'the style filter');
  await pressKeeping(page, 'ArrowRight', 'Market');
  await expect(page).toHaveURL(/style=MARKET$/);
  await pressKeeping(page, 'Space', 'Market kept');
  await expect(page.getByRole('radio', { name: 'Market', exact: true })).toBeFocused();
  await tabKeeping(page, table.getByRole('row').nth(1), 'the first model row');
  await expect(page).toHaveURL(/style=MARKET$/);
  await expect(table.getByRole('row')).toHaveCount(5);

  // A model opened from its row: the new page's heading takes focus.
  await arrowKeeping(page, table.getByRole('row', { name: /^Bitcoin Core/ }), 'ArrowDown', 'Bitcoin Core');
  await pressKeeping(page, 'Enter', 'Bitcoin Core opened');
  await expect(page).toHaveURL('/marketplace/models/Bitcoin%20Core');
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin Core' })).toBeFocused();

  // Add to My Portfolio: the button becomes a disabled 'Added'; focus stays on the page.
  const add = page.getByRole('button', { name: addInvestmentMessages.addToMyPortfolio });
  await tabKeeping(page, add, addInvestmentMessages.addToMyPortfolio);
  await pressKeeping(page, 'Enter', 'Add to My Portfolio → Added');
  await expect(
    page.getByRole('button', { name: `${addInvestmentMessages.added}: Bitcoin Core` }),
  ).toBeDisabled();
  // The disabled 'Added' cannot hold focus: the next control after it has it (checked above).

  // Back to the list by its link; a grid's Add by Enter adds the model there (no navigation).
  await tabKeeping(page, page.getByRole('link', { name: marketplaceTexts.back }), 'Back');
  await pressKeeping(page, 'Enter', 'Back to the models');
  await expect(page).toHaveURL('/marketplace/models');
  await expect(page.getByRole('heading', { level: 1, name: marketplaceTexts.models })).toBeFocused();
  await tabKeeping(page, table.getByRole('row').nth(1), 'the first model row');
  const row = table.getByRole('row', { name: /^Broad Crypto/ });
  await arrowKeeping(page, row, 'ArrowDown', 'Broad Crypto');
  await arrowKeeping(page, row.getByRole('button', { name: 'Add Broad Crypto' }), 'ArrowRight', 'its Add');
  await pressKeeping(page, 'Enter', 'Add Broad Crypto → Added');
  await expect(
    row.getByRole('button', { name: `${addInvestmentMessages.added}: Broad Crypto` }),
  ).toBeVisible();
  await expect(page).toHaveURL('/marketplace/models');
  // In a grid, the row's cell that holds 'Added' keeps focus: the user stays on the row.
  await expect(row.getByRole('gridcell').last()).toBeFocused();
  await pressKeeping(page, 'ArrowDown', 'the grid arrows go on from the row');
  await expect(page.locator(':focus')).toHaveCount(1);
  expect(
    await page.evaluate(() => document.activeElement?.closest('[role="row"]')?.textContent ?? ''),
  ).toMatch(/^Bitcoin Core/);
});

test('sign-in with 2FA: email, password, the code, then the dashboard', async ({ page, request }) => {
  // Signing in reads the shared investor and sends a code; nothing of the user changes.
  await page.goto('/login');
  const email = page.getByLabel('Email', { exact: true });
  await tabKeeping(page, email, 'Email');
  await typeKeeping(page, INVESTOR, 'the email typed');
  await tabKeeping(page, page.getByLabel('Password', { exact: true }), 'Password');
  await typeKeeping(page, DEMO_PASSWORD, 'the password typed');
  const before = (await outbox(request)).length;
  await pressKeeping(page, 'Enter', 'Log In');
  await expect(page).toHaveURL(/\/2fa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible();
  // The code field takes focus itself: the code is typed where the user is.
  await expect(page.getByLabel('Verification code')).toBeFocused();
  // The sixth digit submits and loads another app: focus is checked on its first page (below),
  // not in between, where it could only be the code field or the new document (a race).
  await page.keyboard.type(await codeSentAfter(request, INVESTOR_PHONE, before));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  // A new app's first page keeps the browser's focus (the document); the first Tab is the skip link.
  await pressKeeping(page, 'Tab', 'the first Tab on the dashboard');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await pressKeeping(page, 'Enter', 'Skip to content');
  await expectFocusKept(page, 'in the main content');
});

test('every page of the side menu is reached by keyboard, its heading focused', async ({ page }) => {
  // Only reads the shared investor.
  await signInAs(page, INVESTOR);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Dashboard' }) });
  const paths = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(paths.length).toBeGreaterThan(5);
  for (const path of paths.filter((href) => href.startsWith('/') && href !== '/dashboard')) {
    // A section's first page is already shown once its section opened: no navigation there.
    if (new URL(page.url()).pathname === path) continue;
    await tabKeeping(page, menu.locator(`a[href="${path}"]`), `${path} in the menu`);
    await pressKeeping(page, 'Enter', `${path} opened`);
    await expect(page).toHaveURL(new RegExp(`^[^?]*${path}`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  }
});
