import { describe, expect, it } from 'vitest';
import { canTransfer, KYC_PENDING_TOOLTIP, type NavItem, navItems } from './nav';

const labels = (items: readonly NavItem[]): unknown[] =>
  items.map((item) => (item.children.length > 0 ? [item.label, labels(item.children)] : item.label));

const flatten = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children)]);

describe('navItems (doc 2 §2 Side navigation)', () => {
  it('shows every item to an ACTIVE user', () => {
    expect(labels(navItems('ACTIVE', 'SUCCESS'))).toEqual([
      'Dashboard',
      'My Portfolio',
      'Performance',
      ['Marketplace', ['Models', 'Indices']],
      'Account',
      ['Activity', ['Activity Log', 'Documents', 'Tax Center', 'Trade History']],
    ]);
  });

  it('shows only Dashboard, Account and Activity to an INACTIVE user', () => {
    expect(labels(navItems('INACTIVE', 'SUCCESS'))).toEqual([
      'Dashboard',
      'Account',
      ['Activity', ['Activity Log', 'Documents', 'Tax Center', 'Trade History']],
    ]);
  });

  it('links each item to its route', () => {
    expect(flatten(navItems('ACTIVE', 'SUCCESS')).map((item) => item.path)).toEqual([
      '/dashboard',
      '/portfolio',
      '/performance',
      '/marketplace',
      '/marketplace/models',
      '/marketplace/indices',
      '/account',
      '/activity',
      '/activity/log',
      '/activity/documents',
      '/activity/tax-center',
      '/activity/trades',
    ]);
  });

  it('enables everything once kyc_status is SUCCESS', () => {
    for (const item of flatten(navItems('ACTIVE', 'SUCCESS'))) {
      expect(item.disabled).toBe(false);
      expect(item.tooltip).toBeNull();
    }
  });

  it.each([['PENDING'], ['FAILED'], [null], [undefined], ['success']])(
    'disables all but Dashboard while kyc_status is %j',
    (kycStatus) => {
      for (const item of flatten(navItems('ACTIVE', kycStatus))) {
        expect(item.disabled).toBe(item.key !== 'dashboard');
        expect(item.tooltip).toBe(item.key === 'dashboard' ? null : KYC_PENDING_TOOLTIP);
      }
    },
  );

  it('words the KYC tooltip with the 5 business days and limited functions', () => {
    expect(KYC_PENDING_TOOLTIP).toBe(
      'Your identity verification (KYC) is in progress and can take up to 5 business days. Until it is approved, functions are limited.',
    );
  });
});

describe('canTransfer (doc 2 §5: only when kyc_status is SUCCESS)', () => {
  it.each([
    ['SUCCESS', true],
    ['PENDING', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (kycStatus, expected) => {
    expect(canTransfer(kycStatus)).toBe(expected);
  });
});
