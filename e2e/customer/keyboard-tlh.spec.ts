import { dashboardTexts } from '../../apps/customer/src/routes/dashboard/copy';
import { pressKeeping, tabKeeping } from '../support/focus';
import { expect, test } from '../support/keyboardOnly';
import { freshInvestor, openDashboard } from './transfers-support';

// Issue 31: the tax-loss harvesting switch by keyboard alone, on the dashboard and on My Portfolio
// (doc 2 §2: "TLH control shown only if the tlhEnabled flag is on"; an approved user may change it).
// One fresh user (the flag is on for new users), one page load; the second page is reached through
// the side menu, so the change made on the dashboard is read back on My Portfolio.
test.describe.configure({ timeout: 120_000 });

test('the TLH switch by keyboard alone: turned on the dashboard, read back and turned back on My Portfolio', async ({
  page,
  request,
}) => {
  const { token } = await freshInvestor(request);
  await openDashboard(page, token);
  const tlh = page.getByRole('switch', { name: dashboardTexts.taxLossHarvesting });
  await expect(tlh).toBeEnabled();
  const before = await tlh.isChecked();
  await tabKeeping(page, tlh, 'the TLH switch on the dashboard', { max: 80 });
  await pressKeeping(page, 'Space', 'the TLH switch toggled');
  if (before) await expect(tlh).not.toBeChecked();
  else await expect(tlh).toBeChecked();
  await expect(tlh).toBeEnabled();
  await expect(tlh).toBeFocused();

  const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Dashboard' }) });
  await tabKeeping(page, menu.locator('a[href="/portfolio"]'), 'My Portfolio in the menu');
  await pressKeeping(page, 'Enter', 'My Portfolio opened');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  const onPortfolio = page.getByRole('switch', { name: dashboardTexts.taxLossHarvesting });
  if (before) await expect(onPortfolio).not.toBeChecked();
  else await expect(onPortfolio).toBeChecked();
  await tabKeeping(page, onPortfolio, 'the TLH switch on My Portfolio', { max: 80 });
  await pressKeeping(page, 'Space', 'the TLH switch toggled back');
  if (before) await expect(onPortfolio).toBeChecked();
  else await expect(onPortfolio).not.toBeChecked();
  await expect(onPortfolio).toBeEnabled();
  await expect(onPortfolio).toBeFocused();
});
