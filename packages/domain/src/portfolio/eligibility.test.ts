import { describe, expect, it } from 'vitest';
import { MAX_INVESTMENTS } from '../constants';
import {
  ADD_INELIGIBILITY_REASONS,
  type AddableInvestment,
  type AddEligibilityInput,
  addDisabledTooltip,
  addEligibility,
  addInvestmentMessages,
  marketModelsRemovedByExclusions,
} from './eligibility';

const alpha: AddableInvestment = {
  id: 'alpha-1',
  product: 'ALPHA',
  assetSymbols: ['BTC', 'ETH', 'SOL'],
  productMinimum: '100000',
};
const market: AddableInvestment = {
  id: 7,
  product: 'MARKET',
  assetSymbols: ['BTC', 'ETH', 'SOL', 'ADA'],
  productMinimum: 25000,
};

function input(overrides: Partial<AddEligibilityInput> = {}): AddEligibilityInput {
  return {
    investment: alpha,
    excludedAssetSymbols: [],
    portfolioIds: ['other'],
    balance: '200000',
    minimumTierBalance: '2000',
    ...overrides,
  };
}

const fullPortfolio = Array.from({ length: MAX_INVESTMENTS }, (_, i) => `m${i}`);

describe('addEligibility (doc 2 §4 priority order, §5 "Add disabled")', () => {
  it('lists the reasons in priority order', () => {
    expect(ADD_INELIGIBILITY_REASONS).toEqual([
      'LOADING',
      'ALREADY_ADDED',
      'EXCLUDED_ASSETS',
      'FEWER_THAN_2_ASSETS',
      'WILL_EXCEED_MAX_INVESTMENTS',
      'BELOW_PORTFOLIO_MINIMUM',
      'BELOW_TRADE_MINIMUM',
    ]);
  });

  it.each<[string, Partial<AddEligibilityInput>, string | null]>([
    ['eligible', {}, null],
    ['loading', { loading: true }, 'LOADING'],
    ['not loading', { loading: false }, null],
    ['already in the portfolio', { portfolioIds: ['alpha-1'] }, 'ALREADY_ADDED'],
    ['numeric id already in the portfolio', { investment: market, portfolioIds: [7] }, 'ALREADY_ADDED'],
    ['ALPHA with one excluded asset', { excludedAssetSymbols: ['SOL'] }, 'EXCLUDED_ASSETS'],
    ['ALPHA with an unrelated exclusion', { excludedAssetSymbols: ['DOGE'] }, null],
    [
      'MARKET with one of four excluded (3 remain)',
      { investment: market, excludedAssetSymbols: ['SOL'] },
      null,
    ],
    [
      'MARKET with two of four excluded (exactly 2 remain)',
      { investment: market, excludedAssetSymbols: ['SOL', 'ADA'] },
      null,
    ],
    [
      'MARKET with three of four excluded (1 remains)',
      { investment: market, excludedAssetSymbols: ['SOL', 'ADA', 'ETH'] },
      'FEWER_THAN_2_ASSETS',
    ],
    [
      'MARKET with 3 assets, 2 excluded',
      {
        investment: { ...market, assetSymbols: ['BTC', 'ETH', 'SOL'] },
        excludedAssetSymbols: ['BTC', 'ETH'],
      },
      'FEWER_THAN_2_ASSETS',
    ],
    [
      'MARKET with exactly 2 assets, 1 excluded (rule applies to models with more than 2 assets)',
      { investment: { ...market, assetSymbols: ['BTC', 'ETH'] }, excludedAssetSymbols: ['BTC'] },
      null,
    ],
    [
      'single-asset MARKET index, nothing excluded',
      { investment: { ...market, assetSymbols: ['BTC'] } },
      null,
    ],
    [`portfolio holds ${MAX_INVESTMENTS - 1}`, { portfolioIds: fullPortfolio.slice(1) }, null],
    [`portfolio holds ${MAX_INVESTMENTS}`, { portfolioIds: fullPortfolio }, 'WILL_EXCEED_MAX_INVESTMENTS'],
    ['balance one cent under the model minimum', { balance: '99999.99' }, 'BELOW_PORTFOLIO_MINIMUM'],
    ['balance exactly the model minimum', { balance: '100000' }, null],
    [
      'balance exactly the model minimum but under the minimum tier balance',
      { balance: '100000', minimumTierBalance: '100000.01' },
      'BELOW_TRADE_MINIMUM',
    ],
    [
      'balance exactly the minimum tier balance',
      { investment: { ...alpha, productMinimum: '500' }, balance: '2000' },
      null,
    ],
    [
      'balance under the minimum tier balance only',
      { investment: { ...alpha, productMinimum: '500' }, balance: '1999.99' },
      'BELOW_TRADE_MINIMUM',
    ],
  ])('%s -> %s', (_name, overrides, expected) => {
    expect(addEligibility(input(overrides))).toBe(expected);
  });

  it.each<[string, Partial<AddEligibilityInput>, string]>([
    ['LOADING before ALREADY_ADDED', { loading: true, portfolioIds: ['alpha-1'] }, 'LOADING'],
    [
      'ALREADY_ADDED before EXCLUDED_ASSETS',
      { portfolioIds: ['alpha-1'], excludedAssetSymbols: ['BTC'] },
      'ALREADY_ADDED',
    ],
    [
      'EXCLUDED_ASSETS before FEWER_THAN_2_ASSETS',
      { excludedAssetSymbols: ['BTC', 'ETH'] },
      'EXCLUDED_ASSETS',
    ],
    [
      'FEWER_THAN_2_ASSETS before WILL_EXCEED_MAX_INVESTMENTS',
      { investment: market, excludedAssetSymbols: ['BTC', 'ETH', 'SOL'], portfolioIds: fullPortfolio },
      'FEWER_THAN_2_ASSETS',
    ],
    [
      'WILL_EXCEED_MAX_INVESTMENTS before BELOW_PORTFOLIO_MINIMUM',
      { portfolioIds: fullPortfolio, balance: '0' },
      'WILL_EXCEED_MAX_INVESTMENTS',
    ],
    ['BELOW_PORTFOLIO_MINIMUM before BELOW_TRADE_MINIMUM', { balance: '0' }, 'BELOW_PORTFOLIO_MINIMUM'],
  ])('priority: %s', (_name, overrides, expected) => {
    expect(addEligibility(input(overrides))).toBe(expected);
  });
});

describe('addDisabledTooltip (doc 2 §8)', () => {
  it('has the exact texts', () => {
    expect(addInvestmentMessages).toEqual({
      addToMyPortfolio: 'Add to My Portfolio',
      added: 'Added',
      maximumReachedTitle: 'Maximum Number of Investments Reached',
      maximumReachedReason: 'You have reached the maximum number of investments in your portfolio.',
      maximumReachedTooltip:
        'You have reached the maximum number of investments in your portfolio. You can remove an existing investment prior to adding a new one.',
      unableToAddTooltip:
        'This investment is unable to be added to your portfolio. Click into the investment details to learn more.',
      guideAllocationBelowMinimumTooltip:
        'This allocation contains an investment with a minimum balance above your current balance. Add funds to apply it.',
    });
  });

  it.each<[Parameters<typeof addDisabledTooltip>[0], string | null]>([
    [null, null],
    ['LOADING', null],
    ['ALREADY_ADDED', null],
    ['WILL_EXCEED_MAX_INVESTMENTS', addInvestmentMessages.maximumReachedTooltip],
    ['EXCLUDED_ASSETS', addInvestmentMessages.unableToAddTooltip],
    ['FEWER_THAN_2_ASSETS', addInvestmentMessages.unableToAddTooltip],
    ['BELOW_PORTFOLIO_MINIMUM', addInvestmentMessages.unableToAddTooltip],
    ['BELOW_TRADE_MINIMUM', addInvestmentMessages.unableToAddTooltip],
  ])('%s -> %s', (reason, expected) => {
    expect(addDisabledTooltip(reason)).toBe(expected);
  });
});

describe('marketModelsRemovedByExclusions (doc 2 §4)', () => {
  const models = [
    { name: 'Market 4', product: 'MARKET', assetSymbols: ['BTC', 'ETH', 'SOL', 'ADA'] },
    { name: 'Market 3', product: 'MARKET', assetSymbols: ['BTC', 'ETH', 'SOL'] },
    { name: 'Market 2', product: 'MARKET', assetSymbols: ['BTC', 'ETH'] },
    { name: 'Bitcoin', product: 'MARKET', assetSymbols: ['BTC'] },
    { name: 'Smart 2', product: 'SMART_BETA', assetSymbols: ['BTC', 'ETH'] },
  ];
  const removed = (excluded: string[]) =>
    marketModelsRemovedByExclusions(models, excluded).map((m) => m.name);

  it.each<[string[], string[]]>([
    [[], []],
    [['DOGE'], []],
    [['SOL'], []],
    [['BTC'], ['Market 2', 'Bitcoin']],
    [['ETH'], ['Market 2']],
    [
      ['BTC', 'ETH'],
      ['Market 3', 'Market 2', 'Bitcoin'],
    ],
    [
      ['BTC', 'ETH', 'SOL'],
      ['Market 4', 'Market 3', 'Market 2', 'Bitcoin'],
    ],
  ])('excluding %j removes %j', (excluded, expected) => {
    expect(removed(excluded)).toEqual(expected);
  });
});
