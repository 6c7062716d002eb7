import { describe, expect, it } from 'vitest';
import { defaultWithdrawalRulesPreviewMessages as messages } from './messages';

describe('the withdrawal rules preview (beyond the spec)', () => {
  it('words every outcome of the rules preview with its figures', () => {
    const { status } = messages;
    expect(status.MINIMUM_ABOVE_AVAILABLE('$1,500.00')).toContain('only a full withdrawal is possible');
    expect(status.BELOW_MINIMUM('$1,500.00')).toBe('The minimum withdrawal amount is $1,500.00.');
    expect(status.EXCEEDS_AVAILABLE('$9,000.00')).toContain('$9,000.00');
    expect(status.FULL_WITHDRAWAL('75%')).toContain('75% or more of your available balance');
    expect(status.LEAVES_UNDER_MINIMUM('$2,000.00')).toContain('minimum account balance of $2,000.00');
    expect(messages.fullWithdrawalFrom('75%')).toBe('Full withdrawal from (75%)');
  });
});
