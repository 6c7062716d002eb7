import { describe, expect, it } from 'vitest';
import { KYC_PENDING_TOOLTIP } from '../access/nav';
import { InternalError } from '../errors/catalogue';
import {
  allocationEmptyState,
  dashboardView,
  PENDING_WITHDRAWAL_NAVIGATION_STATE,
  rebalancingMinimumBanner,
  showMissingCostBasisPopup,
  showPendingWithdrawalPopup,
  sortAllocation,
  transferButtonState,
} from './dashboard';

describe('dashboardView (doc 2 §2 Dashboard)', () => {
  it.each([
    [undefined, 'LOADING'],
    [null, 'LOADING'],
    [{ user: { status: 'ACTIVE' } }, 'ACTIVE'],
    [{ user: { status: 'INACTIVE' } }, 'DEACTIVATED'],
    [{ user: { status: 'SUSPENDED' } }, 'DEACTIVATED'],
  ])('%j -> %s', (profile, view) => {
    expect(dashboardView(profile)).toBe(view);
  });
});

describe('transferButtonState: disabled until the profile loads and while KYC is not SUCCESS (doc 2 §2)', () => {
  it.each([
    [false, 'SUCCESS', { disabled: true, tooltip: null }],
    [true, 'SUCCESS', { disabled: false, tooltip: null }],
    [true, 'PENDING', { disabled: true, tooltip: KYC_PENDING_TOOLTIP }],
    [true, null, { disabled: true, tooltip: KYC_PENDING_TOOLTIP }],
  ])('loaded %s, kyc %j -> %j', (loaded, kyc, expected) => {
    expect(transferButtonState(loaded, kyc)).toEqual(expected);
  });
});

describe("rebalancingMinimumBanner: 'Portfolio Below Rebalancing Minimum' (doc 2 §2)", () => {
  it.each([
    ['DEFAULT', 'Portfolios need a balance of at least $2,000 to be rebalanced.'],
    ['REDUCED', 'Portfolios need a balance of at least $2,000 to be rebalanced.'],
    ['FRIENDS_AND_FAMILY', 'Portfolios need a balance of at least $100 to be rebalanced.'],
  ] as const)('%s: the minimum shown with no decimals', (tier, body) => {
    expect(rebalancingMinimumBanner(tier)).toEqual({
      title: 'Portfolio Below Rebalancing Minimum',
      body,
      depositLink: 'Make a new deposit',
    });
  });
});

describe('the popups (doc 2 §2)', () => {
  it.each([
    [2, false, true],
    [0, false, false],
    [2, true, false],
  ])('missing cost basis: %i missing, shown this session %s -> %s', (count, shown, expected) => {
    expect(showMissingCostBasisPopup(count, shown)).toBe(expected);
  });
  it.each([
    [PENDING_WITHDRAWAL_NAVIGATION_STATE, false, true],
    [PENDING_WITHDRAWAL_NAVIGATION_STATE, true, false],
    [{ pendingWithdrawal: 'yes' }, false, false],
    [null, false, false],
    [undefined, false, false],
    ['pendingWithdrawal', false, false],
  ])('pending withdrawal: state %j, shown %s -> %s', (state, shown, expected) => {
    expect(showPendingWithdrawalPopup(state, shown)).toBe(expected);
  });
});

describe('allocationEmptyState: KYC pending, awaiting deposit, no selection (doc 2 §2)', () => {
  it.each([
    ['PENDING', '5000', 3, 'KYC_PENDING'],
    ['SUCCESS', '0', 0, 'AWAITING_DEPOSIT'],
    ['SUCCESS', '5000', 0, 'NO_SELECTION'],
    ['SUCCESS', '5000', 2, null],
  ])('kyc %s, balance %s, %i lines -> %j', (kycStatus, balance, itemCount, expected) => {
    expect(allocationEmptyState({ kycStatus, balance, itemCount })).toBe(expected);
  });
});

describe('sortAllocation (doc 2 §2 allocation table with sorting; §8)', () => {
  const lines = [
    { name: 'bitcoin', balance: '1000.10', weight: 40 },
    { name: 'Alpha', balance: '999.99', weight: 35 },
    { name: 'Crypto', balance: '1000.1', weight: 25 },
  ];
  it.each([
    ['name', 'ascending', ['Alpha', 'bitcoin', 'Crypto']],
    ['name', 'descending', ['Crypto', 'bitcoin', 'Alpha']],
    ['balance', 'ascending', ['Alpha', 'bitcoin', 'Crypto']],
    ['balance', 'descending', ['bitcoin', 'Crypto', 'Alpha']],
    ['weight', 'ascending', ['Crypto', 'Alpha', 'bitcoin']],
  ] as const)('by %s %s', (field, direction, names) => {
    expect(sortAllocation(lines, field, direction).map((line) => line.name)).toEqual(names);
  });
  it("throws 'invalid sort order field' for another column", () => {
    expect(() => sortAllocation(lines, 'symbol', 'ascending')).toThrow(InternalError);
    expect(() => sortAllocation(lines, 'symbol', 'ascending')).toThrow('invalid sort order field');
  });
});
