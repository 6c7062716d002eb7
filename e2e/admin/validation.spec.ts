import { indexFormMessages, modelFormMessages, waitlistMessages } from '@cairn/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAs } from '../support/session';
import { ADMIN, choose, fillNumber } from './support';

/** Focuses a field (a text box or a select's button) and leaves it empty: the field is touched. */
async function touch(
  page: Page,
  name: string | RegExp,
  role: 'textbox' | 'button' = 'textbox',
  region?: string,
) {
  const scope = region === undefined ? page : page.getByRole('region', { name: region });
  await scope.getByRole(role, { name }).focus();
  await page.keyboard.press('Tab');
}

interface Case {
  /** The rule, as doc 3 §5 states it. */
  rule: string;
  path: string;
  /** The input. */
  enter: (page: Page) => Promise<void>;
  /** The exact message (doc 3 §5), and the region it shows in. */
  message: string;
  region?: string;
}

const addFactor = async (page: Page) => {
  await page.getByRole('button', { name: 'Add Off-Chain Factor' }).click();
};

const CASES: Case[] = [
  {
    rule: 'index name required',
    path: '/admin/index-creation',
    enter: (page) => touch(page, 'Index Name'),
    message: indexFormMessages.nameRequired,
  },
  {
    rule: 'index ticker required',
    path: '/admin/index-creation',
    enter: (page) => touch(page, 'Index Ticker'),
    message: indexFormMessages.tickerRequired,
  },
  {
    rule: 'index ticker at most 5 characters',
    path: '/admin/index-creation',
    enter: async (page) => {
      await page.getByRole('textbox', { name: 'Index Ticker' }).fill('TOOLONG');
      await page.keyboard.press('Tab');
    },
    message: indexFormMessages.tickerTooLong,
  },
  {
    rule: 'weighting methodology required',
    path: '/admin/index-creation',
    enter: (page) => touch(page, / Weighting Methodology$/, 'button'),
    message: indexFormMessages.weightingRequired,
  },
  {
    rule: 'ranking all or none',
    path: '/admin/index-creation',
    enter: (page) => fillNumber(page.getByRole('textbox', { name: 'Max Assets' }), '5'),
    message: indexFormMessages.rankingAllOrNone,
    region: 'Ranking',
  },
  {
    rule: 'ranking metric required with the others',
    path: '/admin/index-creation',
    enter: async (page) => {
      await fillNumber(page.getByRole('textbox', { name: 'Max Assets' }), '5');
      await touch(page, / Metric$/, 'button', 'Ranking');
    },
    message: indexFormMessages.metricRequired,
    region: 'Ranking',
  },
  {
    rule: 'ranking max assets required with the others',
    path: '/admin/index-creation',
    enter: async (page) => {
      await choose(page, page.getByRole('region', { name: 'Ranking' }), 'Metric', 'Market Cap (USD)');
      await touch(page, 'Max Assets', 'textbox', 'Ranking');
    },
    message: indexFormMessages.maxAssetsRequired,
    region: 'Ranking',
  },
  {
    rule: 'ranking ascending required with the others',
    path: '/admin/index-creation',
    enter: async (page) => {
      await fillNumber(page.getByRole('textbox', { name: 'Max Assets' }), '5');
      await touch(page, / Ascending$/, 'button', 'Ranking');
    },
    message: indexFormMessages.ascendingRequired,
    region: 'Ranking',
  },
  {
    rule: 'factor metric required',
    path: '/admin/index-creation',
    enter: async (page) => {
      await addFactor(page);
      await touch(page, / Metric$/, 'button', 'Off-Chain Factors');
    },
    message: indexFormMessages.metricRequired,
    region: 'Off-Chain Factors',
  },
  {
    rule: 'factor strictness hard or soft required',
    path: '/admin/index-creation',
    enter: async (page) => {
      await addFactor(page);
      await touch(page, / Strictness$/, 'button', 'Off-Chain Factors');
    },
    message: indexFormMessages.strictnessRequired,
    region: 'Off-Chain Factors',
  },
  {
    rule: 'factor min or max required',
    path: '/admin/index-creation',
    enter: async (page) => {
      await addFactor(page);
      await touch(page, 'Min', 'textbox', 'Off-Chain Factors');
    },
    message: indexFormMessages.minOrMaxRequired,
    region: 'Off-Chain Factors',
  },
  {
    rule: 'at least one index',
    path: '/admin/model-creation',
    enter: async (page) => {
      await page.getByRole('region', { name: 'Indices' }).getByRole('button', { name: 'Remove' }).click();
    },
    message: modelFormMessages.indexesRequired,
    region: 'Indices',
  },
  {
    rule: 'weight greater than 0',
    path: '/admin/model-creation',
    enter: (page) => fillNumber(page.getByRole('textbox', { name: 'Weight (%)' }), '0'),
    message: modelFormMessages.weightAboveZero,
    region: 'Indices',
  },
  {
    rule: 'weight at most 100',
    path: '/admin/model-creation',
    enter: (page) => fillNumber(page.getByRole('textbox', { name: 'Weight (%)' }), '150'),
    message: modelFormMessages.weightAtMost100,
    region: 'Indices',
  },
  {
    rule: 'weights sum to 100',
    path: '/admin/model-creation',
    enter: (page) => fillNumber(page.getByRole('textbox', { name: 'Weight (%)' }), '60'),
    message: modelFormMessages.weightsSum,
    region: 'Indices',
  },
  {
    rule: 'tracking error at least 1',
    path: '/admin/model-creation',
    enter: async (page) => {
      await choose(page, page, 'Product', 'ALPHA');
      await fillNumber(page.getByRole('textbox', { name: 'Tracking Error' }), '0.5');
    },
    message: modelFormMessages.trackingErrorMin,
    region: 'Target Tracking Error',
  },
  {
    rule: 'tracking error at most 100',
    path: '/admin/model-creation',
    enter: async (page) => {
      await choose(page, page, 'Product', 'SMART_BETA');
      await fillNumber(page.getByRole('textbox', { name: 'Maximum Tracking Error' }), '150');
    },
    message: modelFormMessages.trackingErrorMax,
    region: 'Style Tilts',
  },
  {
    rule: 'waitlist email required',
    path: '/admin/waitlist-settings',
    enter: async (page) => {
      await page.getByRole('button', { name: 'Get Access Code' }).click();
    },
    message: waitlistMessages.emailRequired,
  },
  {
    rule: 'waitlist email valid',
    path: '/admin/waitlist-settings',
    enter: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await page.keyboard.press('Tab');
    },
    message: waitlistMessages.emailInvalid,
  },
];

test.describe('every validation message of doc 3 §5, shown by the console', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ADMIN);
  });

  for (const { rule, path, enter, message, region } of CASES) {
    test(`${rule}: '${message}'`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page
        .getByRole('button', { name: /Save|Get Access Code|Decrypt/ })
        .first()
        .waitFor();
      await enter(page);
      const scope =
        region === undefined ? page.getByRole('main') : page.getByRole('region', { name: region });
      await expect(scope.getByText(message, { exact: true }).first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the messages are the spec’s words', () => {
    expect([
      indexFormMessages.nameRequired,
      indexFormMessages.tickerRequired,
      indexFormMessages.tickerTooLong,
      indexFormMessages.weightingRequired,
      indexFormMessages.rankingAllOrNone,
      indexFormMessages.metricRequired,
      indexFormMessages.maxAssetsRequired,
      indexFormMessages.ascendingRequired,
      indexFormMessages.strictnessRequired,
      indexFormMessages.minOrMaxRequired,
      modelFormMessages.indexesRequired,
      modelFormMessages.weightAboveZero,
      modelFormMessages.weightAtMost100,
      modelFormMessages.weightsSum,
      modelFormMessages.trackingErrorMin,
      modelFormMessages.trackingErrorMax,
      waitlistMessages.emailInvalid,
      waitlistMessages.emailRequired,
    ]).toEqual([
      'Index Name is required',
      'Index Ticker is required',
      'Index Ticker must be 5 characters max',
      'Weighting Methodology is required',
      'All fields or none should be filled',
      'Metric is required',
      'Max Assets is required',
      'Ascending is required',
      'Strictness is required',
      'Min or Max is required',
      'At least one index is required',
      'Weight must be greater than 0',
      'Weight must be less than 100',
      'Index weights must sum to 100',
      'Tracking error must be greater than or equal to 1',
      'Tracking error must be less than or equal to 100',
      'Must be an email.',
      'Email is required.',
    ]);
  });
});
