import { DRAFTS_STORAGE_VERSION, draftsStorageKey } from '@cairn/app-shell/draft-storage';
import {
  addInvestmentMessages,
  globalMessages,
  LOAD_STATE_TEXTS,
  MAKE_A_NEW_DEPOSIT,
  portfolioBannerTitles,
  portfolioWeightMessages,
} from '@cairn/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  applyChangesDialogTexts,
  feeDetailsTexts,
  portfolioTexts,
  rebalancePreviewTexts,
  rebalancingExplainerTexts,
} from '../../apps/customer/src/routes/portfolio/copy';
import { customerShellTexts } from '../../apps/customer/src/shell/copy';
import { defaultHifoBreakdownMessages as hifoBreakdownTexts } from '../../packages/ui/src/domain/HifoBreakdown/messages';
import { defaultPortfolioEditorMessages as portfolioEditorTexts } from '../../packages/ui/src/domain/PortfolioEditor/messages';
import { expect, expectAxeClean, test } from '../fixtures';
import { useSession as storeSession } from '../onboarding/api';
import { allowHttpErrors } from '../onboarding/support';
import { expectFocusKept, pressKeeping, tabKeeping, typeKeeping } from '../support/focus';
import { test as keyboardTest } from '../support/keyboardOnly';
import { freshInvestor } from './transfers-support';

// Every test makes its own investor: saving a portfolio and moving the clock change the account.
test.describe.configure({ timeout: 180_000 });

interface Investor {
  readonly email: string;
  readonly token: string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The marketplace's models and indices by name, as the API lists them. */
async function catalog(
  request: APIRequestContext,
  token: string,
): Promise<Map<string, { id: string; product: string; asset_symbols: string[] }>> {
  const answer = await request.get('/api/model/models', { headers: auth(token) });
  expect(answer.ok()).toBe(true);
  const models = (await answer.json()) as {
    id: string;
    name: string;
    product: string;
    asset_symbols: string[];
  }[];
  return new Map(models.map((model) => [model.name, model]));
}

/** Saves (and activates) a portfolio through the API, as if applied earlier. */
async function savePortfolioThroughApi(
  request: APIRequestContext,
  investor: Investor,
  weights: Readonly<Record<string, number>>,
): Promise<void> {
  const byName = await catalog(request, investor.token);
  const answer = await request.put('/api/portfolio', {
    headers: auth(investor.token),
    data: {
      models: Object.entries(weights).map(([name, weight]) => ({ id: byName.get(name)?.id, weight })),
      excluded_assets: [],
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Moves only this investor's clock (never the shared demo users'). */
async function advance(request: APIRequestContext, email: string, days: number): Promise<void> {
  const answer = await request.post('/__sandbox/advance', { data: { days, email } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function fault(
  request: APIRequestContext,
  pathPattern: string,
  kind: '500' | '401' | '418' | 'user-correctable' | 'malformed' | 'slow',
): Promise<void> {
  const answer = await request.post('/__sandbox/faults', {
    data: { path_pattern: pathPattern, fault: kind, count: 1 },
  });
  expect(answer.ok()).toBe(true);
}

/** The saved portfolio's investments and weights, as the API answers. */
async function savedWeights(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const answer = await request.get('/api/portfolio', { headers: auth(token) });
  expect(answer.ok()).toBe(true);
  const portfolio = (await answer.json()) as { models: { name: string; weight: number }[] };
  return Object.fromEntries(portfolio.models.map((model) => [model.name, model.weight]));
}

async function openPortfolio(page: Page, token: string): Promise<void> {
  await storeSession(page, token);
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: portfolioTexts.title })).toBeVisible();
  await expect(page.getByText(portfolioTexts.description)).toBeVisible();
}

const editor = (page: Page) => page.getByRole('list', { name: portfolioEditorTexts.listLabel });
const slider = (page: Page, name: string) =>
  page.getByRole('slider', { name: portfolioEditorTexts.weightOf(name) });
const percent = (page: Page, name: string) =>
  page.getByRole('textbox', { name: portfolioEditorTexts.percentOf(name) });
const applyButton = (page: Page) => page.getByRole('button', { name: portfolioEditorTexts.apply });
const unsavedWarning = (page: Page) =>
  page.getByRole('navigation').getByRole('img', { name: customerShellTexts.unsavedChangesWarning });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const driftTable = (page: Page) => page.getByRole('grid', { name: portfolioTexts.driftTitle });
const driftRow = (page: Page, name: string) =>
  driftTable(page).getByRole('row', { name: new RegExp(`^${name}`) });

async function typeWeight(field: Locator, value: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(value);
}

test.describe('My Portfolio (doc 2 §2 My Portfolio, §4, §5)', () => {
  keyboardTest(
    'keyboard alone (no pointer, focus kept at every step): edit weights, Apply → Save & Activate → Changes Applied announced; after advance the allocations follow the new weights',
    async ({ page, request }) => {
      const investor = await freshInvestor(request, { usd: 60_000 });
      await savePortfolioThroughApi(request, investor, { 'Crypto Market': 60, 'Bitcoin & Ether': 40 });
      await advance(request, investor.email, 1);
      await openPortfolio(page, investor.token);

      // The drift view: held now, target, after Apply, all within range after the first rebalance.
      await expect(page.getByText(portfolioTexts.driftDescription)).toBeVisible();
      for (const column of Object.values(portfolioTexts.driftColumns)) {
        await expect(driftTable(page).getByRole('columnheader', { name: column })).toBeVisible();
      }
      await expect(driftRow(page, 'Crypto Market')).toContainText(portfolioTexts.onTarget);

      // The slider moves with the arrow keys, the percent input takes typed digits: no mouse.
      await tabKeeping(page, slider(page, 'Crypto Market'), 'the Crypto Market slider');
      for (let step = 0; step < 10; step += 1) await pressKeeping(page, 'ArrowRight', 'the slider moved');
      await expect(percent(page, 'Crypto Market')).toHaveValue('70');
      await expect(page.getByText('Total: 110%')).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: portfolioWeightMessages.allocationRule }),
      ).toBeVisible();
      await expect(applyButton(page)).toBeDisabled();
      // The navigation warns of unsaved changes.
      await expect(unsavedWarning(page)).toBeVisible();

      await tabKeeping(page, percent(page, 'Bitcoin & Ether'), 'the Bitcoin & Ether percent');
      await pressKeeping(page, 'ControlOrMeta+a', 'the percent selected');
      await typeKeeping(page, '30', 'the percent typed');
      await expect(slider(page, 'Bitcoin & Ether')).toHaveValue('30');
      await expect(page.getByText('Total: 100%')).toBeVisible();
      // After Apply the drift view shows the pending weights beside the targets.
      await expect(driftRow(page, 'Crypto Market')).toContainText('70.00%');

      await tabKeeping(page, applyButton(page), 'Apply Changes');
      await pressKeeping(page, 'Enter', 'Apply Changes');
      const dialog = page.getByRole('alertdialog', { name: applyChangesDialogTexts.title });
      await expect(dialog).toContainText(applyChangesDialogTexts.body);
      await expect(dialog.getByRole('button', { name: applyChangesDialogTexts.confirm })).toBeFocused();
      // The Apply & Rebalance preview: Bitcoin & Ether shrinks (sells), Crypto Market grows (buys).
      const preview = dialog.getByRole('region', { name: rebalancePreviewTexts.title });
      await expect(preview.getByText(rebalancePreviewTexts.estimateBadge, { exact: true })).toBeVisible();
      await expect(preview).toContainText(rebalancePreviewTexts.intro);
      const trades = preview.getByRole('grid', { name: rebalancePreviewTexts.caption });
      await expect(trades.getByRole('row', { name: /^BTC/ })).toContainText(rebalancePreviewTexts.sell);
      await expect(trades.getByRole('gridcell', { name: rebalancePreviewTexts.buy }).first()).toBeVisible();
      await expect(preview.getByText(rebalancePreviewTexts.estimatedShortTerm)).toBeVisible();
      await expect(preview.getByText(rebalancePreviewTexts.estimatedLongTerm)).toBeVisible();
      await expect(preview.getByText(rebalancePreviewTexts.estimatedTotal)).toBeVisible();
      // The totals line before Save & Activate (issue 30).
      await expect(preview.locator('dt', { hasText: rebalancePreviewTexts.totalSells })).toBeAttached();
      await expect(preview.locator('dt', { hasText: rebalancePreviewTexts.totalBuys })).toBeAttached();
      await expect(preview).toContainText(rebalancePreviewTexts.disclaimer);
      // Issue 26: each sell's lots by HIFO (the kit's HifoBreakdown), the account's own lots.
      const btcLots = preview.getByRole('button', { name: `${rebalancePreviewTexts.showLots}: BTC` });
      await tabKeeping(page, btcLots, 'the BTC lots toggle');
      await pressKeeping(page, 'Enter', 'the BTC lots shown');
      await expect(btcLots).toHaveAttribute('aria-expanded', 'true');
      const lots = preview.getByRole('table', { name: /^Lots a sale of .+ BTC on .+ would use \(HIFO\)$/ });
      await expect(lots.getByRole('columnheader', { name: hifoBreakdownTexts.holdingPeriod })).toBeVisible();
      await expect(lots.locator('tbody tr[data-holding-period]').first()).toBeVisible();
      await expect(lots).not.toContainText(hifoBreakdownTexts.empty);
      await tabKeeping(
        page,
        dialog.getByRole('button', { name: applyChangesDialogTexts.confirm }),
        'Save & Activate',
      );
      await pressKeeping(page, 'Enter', 'Save & Activate');
      await expect(dialog).toBeHidden();
      // Save & Activate's only confirmation is heard: the badge appears inside a live region.
      await expect(
        page.getByRole('status').filter({ hasText: portfolioEditorTexts.changesApplied }),
      ).toHaveText(portfolioEditorTexts.changesApplied);
      await expectFocusKept(page, 'the dialog closed on Save & Activate');
      await expect(unsavedWarning(page)).toBeHidden();
      expect(await savedWeights(request, investor.token)).toEqual({
        'Crypto Market': 70,
        'Bitcoin & Ether': 30,
      });

      // Before the trade the holdings are still near 60/40: drift beyond 5 points is marked.
      await page.reload();
      await expect(driftRow(page, 'Crypto Market')).toContainText(portfolioTexts.drifted);

      // The partner trades about 24 hours later; then the allocation follows the new weights.
      await advance(request, investor.email, 1);
      const allocations = await request.get('/api/portfolio/allocations', { headers: auth(investor.token) });
      const investments = ((await allocations.json()) as { investment: { name: string; weight: number }[] })
        .investment;
      expect(Object.fromEntries(investments.map((item) => [item.name, Math.round(item.weight)]))).toEqual({
        'Crypto Market': 70,
        'Bitcoin & Ether': 30,
      });
      await page.reload();
      await expect(driftRow(page, 'Crypto Market')).toContainText(portfolioTexts.onTarget);
      await expect(driftRow(page, 'Bitcoin & Ether')).toContainText(portfolioTexts.onTarget);
    },
  );

  test('weight rules: removing, A Selection is Required (kept after a reload); the dialogs pass axe in both themes', async ({
    page,
    request,
  }) => {
    const investor = await freshInvestor(request, { usd: 60_000 });
    await savePortfolioThroughApi(request, investor, { 'Crypto Market': 50, 'Bitcoin & Ether': 50 });
    await openPortfolio(page, investor.token);
    await expect(editor(page).getByRole('listitem')).toHaveCount(2);

    // Below 5 and empty becoming 5, the total rule, above 100, Reset, removing and 'A Selection is
    // Required': PortfolioEditing.test.tsx. Here: the draft survives a reload (the real page load
    // and the stored draft), still one investment, unsaved, and removing it is still refused.
    await page.getByRole('button', { name: portfolioEditorTexts.remove('Bitcoin & Ether') }).click();
    await expect(editor(page).getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(editor(page).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: portfolioEditorTexts.remove('Crypto Market') }).click();
    const required = page.getByRole('alertdialog', { name: portfolioWeightMessages.selectionRequiredTitle });
    await expect(required).toContainText(portfolioWeightMessages.selectionRequired);
    await expectAxeClean(page, 'A Selection is Required');
    await required.getByRole('button', { name: portfolioTexts.ok }).click();
    await expect(required).toBeHidden();
    await expect(editor(page).getByRole('listitem')).toHaveCount(1);

    // Fee Details, How Rebalancing Works and the Apply confirmation, in both themes.
    await percent(page, 'Crypto Market').fill('100');
    await page.getByRole('button', { name: portfolioTexts.feeDetails }).click();
    const fees = page.getByRole('dialog', { name: feeDetailsTexts.title });
    await expect(fees.getByText(feeDetailsTexts.platformFee, { exact: true })).toBeVisible();
    await expect(fees.getByText(feeDetailsTexts.blendedInvestmentFee, { exact: true })).toBeVisible();
    await expect(fees.getByText(feeDetailsTexts.totalFee, { exact: true })).toBeVisible();
    await expect(fees).toContainText('0.25%');
    await expect(fees).toContainText(feeDetailsTexts.billing);
    await expectAxeClean(page, 'Fee Details');
    // The header's × (Close, the only button so named) returns focus to Fee Details.
    await fees.getByRole('button', { name: feeDetailsTexts.close }).click();
    await expect(fees).toBeHidden();
    await expect(page.getByRole('button', { name: portfolioTexts.feeDetails })).toBeFocused();

    await page.getByRole('button', { name: portfolioTexts.howRebalancingWorks }).click();
    const explainer = page.getByRole('dialog', { name: rebalancingExplainerTexts.title });
    await expect(explainer).toContainText(rebalancingExplainerTexts.paragraphs[0]);
    await expectAxeClean(page, 'How Rebalancing Works');
    await page.keyboard.press('Escape');

    await applyButton(page).click();
    const confirm = page.getByRole('alertdialog', { name: applyChangesDialogTexts.title });
    // Nothing is held yet: the cash is bought into the new weights.
    await expect(confirm.getByText(rebalancePreviewTexts.nothingHeld)).toBeVisible();
    await expectAxeClean(page, 'Apply Changes & Rebalance?');
    // No, Cancel keeps the draft.
    await confirm.getByRole('button', { name: applyChangesDialogTexts.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(applyButton(page)).toBeFocused();
    expect(await savedWeights(request, investor.token)).toEqual({
      'Crypto Market': 50,
      'Bitcoin & Ether': 50,
    });
  });

  test('Add New Model / Add New Index: to the marketplace, and at the maximum the Maximum Number of Investments Reached dialog', async ({
    page,
    request,
  }) => {
    const investor = await freshInvestor(request, { usd: 200_000 });
    const names = [
      'Crypto Market',
      'Bitcoin & Ether',
      'Broad Crypto',
      'Bitcoin Core',
      'Cairn Bitcoin Index',
      'Cairn Ether Index',
      'Cairn Crypto 10',
      'Cairn Crypto 20',
      'Cairn DeFi Index',
      'Cairn AI Index',
    ];
    await savePortfolioThroughApi(request, investor, Object.fromEntries(names.map((name) => [name, 10])));
    await openPortfolio(page, investor.token);
    await expect(editor(page).getByRole('listitem')).toHaveCount(10);
    for (const button of [portfolioEditorTexts.addModel, portfolioEditorTexts.addIndex]) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('alertdialog', { name: addInvestmentMessages.maximumReachedTitle });
      await expect(dialog).toContainText(addInvestmentMessages.maximumReachedTooltip);
      if (button === portfolioEditorTexts.addModel) {
        await expectAxeClean(page, 'Maximum Number of Investments Reached');
      }
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/portfolio$/);
    }
    // Below the maximum, Add goes to the marketplace; the new investment comes back at weight 5.
    await page.getByRole('button', { name: portfolioEditorTexts.remove('Cairn AI Index') }).click();
    await page.getByRole('button', { name: portfolioEditorTexts.addIndex }).click();
    await expect(page).toHaveURL(/\/marketplace\/indices$/);
    await page.goBack();
    await page.getByRole('button', { name: portfolioEditorTexts.addModel }).click();
    await expect(page).toHaveURL(/\/marketplace\/models$/);
    await page.getByRole('button', { name: 'Add Momentum', exact: true }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: 'View in My Portfolio' })
      .click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(percent(page, 'Momentum')).toHaveValue('5');
    await expect(page.getByText('Total: 95%')).toBeVisible();
  });

  test('banners: Awaiting Deposit, Portfolio Below Rebalancing Minimum, No Investments Selected, Below Model Minimum; the route passes axe in both themes', async ({
    page,
    request,
  }) => {
    const awaiting = await freshInvestor(request);
    await openPortfolio(page, awaiting.token);
    const awaitingBanner = page
      .getByRole('status')
      .filter({ hasText: portfolioBannerTitles.awaitingDeposit });
    await expect(awaitingBanner).toContainText(portfolioTexts.awaitingDepositBody);
    // The list is disabled under it.
    await expect(page.getByRole('button', { name: portfolioEditorTexts.addModel })).toBeDisabled();
    // The empty list's one action is the deposit (the banner no longer repeats it as a link).
    await page.getByRole('button', { name: MAKE_A_NEW_DEPOSIT }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    const below = await freshInvestor(request, { usd: 1_000 });
    await openPortfolio(page, below.token);
    await expect(page.getByText(portfolioBannerTitles.belowRebalancingMinimum)).toBeVisible();
    await expect(
      page.getByText('Portfolios need a balance of at least $2,000 to be rebalanced.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: portfolioEditorTexts.addIndex })).toBeDisabled();

    const empty = await freshInvestor(request, { usd: 40_000 });
    await openPortfolio(page, empty.token);
    await expect(page.getByText(portfolioTexts.noSelectionTitle)).toBeVisible();
    await expect(page.getByText(portfolioTexts.noSelectionBody)).toBeVisible();
    // NO_SELECTION leaves the list enabled: the investor adds from here.
    await expect(page.getByRole('button', { name: portfolioEditorTexts.addModel })).toBeEnabled();
    await expect(page.getByText(portfolioTexts.driftEmpty)).toBeVisible();

    const minimum = await freshInvestor(request, { usd: 30_000 });
    await savePortfolioThroughApi(request, minimum, { 'Low Volatility': 100 });
    await openPortfolio(page, minimum.token);
    await expect(page.getByText(portfolioBannerTitles.belowModelMinimum)).toBeVisible();
    await expect(page.getByText(portfolioTexts.belowModelMinimum('Low Volatility', '$50,000'))).toBeVisible();
    await expect(applyButton(page)).toBeEnabled();
    // Nothing bought yet: the drift is one line, not a headed table over no rows.
    await expect(page.getByText(portfolioTexts.driftEmpty)).toBeVisible();
    await expect(driftTable(page)).toHaveCount(0);
    await expectAxeClean(page, '/portfolio');
  });

  test('pending asset exclusions: MARKET models keeping fewer than 2 assets leave, others are Not Available until removed, then Apply saves the exclusions', async ({
    page,
    request,
  }) => {
    const investor = await freshInvestor(request, { usd: 80_000 });
    const byName = await catalog(request, investor.token);
    expect(byName.get('Low Volatility')?.asset_symbols).toContain('ETH');
    expect(byName.get('Bitcoin & Ether')?.asset_symbols.sort()).toEqual(['BTC', 'ETH']);
    await savePortfolioThroughApi(request, investor, {
      'Bitcoin & Ether': 40,
      'Low Volatility': 30,
      'Cairn Bitcoin Index': 30,
    });
    const profile = (await (
      await request.get('/api/user/profile', { headers: auth(investor.token) })
    ).json()) as {
      cognito_user: { sub: string };
    };
    const assets = (await (
      await request.get('/api/index/assets/traded', { headers: auth(investor.token) })
    ).json()) as { id: string; symbol: string; name: string }[];
    const ether = assets.find((asset) => asset.symbol === 'ETH');
    if (!ether) throw new Error('no ETH');
    // What Account's exclusion flow leaves behind: a pending exclusion of Ether in the drafts store.
    await storeSession(page, investor.token);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      draftsStorageKey(profile.cognito_user.sub),
      JSON.stringify({
        v: DRAFTS_STORAGE_VERSION,
        portfolio: null,
        exclusions: { saved: [], current: [ether.id] },
      }),
    ] as const);
    await page.goto('/portfolio');
    await expect(page.getByText(portfolioTexts.pendingExclusionsTitle)).toBeVisible();
    await expect(
      page.getByText(portfolioTexts.pendingExclusionsBody([ether.name]), { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText(portfolioTexts.removedByExclusions('Bitcoin & Ether'), { exact: false }),
    ).toBeVisible();
    await expect(editor(page).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(portfolioBannerTitles.notAvailableDueToExclusions)).toBeVisible();
    await expect(page.getByText(portfolioTexts.notAvailableDueToExclusions('Low Volatility'))).toBeVisible();
    await typeWeight(percent(page, 'Low Volatility'), '70');
    await expect(page.getByText('Total: 100%')).toBeVisible();
    // Valid weights, but the save would be refused: Apply says why.
    await expect(applyButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(applyButton(page)).toHaveAccessibleDescription(portfolioTexts.removeUnavailable);

    await page.getByRole('button', { name: portfolioEditorTexts.remove('Low Volatility') }).click();
    await typeWeight(percent(page, 'Cairn Bitcoin Index'), '100');
    await expect(page.getByText(portfolioBannerTitles.notAvailableDueToExclusions)).toBeHidden();
    await applyButton(page).click();
    await page.getByRole('button', { name: applyChangesDialogTexts.confirm }).click();
    await expect(page.getByText(portfolioEditorTexts.changesApplied)).toBeVisible();
    await expect(page.getByText(portfolioTexts.pendingExclusionsTitle)).toBeHidden();
    const saved = (await (await request.get('/api/portfolio', { headers: auth(investor.token) })).json()) as {
      models: { name: string; weight: number }[];
      excluded_assets: { symbol: string }[];
    };
    expect(saved.models.map((model) => [model.name, model.weight])).toEqual([['Cairn Bitcoin Index', 100]]);
    expect(saved.excluded_assets.map((asset) => asset.symbol)).toEqual(['ETH']);
  });
});

test.describe('My Portfolio under the fault matrix (one error policy)', () => {
  test('reading: 500 and malformed show the failed load with Try again, slow shows the skeleton', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const investor = await freshInvestor(request, { usd: 60_000 });
    await savePortfolioThroughApi(request, investor, { 'Crypto Market': 100 });
    await storeSession(page, investor.token);

    await fault(request, '^/api/portfolio$', '500');
    await page.goto('/portfolio');
    await expect(toasts(page)).toContainText(globalMessages.serverError);
    await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await page.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).click();
    await expect(percent(page, 'Crypto Market')).toHaveValue('100');

    await fault(request, '^/api/portfolio$', 'malformed');
    await page.reload();
    await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await page.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).click();
    await expect(percent(page, 'Crypto Market')).toHaveValue('100');

    await fault(request, '^/api/portfolio$', 'slow');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: portfolioTexts.title })).toBeVisible();
    await expect(editor(page)).toBeHidden();
    await expect(percent(page, 'Crypto Market')).toHaveValue('100', { timeout: 15_000 });
    // The failures were answered as the policy says; Chromium and the contract check log them.
    allowHttpErrors(consoleErrors, [500]);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/ContractError/.test(line)),
    );
  });

  test("Save & Activate: the preview's failed reads never block it", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const investor = await freshInvestor(request, { usd: 60_000 });
    await savePortfolioThroughApi(request, investor, { 'Crypto Market': 50, 'Bitcoin & Ether': 50 });
    await openPortfolio(page, investor.token);
    await typeWeight(percent(page, 'Crypto Market'), '60');
    await typeWeight(percent(page, 'Bitcoin & Ether'), '40');

    // The preview's reads failing never block Save & Activate.
    await fault(request, '^/api/model/details', '500');
    await applyButton(page).click();
    const confirm = page.getByRole('alertdialog', { name: applyChangesDialogTexts.title });
    await expect(confirm.getByText(rebalancePreviewTexts.unavailable)).toBeVisible();
    await expect(toasts(page)).toContainText(globalMessages.serverError);
    await expect(confirm.getByRole('button', { name: applyChangesDialogTexts.confirm })).toBeEnabled();
    await confirm.getByRole('button', { name: applyChangesDialogTexts.cancel }).click();
    // Save & Activate refused (500, 418, USER_CORRECTABLE) with the draft kept: PortfolioEditing.test.tsx.
    expect(await savedWeights(request, investor.token)).toEqual({
      'Crypto Market': 50,
      'Bitcoin & Ether': 50,
    });
    allowHttpErrors(consoleErrors, [500]);
  });

  test('a 401 ends the session and leads to the login', async ({ page, request, consoleErrors }) => {
    const investor = await freshInvestor(request, { usd: 60_000 });
    // The token is stored once (as signInOnce does for demo users), so the logout is final.
    await storeSession(page, investor.token);
    await fault(request, '^/api/portfolio$', '401');
    await page.goto('/portfolio');
    await expect(page).toHaveURL(/\/login/);
    allowHttpErrors(consoleErrors, [401]);
  });
});
