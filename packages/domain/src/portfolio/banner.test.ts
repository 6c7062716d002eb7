import { describe, expect, it } from 'vitest';
import {
  belowRebalancingMinimumText,
  isPortfolioListDisabled,
  MAKE_A_NEW_DEPOSIT,
  type PortfolioBanner,
  portfolioBanner,
  portfolioBannerTitles,
  type RebalancingMinimumBannerInput,
  showBelowRebalancingMinimumBanner,
} from './banner';

describe('portfolioBanner (doc 2 §2 My Portfolio)', () => {
  it.each<[string, boolean, string, PortfolioBanner | null]>([
    ['0', false, '2000', 'AWAITING_DEPOSIT'],
    ['0', true, '2000', 'AWAITING_DEPOSIT'],
    ['0.00', true, '0', 'AWAITING_DEPOSIT'],
    ['-1', false, '2000', 'AWAITING_DEPOSIT'],
    ['0.01', false, '2000', 'BELOW_REBALANCE_MINIMUM'],
    ['1999.99', true, '2000', 'BELOW_REBALANCE_MINIMUM'],
    ['2000', true, '2000', 'NO_SELECTION'],
    ['2000', false, '2000', null],
    ['150000', true, '100', 'NO_SELECTION'],
    ['99.99', false, '100', 'BELOW_REBALANCE_MINIMUM'],
  ])('balance %s, empty %s, minimum %s -> %s', (balance, portfolioEmpty, minimum, expected) => {
    expect(portfolioBanner({ balance, portfolioEmpty, minimum })).toBe(expected);
  });
});

describe('isPortfolioListDisabled (doc 2 §2: disabled while a banner other than NO_SELECTION shows)', () => {
  it.each<[PortfolioBanner | null, boolean]>([
    [null, false],
    ['NO_SELECTION', false],
    ['AWAITING_DEPOSIT', true],
    ['BELOW_REBALANCE_MINIMUM', true],
  ])('%s -> %s', (banner, expected) => {
    expect(isPortfolioListDisabled(banner)).toBe(expected);
  });
});

describe('banner titles', () => {
  it('are the spec texts', () => {
    expect(portfolioBannerTitles).toEqual({
      belowModelMinimum: 'Below Model Minimum',
      awaitingDeposit: 'Awaiting Deposit',
      notAvailableDueToExclusions: 'Not Available Due to Client Asset Exclusions',
      belowRebalancingMinimum: 'Portfolio Below Rebalancing Minimum',
    });
  });
  it('words the dashboard banner body and link', () => {
    expect(belowRebalancingMinimumText('$2,000')).toBe(
      'Portfolios need a balance of at least $2,000 to be rebalanced.',
    );
    expect(MAKE_A_NEW_DEPOSIT).toBe('Make a new deposit');
  });
});

describe('showBelowRebalancingMinimumBanner (doc 2 §2 Dashboard)', () => {
  const base: RebalancingMinimumBannerInput = {
    kycStatus: 'SUCCESS',
    hasHoldings: true,
    totalBalance: '1999.99',
    rebalancingMinimum: 2000,
  };
  it.each<[string, Partial<RebalancingMinimumBannerInput>, boolean]>([
    ['KYC approved, holdings, under the minimum', {}, true],
    ['exactly the minimum', { totalBalance: '2000' }, false],
    ['above the minimum', { totalBalance: '2000.01' }, false],
    ['no holdings', { hasHoldings: false }, false],
    ['KYC pending', { kycStatus: 'PENDING' }, false],
    ['KYC unknown', { kycStatus: null }, false],
    [
      'friends and family minimum 100, balance 99.99',
      { totalBalance: '99.99', rebalancingMinimum: 100 },
      true,
    ],
  ])('%s -> %s', (_name, overrides, expected) => {
    expect(showBelowRebalancingMinimumBanner({ ...base, ...overrides })).toBe(expected);
  });
});
