import { describe, expect, it } from 'vitest';
import { navItems } from '../access/nav';
import {
  accountDeactivatedTexts,
  allocationEmptyStateTexts,
  dashboardTexts,
  discardChangesTexts,
  missingCostBasisPopupTexts,
  pendingWithdrawalPopupTexts,
  supportMailtoHref,
  TUTORIAL_STEPS,
  transferMenuTexts,
  tutorialTexts,
  unsavedChangesTexts,
} from './customerShell';

describe('texts the spec quotes (doc 2 §2)', () => {
  it.each([
    ['deactivated title', accountDeactivatedTexts.title, 'Account Deactivated'],
    ['support button', accountDeactivatedTexts.contactSupport, 'Contact Customer Support'],
    ['transfer', transferMenuTexts.transfer, 'Transfer'],
    ['deposit', transferMenuTexts.deposit, 'Deposit'],
    ['withdraw', transferMenuTexts.withdraw, 'Withdraw'],
    ['missing cost basis title', missingCostBasisPopupTexts.title, 'Crypto Deposit Missing Cost Basis'],
    ['missing cost basis action', missingCostBasisPopupTexts.action, 'Go to Tax Center'],
    ['missing cost basis target', missingCostBasisPopupTexts.href, '/activity/tax-center'],
    ['pending withdrawal target', pendingWithdrawalPopupTexts.href, '/activity'],
    ['unsaved changes', unsavedChangesTexts.title, 'Unsaved Changes'],
    ['unsaved changes link target', unsavedChangesTexts.href, '/portfolio'],
    ['discard changes', discardChangesTexts.title, 'Discard Changes'],
    ['tutorial next', tutorialTexts.next, 'Next'],
    ['tutorial start', tutorialTexts.start, 'Start'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('Account Deactivated screen (doc 2 §2, project wording)', () => {
  it('says information is reachable via the left navigation, to contact support, and thanks the client', () => {
    expect(accountDeactivatedTexts.body).toContain('still reachable via the left navigation');
    expect(accountDeactivatedTexts.support).toContain('contact customer support');
    expect(accountDeactivatedTexts.signOff).toBe('Thank you for being a Cairn client.');
  });
  it('mails the configured support address', () => {
    expect(supportMailtoHref('support@cairn.example')).toBe('mailto:support@cairn.example');
  });
});

describe('the six-step tutorial (doc 2 §2 Side navigation)', () => {
  it('has one step per top-level navigation item, in navigation order', () => {
    expect(TUTORIAL_STEPS).toHaveLength(6);
    expect(TUTORIAL_STEPS.map((step) => step.navKey)).toEqual(
      navItems('ACTIVE', 'SUCCESS').map((item) => item.key),
    );
    for (const step of TUTORIAL_STEPS) expect(step.body.length).toBeGreaterThan(20);
  });
});

describe('project wording of popups and empty states', () => {
  it('says where to go', () => {
    expect(missingCostBasisPopupTexts.body).toContain('Tax Center');
    expect(pendingWithdrawalPopupTexts.body).toContain('pending');
    expect(unsavedChangesTexts.action).toBe('Back to My Portfolio');
    expect(discardChangesTexts.body).toContain('discarded');
    expect(dashboardTexts.lastUpdated('3:05 PM')).toBe('Last updated 3:05 PM');
    expect(Object.keys(allocationEmptyStateTexts)).toEqual([
      'KYC_PENDING',
      'AWAITING_DEPOSIT',
      'NO_SELECTION',
    ]);
  });
});
