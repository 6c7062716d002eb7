import {
  APPLIED_TO_MY_PORTFOLIO,
  addInvestmentMessages,
  GUIDE_DISCLAIMER,
  globalMessages,
  guideTexts,
  LOAD_STATE_TEXTS,
  MODEL_SELECTION_GUIDE_STEPS,
  MULTISECTOR_TAG,
  VIEW_ALL,
} from '@cairn/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addShortReasonTexts,
  marketplaceNotFoundTexts,
  marketplaceTexts,
  recommendationUpdateTexts,
  replacePortfolioTexts,
  trackRecordTexts,
} from '../../apps/customer/src/routes/marketplace/copy';
import { MARKETPLACE_SKELETON_ROWS } from '../../apps/customer/src/routes/marketplace/display';
import { expect, expectAxeClean, test } from '../fixtures';
import { allowHttpErrors } from '../onboarding/support';
import { arrowKeeping, pressKeeping, tabKeeping } from '../support/focus';
import { holdRequests } from '../support/hold';
import { test as keyboardTest } from '../support/keyboardOnly';
import { signInAs, signInOnce, signInThroughApi } from '../support/session';

// Shared demo users are only read here: adding an investment changes the client draft, never the
// saved portfolio.
const INVESTOR = 'investor@cairn.example';
const FRIENDS = 'friends@cairn.example';

async function fault(
  request: APIRequestContext,
  pathPattern: string,
  kind: '500' | '401' | 'malformed',
): Promise<void> {
  const response = await request.post('/__sandbox/faults', {
    data: { path_pattern: pathPattern, fault: kind, count: 1 },
  });
  expect(response.ok()).toBe(true);
}

/** axe in both themes on what is showing once `ready` holds (the mode switched in place, no reload). */
async function axeInBothThemes(page: Page, ready: () => Promise<void>): Promise<void> {
  await ready();
  await expectAxeClean(page, new URL(page.url()).pathname);
}

// The machine is shared and slow: every axe check runs in both themes.
test.describe.configure({ timeout: 120_000 });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/**
 * The models the marketplace lists now, as the API answers: a worker's sandbox lives for all its
 * files, so the admin tests that ran before may have added models to the seeded twelve.
 */
async function listedModels(request: APIRequestContext): Promise<readonly { product: string }[]> {
  const token = await signInThroughApi(request, INVESTOR);
  const answer = await request.get('/api/model/models?type=MODEL', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { product: string }[];
}

test.describe('Marketplace models (doc 2 §2 Marketplace)', () => {
  test('list by default with 8 skeleton rows while loading; pills and cards through the URL', async ({
    page,
    request,
  }) => {
    const listed = await listedModels(request);
    await signInAs(page, INVESTOR);
    const models = await holdRequests(page, /\/api\/model\/models(\?.*)?$/);
    await page.goto('/marketplace/models');
    const table = page.getByRole('grid', { name: marketplaceTexts.models });
    await expect(page.locator('[data-loading]').getByRole('row')).toHaveCount(MARKETPLACE_SKELETON_ROWS + 1);
    await models.release();
    await expect(table.getByRole('rowheader', { name: 'Momentum' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(listed.length + 1);
    // Issue 30: returns read as changes (word, sign, arrow, colour), never a plain '-37.10%'.
    const momentumReturns = table.getByRole('row', { name: /Momentum/ }).locator('[data-figure="delta"]');
    await expect(momentumReturns).toHaveCount(4);
    for (const text of await momentumReturns.allTextContents())
      expect(text).toMatch(/^(Up \+\d[\d,]*\.\d{2}%|Down \u2212\d[\d,]*\.\d{2}%|0\.00%|--)$/);

    await page.getByRole('radio', { name: 'Smart Beta' }).click();
    await expect(page).toHaveURL(/\/marketplace\/models\?style=SMART_BETA$/);
    const smartBeta = listed.filter((model) => model.product === 'SMART_BETA').length;
    await expect(table.getByRole('row')).toHaveCount(smartBeta + 1);
    await expect(table.getByRole('rowheader', { name: 'DeFi Alpha' })).toHaveCount(0);

    await page.getByRole('radio', { name: marketplaceTexts.cardView }).click();
    await expect(page).toHaveURL(/style=SMART_BETA&view=card/);
    await expect(page.getByRole('region', { name: 'Low Volatility' })).toBeVisible();
    const width = await page
      .getByRole('region', { name: 'Low Volatility' })
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(540);
    // At 1280 px the 976 px column holds two cards a row (one 540 px card left a 436 px band).
    await page.setViewportSize({ width: 1280, height: 900 });
    const columns = await page
      .getByRole('region', { name: 'Low Volatility' })
      .evaluate((el) => getComputedStyle(el.parentElement as Element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await expect(
      page.getByRole('region', { name: 'Low Volatility' }).locator('[data-figure="delta"]'),
    ).toHaveCount(3);

    await page.goto('/marketplace/models?view=card&style=ALPHA');
    await expect(page.getByRole('radio', { name: 'Alpha' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: marketplaceTexts.cardView })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Ecosystem Alpha' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Momentum' })).toHaveCount(0);

    await page.getByRole('radio', { name: 'View All' }).click();
    await page.getByRole('radio', { name: marketplaceTexts.listView }).click();
    await expect(page).toHaveURL(/\/marketplace\/models$/);

    await axeInBothThemes(page, async () => {
      await expect(table.getByRole('rowheader', { name: 'Momentum' })).toBeVisible();
    });
    await page.goto('/marketplace/models?view=card');
    await axeInBothThemes(page, async () => {
      await expect(page.getByRole('region', { name: 'Momentum' })).toBeVisible();
    });
  });

  test('the recommendation update modal: Not now closes, Marketplace shows the recommended style', async ({
    page,
  }) => {
    await signInAs(page, INVESTOR);
    await page.goto('/marketplace/models');
    await expect(page.getByRole('rowheader', { name: 'Momentum' })).toBeVisible();
    const announce = () =>
      page.evaluate(() => {
        window.history.pushState({ recommendationUpdated: true }, '', '/marketplace/models?view=card');
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      });
    const dialog = page.getByRole('dialog', { name: recommendationUpdateTexts.title });
    const onDashboard = async () => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
    };
    await onDashboard();
    await announce();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: recommendationUpdateTexts.notNow }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/view=card$/);
    await axeInBothThemes(page, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
      await announce();
      await expect(dialog).toBeVisible();
    });

    await onDashboard();
    await announce();
    await dialog.getByRole('button', { name: recommendationUpdateTexts.marketplace }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/style=[A-Z_]+/);
    await expect(page.getByRole('radio', { checked: true }).first()).not.toHaveText('View All');
  });
});

test.describe('Model and index details (doc 2 §2)', () => {
  test('a model: header, allocation by assets or sectors, indices linking back', async ({ page }) => {
    await signInAs(page, INVESTOR);
    await page.goto('/marketplace/models/Momentum');
    await expect(page.getByRole('heading', { level: 1, name: 'Momentum' })).toBeVisible();
    for (const term of [
      marketplaceTexts.inceptionDate,
      marketplaceTexts.objective,
      marketplaceTexts.investmentFee,
      marketplaceTexts.modelMinimum,
    ]) {
      await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
    }
    await expect(
      page.getByRole('grid', { name: `${marketplaceTexts.allocation}: ${marketplaceTexts.assets}` }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: `${marketplaceTexts.assets} ${marketplaceTexts.allocation}` })
      .click();
    await page.getByRole('option', { name: marketplaceTexts.sectors }).click();
    const sectors = page.getByRole('grid', {
      name: `${marketplaceTexts.allocation}: ${marketplaceTexts.sectors}`,
    });
    await expect(sectors).toBeVisible();
    await sectors.getByRole('columnheader', { name: 'Weight' }).click();
    await expect(sectors.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await axeInBothThemes(page, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Momentum' })).toBeVisible();
    });

    const indices = page.getByRole('region', { name: marketplaceTexts.indices });
    const first = indices.getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(/\/marketplace\/indices\/[A-Z0-9]+\?model=Momentum$/);
    await page.getByRole('main').getByRole('link', { name: 'Momentum' }).click();
    await expect(page).toHaveURL('/marketplace/models/Momentum');
  });

  test('from 1600 px About and the facts are a rail beside the track record; one column below', async ({
    page,
  }) => {
    // Issue 30: at 1920 px a single column of 1,440 px cards held a one-line About, values in the
    // facts card's left third and 1,200 px between an asset and its weight.
    await signInAs(page, INVESTOR);
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto('/marketplace/models/Momentum');
    const about = page.getByRole('region', { name: marketplaceTexts.about });
    const track = page.getByRole('region', { name: trackRecordTexts.title });
    const allocation = page.getByRole('region', { name: marketplaceTexts.allocation });
    await expect(allocation).toBeVisible();
    const box = async (region: typeof about) => {
      const rect = await region.boundingBox();
      if (rect === null) throw new Error('no box');
      return rect;
    };
    // Measured once the page has settled: while the track record's chart loads, its card's top
    // stood 68 px lower for a moment on a busy machine.
    // While the page renders, a region may not have a box yet: the poll then simply tries again.
    const tops = async () => {
      const [t, a] = [await track.boundingBox(), await about.boundingBox()];
      return t === null || a === null ? null : Math.round(t.y) - Math.round(a.y);
    };
    await expect.poll(tops, { timeout: 20_000 }).toBe(0);
    const [a, t, l] = [await box(about), await box(track), await box(allocation)];
    expect(a.x + a.width).toBeLessThan(t.x);
    expect(Math.round(l.x)).toBe(Math.round(t.x));
    expect(t.width).toBeLessThanOrEqual(976);
    // At 1440 px the column (1,136 px) is not much wider than the measure: one column, as before.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect
      .poll(
        async () => {
          const [t, a] = [await track.boundingBox(), await about.boundingBox()];
          return t === null || a === null ? null : Math.round(t.width) - Math.round(a.width);
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    const [below, above] = [await box(track), await box(about)];
    expect(below.y).toBeGreaterThan(above.y + above.height);
  });

  test('an index: display name without the suffix, methodology and classification dialogs', async ({
    page,
  }) => {
    await signInAs(page, INVESTOR);
    await page.goto('/marketplace/indices/MDA5');
    await expect(page.getByRole('heading', { level: 1, name: 'Meridian Digital Assets 5' })).toBeVisible();
    await expect(page.getByText('Partner Series')).toHaveCount(0);
    // Issue 30: the ticker is the Ticker fact only (the subtitle says what the index is), and the
    // facts are one height whether their value is text or a dialog's button.
    await expect(page.getByRole('main').getByText('MDA5', { exact: true })).toHaveCount(1);
    const rowHeights = await page
      .getByRole('main')
      .locator('dl')
      .first()
      .locator('> *')
      .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    // (The rows after the first carry a 1 px rule.)
    expect(
      Math.max(...rowHeights) - Math.min(...rowHeights),
      `fact rows ${rowHeights.join(', ')}`,
    ).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: marketplaceTexts.methodology, exact: true }).click();
    const methodology = page.getByRole('dialog', { name: marketplaceTexts.weightingMethodology });
    await expect(methodology).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(methodology).toBeHidden();
    await expect(page.getByRole('button', { name: marketplaceTexts.methodology, exact: true })).toBeFocused();

    const openClassification = async () => {
      await page.getByRole('button', { name: marketplaceTexts.assetClassification }).click();
      await expect(
        page.getByRole('dialog', { name: marketplaceTexts.assetClassification }).getByRole('heading', {
          name: marketplaceTexts.metrics,
        }),
      ).toBeVisible();
    };
    await axeInBothThemes(page, openClassification);
    await page.keyboard.press('Escape');
    await axeInBothThemes(page, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Meridian Digital Assets 5' })).toBeVisible();
    });
    await page.getByRole('main').getByRole('link', { name: marketplaceTexts.indices }).click();
    await expect(page).toHaveURL('/marketplace/indices');
  });

  test('404s show the not-found view naming the model or index, without the error toast', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, INVESTOR);
    await page.goto('/marketplace/models/No%20Such%20Model');
    await expect(
      page.getByRole('heading', { level: 1, name: marketplaceNotFoundTexts.modelTitle }),
    ).toBeVisible();
    await expect(page.getByText(marketplaceNotFoundTexts.model('No Such Model'))).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    await axeInBothThemes(page, async () => {
      await expect(page.getByText(marketplaceNotFoundTexts.model('No Such Model'))).toBeVisible();
    });
    await page.goto('/marketplace/indices/NOPE');
    await expect(
      page.getByRole('heading', { level: 1, name: marketplaceNotFoundTexts.indexTitle }),
    ).toBeVisible();
    await expect(page.getByText(marketplaceNotFoundTexts.index('NOPE'))).toBeVisible();
    await page.getByRole('link', { name: marketplaceNotFoundTexts.backToIndices }).click();
    await expect(page).toHaveURL('/marketplace/indices');
    allowHttpErrors(consoleErrors, [404]);
  });
});

test.describe('Indices (doc 2 §2)', () => {
  keyboardTest(
    'by keyboard alone: tag pills and cards through the URL, an index opened from its row and added at full size, the toast leading to My Portfolio',
    async ({ page }) => {
      await signInAs(page, INVESTOR);
      await page.goto('/marketplace/indices');
      const table = page.getByRole('grid', { name: marketplaceTexts.indices });
      await expect(table.getByRole('rowheader', { name: 'Northwind DeFi Blue Chip' })).toBeVisible();
      await expect(table.getByText('- Partner Series')).toHaveCount(0);
      // At 1280 px (a 976 px column) every row's Add is inside the table's box: long names wrap
      // there rather than push the Add column out of sight.
      await page.setViewportSize({ width: 1280, height: 900 });
      const [addRight, boxRight] = await table
        .getByRole('row', { name: /^Cairn Large Cap Equal Weight/ })
        .getByRole('button')
        .last()
        .evaluate((button) => {
          let box = button.parentElement;
          while (box !== null && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
          return [button.getBoundingClientRect().right, box?.getBoundingClientRect().right ?? 0];
        });
      expect(addRight).toBeLessThanOrEqual(boxRight);
      const all = page.getByRole('radio', { name: VIEW_ALL });
      await expect(all).toHaveAttribute('aria-checked', 'true');
      // Issue 30: every tag pill is whole and left of the view switch (they wrap onto a second row);
      // before, the last ones were clipped under it.
      const viewSwitch = await page.getByRole('radio', { name: marketplaceTexts.listView }).boundingBox();
      const tagPills = page.getByRole('radiogroup', { name: marketplaceTexts.sector }).getByRole('radio');
      for (const pill of await tagPills.all()) {
        const box = await pill.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(viewSwitch?.x ?? 0);
      }

      // The tag pills: an arrow chooses (APG radios); back to View All the same way.
      await tabKeeping(page, all, 'the tag filter');
      await arrowKeeping(
        page,
        page.getByRole('radio', { name: MULTISECTOR_TAG }),
        'ArrowRight',
        MULTISECTOR_TAG,
      );
      await expect(page).toHaveURL(/tag=Multisector$/);
      await arrowKeeping(page, all, 'ArrowLeft', VIEW_ALL);
      await expect(page).not.toHaveURL(/tag=/);

      // Cards, then List again, through the view toggle.
      const cards = page.getByRole('radio', { name: marketplaceTexts.cardView });
      await tabKeeping(page, page.getByRole('radio', { name: marketplaceTexts.listView }), 'the view toggle');
      await arrowKeeping(page, cards, 'ArrowRight', marketplaceTexts.cardView);
      await expect(page).toHaveURL(/view=card/);
      const card = page.getByRole('region', { name: 'Cairn Bitcoin Index' });
      await expect(card).toContainText('CBTC · 1 asset');
      await axeInBothThemes(page, async () => {
        await expect(card).toBeVisible();
      });
      await arrowKeeping(
        page,
        page.getByRole('radio', { name: marketplaceTexts.listView }),
        'ArrowLeft',
        'List',
      );
      await expect(table.getByRole('rowheader', { name: 'Northwind DeFi Blue Chip' })).toBeVisible();

      // An index opened from its row: its page's heading takes focus.
      await tabKeeping(page, table.getByRole('row').nth(1), 'the first index row');
      await arrowKeeping(
        page,
        table.getByRole('row', { name: /^Cairn Payments Index/ }),
        'ArrowDown',
        'CPAY',
      );
      await pressKeeping(page, 'Enter', 'Cairn Payments Index opened');
      await expect(page).toHaveURL('/marketplace/indices/CPAY');
      await expect(page.getByRole('heading', { level: 1, name: 'Cairn Payments Index' })).toBeFocused();

      // Add to My Portfolio at full size: 'Added', focus kept on the page; the toast's action is
      // reached by F6 (the notifications landmark) and leads to My Portfolio, its heading focused.
      await tabKeeping(
        page,
        page.getByRole('button', { name: addInvestmentMessages.addToMyPortfolio }),
        addInvestmentMessages.addToMyPortfolio,
      );
      await pressKeeping(page, 'Enter', 'Add to My Portfolio → Added');
      await expect(page.getByRole('button', { name: /Added/ })).toBeDisabled();
      await expect(toasts(page)).toContainText(marketplaceTexts.addedToast('Cairn Payments Index'));
      await pressKeeping(page, 'F6', 'the notifications');
      await tabKeeping(
        page,
        toasts(page).getByRole('button', { name: marketplaceTexts.viewInMyPortfolio }),
        marketplaceTexts.viewInMyPortfolio,
        { max: 5 },
      );
      await pressKeeping(page, 'Enter', 'View in My Portfolio');
      await expect(page).toHaveURL('/portfolio');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    },
  );
});

test.describe('Add eligibility (doc 2 §4, §5, §8)', () => {
  test('investor: saved ones read Added, excluded assets refuse, adding toasts, the maximum refuses', async ({
    page,
  }) => {
    await signInAs(page, INVESTOR);
    await page.goto('/marketplace/models');
    const table = page.getByRole('grid', { name: marketplaceTexts.models });
    await expect(
      table.getByRole('button', { name: `${addInvestmentMessages.added}: Crypto Market` }),
    ).toBeVisible();

    // DOGE is excluded and Momentum (Smart Beta) holds it: EXCLUDED_ASSETS, with the generic tooltip.
    const momentum = table.getByRole('button', { name: 'Add Momentum' });
    await expect(momentum).toHaveAttribute('aria-disabled', 'true');
    // The reason is the disabled button's tooltip and its description; the kit's Tooltip stories
    // show it on hover and keyboard focus.
    await expect(momentum).toHaveAccessibleDescription(addInvestmentMessages.unableToAddTooltip);
    // Its reason is also said in a few words beside it (issue 30: a bare ⓘ explained nothing), and
    // Add, Added and the disabled Add are one box: the column keeps one height and one width.
    await expect(table.getByRole('row', { name: /^Momentum/ })).toContainText(
      addShortReasonTexts('EXCLUDED_ASSETS', 0, 0) ?? 'a reason',
    );
    const boxes = await Promise.all(
      [momentum, table.getByRole('button', { name: `${addInvestmentMessages.added}: Crypto Market` })].map(
        (button) => button.boundingBox(),
      ),
    );
    const addBox = await table.getByRole('button', { name: 'Add Low Volatility' }).boundingBox();
    for (const box of boxes) {
      expect(Math.round(box?.height ?? 0)).toBe(Math.round(addBox?.height ?? -1));
      expect(Math.round(box?.width ?? 0)).toBe(Math.round(addBox?.width ?? -1));
      expect(Math.round(box?.x ?? 0)).toBe(Math.round(addBox?.x ?? -1));
    }
    // At 1280 px (a 976 px column) the Add column stays inside the table's box: the short reason goes
    // under its button there (beside it, the column ran past the box and scrolled out of sight).
    await page.setViewportSize({ width: 1280, height: 900 });
    const [buttonRight, boxRight] = await momentum.evaluate((button) => {
      let box = button.parentElement;
      while (box !== null && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      return [button.getBoundingClientRect().right, box?.getBoundingClientRect().right ?? 0];
    });
    expect(buttonRight).toBeLessThanOrEqual(boxRight);

    const add = table.getByRole('button', { name: 'Add Low Volatility' });
    await add.click();
    await expect(toasts(page)).toContainText(marketplaceTexts.addedToast('Low Volatility'));
    await expect(
      toasts(page).getByRole('button', { name: marketplaceTexts.viewInMyPortfolio }),
    ).toBeVisible();
    await expect(
      table.getByRole('button', { name: `${addInvestmentMessages.added}: Low Volatility` }),
    ).toBeVisible();

    // 4 saved + Low Volatility; five more reach MAX_INVESTMENTS (10).
    for (const name of [
      'Bitcoin Core',
      'Sector Rotation',
      'Emerging Themes',
      'Ecosystem Alpha',
      'Broad Crypto',
    ]) {
      // The keyboard, since the toasts of the earlier adds cover the table's corner.
      await table.getByRole('button', { name: `Add ${name}` }).press('Enter');
      await expect(
        table.getByRole('button', { name: `${addInvestmentMessages.added}: ${name}` }),
      ).toBeVisible();
    }
    // The draft follows the user to the indices (in-app navigation, as from the side menu).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/marketplace/indices');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const indices = page.getByRole('grid', { name: marketplaceTexts.indices });
    const full = indices.getByRole('button', { name: 'Add Cairn Payments Index' });
    await expect(full).toHaveAttribute('aria-disabled', 'true');
    await expect(full).toHaveAccessibleDescription(addInvestmentMessages.maximumReachedTooltip);
    await expect(indices.getByRole('row', { name: /^Cairn Payments Index/ })).toContainText(
      addShortReasonTexts('WILL_EXCEED_MAX_INVESTMENTS', 0, 0) ?? 'a reason',
    );
  });

  // The toast leading to My Portfolio and an index page adding at full size: the Indices keyboard test.

  test('friends and family: under the model minimum, every Add is refused with the tooltip', async ({
    page,
  }) => {
    await signInAs(page, FRIENDS);
    await page.goto('/marketplace/models/Momentum');
    const add = page.getByRole('button', { name: addInvestmentMessages.addToMyPortfolio });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(addInvestmentMessages.unableToAddTooltip);
    await add.click({ force: true });
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe('fault matrix on the marketplace reads (doc 2 §8)', () => {
  test('500: the generic toast and the error state with Try again', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await signInAs(page, INVESTOR);
    await fault(request, '^/api/model/models', '500');
    await page.goto('/marketplace/models');
    await expect(toasts(page)).toContainText(globalMessages.serverError);
    await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await page.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).click();
    await expect(page.getByRole('rowheader', { name: 'Momentum' })).toBeVisible();
    allowHttpErrors(consoleErrors, [500]);
  });

  test('malformed: the error state', async ({ page, request, consoleErrors }) => {
    await signInAs(page, INVESTOR);
    await fault(request, '^/api/model/details', 'malformed');
    await page.goto('/marketplace/models/Momentum');
    await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await expect(toasts(page)).toContainText(globalMessages.serverError);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/contract|schema/i.test(line)),
    );
  });

  test('401: logged out to /login', async ({ page, request, consoleErrors }) => {
    await signInOnce(page, INVESTOR);
    await page.goto('/dashboard');
    await fault(request, '^/api/index/details', '401');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/marketplace/indices/CBTC');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/login/);
    allowHttpErrors(consoleErrors, [401]);
  });
});

test.describe('Model Selection Guide and the track-record charts (doc 2 §1, §2 Marketplace, §8)', () => {
  test('the guide: 14 steps with Back and Next, an example applied after the confirmation, Done', async ({
    page,
  }) => {
    await signInAs(page, INVESTOR);
    await page.goto('/marketplace/models');
    await expect(page.getByRole('rowheader', { name: 'Momentum' })).toBeVisible();
    const trigger = page.getByRole('button', { name: guideTexts.title });
    await trigger.click();
    const guide = page.getByRole('dialog', { name: guideTexts.title });
    const title = (step: number) => MODEL_SELECTION_GUIDE_STEPS[step]?.title ?? `step ${step}`;
    await expect(guide.getByRole('heading', { name: title(0) })).toBeVisible();
    await expect(guide.getByText(`Step 1 of ${MODEL_SELECTION_GUIDE_STEPS.length}`)).toBeVisible();
    await expect(guide.getByRole('button', { name: guideTexts.back })).toHaveCount(0);
    await guide.getByRole('button', { name: guideTexts.next }).click();
    await guide.getByRole('button', { name: guideTexts.back }).click();
    await expect(guide.getByRole('heading', { name: title(0) })).toBeVisible();
    for (let step = 0; step < 3; step += 1)
      await guide.getByRole('button', { name: guideTexts.next }).click();
    await expect(guide.getByRole('heading', { name: title(3) })).toBeVisible();
    await expect(guide.getByText(GUIDE_DISCLAIMER)).toBeVisible();
    await expect(guide.getByRole('rowheader', { name: 'Crypto Market' })).toBeVisible();
    await expectAxeClean(page, 'guide');

    await guide.getByRole('button', { name: guideTexts.applyAllocation }).click();
    const replace = page.getByRole('alertdialog', { name: replacePortfolioTexts.title });
    await expect(replace).toContainText(replacePortfolioTexts.body);
    await expectAxeClean(page, 'replace my portfolio');
    await replace.getByRole('button', { name: replacePortfolioTexts.cancel }).click();
    await expect(guide.getByText(APPLIED_TO_MY_PORTFOLIO)).toHaveCount(0);
    await guide.getByRole('button', { name: guideTexts.applyAllocation }).click();
    await replace.getByRole('button', { name: replacePortfolioTexts.confirm }).click();
    await expect(guide.getByText(APPLIED_TO_MY_PORTFOLIO)).toBeVisible();

    // Keyboard to the end: Next on each step, Done on the last closes and gives focus back.
    for (let step = 3; step < MODEL_SELECTION_GUIDE_STEPS.length - 1; step += 1) {
      await guide.getByRole('button', { name: guideTexts.next }).press('Enter');
    }
    await expect(
      guide.getByRole('heading', { name: title(MODEL_SELECTION_GUIDE_STEPS.length - 1) }),
    ).toBeVisible();
    await guide.getByRole('button', { name: guideTexts.done }).press('Enter');
    await expect(guide).toBeHidden();
    await expect(trigger).toBeFocused();

    // The example replaced the pending portfolio (a draft until Apply Changes in My Portfolio).
    const table = page.getByRole('grid', { name: marketplaceTexts.models });
    await expect(
      table.getByRole('button', { name: `${addInvestmentMessages.added}: Crypto Market` }),
    ).toBeVisible();
    await expect(
      table.getByRole('button', { name: `${addInvestmentMessages.added}: Bitcoin & Ether` }),
    ).toBeVisible();
    await expect(
      table.getByRole('button', { name: `${addInvestmentMessages.added}: Bitcoin Core` }),
    ).toHaveCount(0);
  });

  test("below a model's minimum: its example is refused with the guide's tooltip", async ({ page }) => {
    // About $36,000: under the Smart Beta minimum of $50,000 (step 6 leans on Smart Beta).
    await signInAs(page, 'belowmin@cairn.example');
    await page.goto('/marketplace/models');
    await page.getByRole('button', { name: guideTexts.title }).click();
    const guide = page.getByRole('dialog', { name: guideTexts.title });
    for (let step = 0; step < 6; step += 1)
      await guide.getByRole('button', { name: guideTexts.next }).click();
    const apply = guide.getByRole('button', { name: guideTexts.applyAllocation });
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await expect(apply).toHaveAccessibleDescription(addInvestmentMessages.guideAllocationBelowMinimumTooltip);
  });

  test('model and index pages: the track record by timeframe, its table view, and its read failing', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await signInAs(page, INVESTOR);
    await page.goto('/marketplace/models/Momentum');
    const chart = page.getByRole('region', { name: trackRecordTexts.title, exact: true });
    await expect(chart).toHaveAttribute('data-state', 'ready');
    await expect(chart).toHaveAccessibleDescription(
      new RegExp(`^${trackRecordTexts.description('Momentum')}`),
    );
    await expect(chart.getByRole('radio', { name: 'Full' })).toBeChecked();
    await chart.getByRole('radio', { name: 'Month' }).click();
    await expect(chart).toHaveAccessibleDescription(
      / Month, \w+ \d+, \d{4} to \w+ \d+, \d{4}: Momentum ([+-]\d+\.\d{2}%|--)\.$/,
    );
    await chart.getByRole('button', { name: 'View as table' }).click();
    await expect(chart.getByRole('table', { name: `${trackRecordTexts.title}, Month` })).toBeVisible();

    await page.goto('/marketplace/indices/CBTC');
    await expect(chart).toHaveAttribute('data-state', 'ready');
    await expect(chart).toHaveAccessibleDescription(
      new RegExp(`^${trackRecordTexts.description('Cairn Bitcoin Index')}`),
    );

    await fault(request, '^/api/performance/track-record', '500');
    await page.goto('/marketplace/models/Momentum');
    await expect(page.getByRole('heading', { level: 1, name: 'Momentum' })).toBeVisible();
    await expect(toasts(page)).toContainText(globalMessages.serverError);
    await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await page.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).click();
    await expect(chart).toHaveAttribute('data-state', 'ready');
    allowHttpErrors(consoleErrors, [500]);
  });
});
