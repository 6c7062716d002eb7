import { describe, expect, it } from 'vitest';
import { FULL_WITHDRAWAL_SHARE_TEXT, withdrawalWarningScreen } from './warnings';

describe('withdrawalWarningScreen (doc 2 §4 withdrawal warnings)', () => {
  it('reads the share as 75%', () => {
    expect(FULL_WITHDRAWAL_SHARE_TEXT).toBe('75%');
  });
  it.each([
    [{ kind: 'GREATER_THAN_75' }, 'Full Withdrawal Required', '75% or more'],
    [{ kind: 'GREATER_THAN_75_ACCOUNT_CLOSURE' }, 'Account Closure', 'your account is closed'],
    [
      { kind: 'UNDER_MINIMUM', reason: 'MINIMUM_ABOVE_AVAILABLE_BALANCE' },
      'Below Withdrawal Minimum',
      'Your available balance of $1,000.00 is below the minimum withdrawal of $1,500.00',
    ],
    [
      { kind: 'UNDER_MINIMUM', reason: 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE' },
      'Balance Would Fall Below Minimum',
      'This withdrawal would leave $500.00 in your account, below the minimum account balance of $2,000.00',
    ],
  ] as const)('%j shows %s', (route, title, body) => {
    const screen = withdrawalWarningScreen(route, {
      tier: 'DEFAULT',
      availableBalance: '1000',
      amount: '500',
    });
    expect(screen.title).toBe(title);
    expect(screen.body).toContain(body);
  });
  it('never shows a negative balance left', () => {
    const screen = withdrawalWarningScreen(
      { kind: 'UNDER_MINIMUM', reason: 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE' },
      { tier: 'FRIENDS_AND_FAMILY', availableBalance: '100', amount: '150' },
    );
    expect(screen.body).toContain(
      'leave $0.00 in your account, below the minimum account balance of $100.00',
    );
  });
});
