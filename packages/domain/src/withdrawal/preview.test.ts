import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIERS } from '../tiers/tiers';
import { routeFiatWithdrawal } from './fiatRouting';
import { fiatWithdrawal } from './fiatWithdrawal';
import { usdBankWithdrawalSchema } from './forms';
import { withdrawalPreview, withdrawalPreviewStatus } from './preview';

describe('withdrawalPreview (beyond the spec: the rules while an amount is typed)', () => {
  it.each([
    // [amount, available, tier, remaining, full, under, route]
    ['2500', '10000', 'DEFAULT', '7500', false, false, 'PROCEED'],
    ['7500', '10000', 'DEFAULT', '2500', true, false, 'GREATER_THAN_75'],
    ['2500.01', '4500', 'DEFAULT', '1999.99', false, true, 'UNDER_MINIMUM'],
    ['$50', '150', 'FRIENDS_AND_FAMILY', '100', false, false, 'PROCEED'],
    ['12000', '10000', 'DEFAULT', '0', true, true, 'GREATER_THAN_75'],
  ] as const)(
    '%s of %s (%s): %s left, full %s, under %s, %s',
    (amountText, available, tier, remaining, full, under, route) => {
      const preview = withdrawalPreview({ amountText, availableBalance: available, tier });
      expect(preview.remaining?.toString()).toBe(remaining);
      expect(preview.isFullWithdrawal).toBe(full);
      expect(preview.leavesUnderMinimum).toBe(under);
      expect(preview.route?.kind).toBe(route);
    },
  );
  it('knows the minimums before any amount is typed', () => {
    const preview = withdrawalPreview({ amountText: '', availableBalance: '1000', tier: 'DEFAULT' });
    expect(preview.minimum.toString()).toBe('1500');
    expect(preview.minimumBalance.toString()).toBe('2000');
    expect(preview.minimumAboveAvailable).toBe(true);
    expect(preview).toMatchObject({ amount: null, remaining: null, route: null, isFullWithdrawal: false });
    expect(
      withdrawalPreview({ amountText: '-5', availableBalance: '1000', tier: 'DEFAULT' }).amount,
    ).toBeNull();
  });
  it('never disagrees with routeFiatWithdrawal (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_00 }),
        fc.integer({ min: 0, max: 2_000_000_00 }),
        fc.constantFrom(...TIERS),
        (amountCents, availableCents, tier) => {
          const amountText = (amountCents / 100).toFixed(2);
          const available = (availableCents / 100).toFixed(2);
          const preview = withdrawalPreview({ amountText, availableBalance: available, tier });
          const route = routeFiatWithdrawal({ amount: amountText, availableBalance: available, tier });
          expect(preview.route).toEqual(route);
          // The flags are the route's own checks, in its order.
          const expected = preview.minimumAboveAvailable
            ? 'UNDER_MINIMUM'
            : preview.isFullWithdrawal
              ? 'GREATER_THAN_75'
              : preview.leavesUnderMinimum
                ? 'UNDER_MINIMUM'
                : 'PROCEED';
          expect(route.kind).toBe(expected);
        },
      ),
    );
  });

  it('states the full-withdrawal threshold, 75 % of the available balance', () => {
    const preview = withdrawalPreview({ amountText: '', availableBalance: '10000', tier: 'DEFAULT' });
    expect(preview.available.toString()).toBe('10000');
    expect(preview.fullWithdrawalFrom.toString()).toBe('7500');
  });
});

describe('withdrawalPreviewStatus (what Continue does with the amount)', () => {
  it.each([
    // [amount, available, tier, status]
    ['', '10000', 'DEFAULT', 'ENTER_AMOUNT'],
    ['abc', '10000', 'DEFAULT', 'ENTER_AMOUNT'],
    ['5000', '1499.99', 'DEFAULT', 'MINIMUM_ABOVE_AVAILABLE'],
    ['1499.99', '10000', 'DEFAULT', 'BELOW_MINIMUM'],
    ['10000.01', '10000', 'DEFAULT', 'EXCEEDS_AVAILABLE'],
    ['7500', '10000', 'DEFAULT', 'FULL_WITHDRAWAL'],
    ['2500.01', '4500', 'DEFAULT', 'LEAVES_UNDER_MINIMUM'],
    ['2500', '4500', 'DEFAULT', 'PROCEED'],
    ['150', '400', 'FRIENDS_AND_FAMILY', 'PROCEED'],
  ] as const)('%s of %s (%s): %s', (amountText, available, tier, status) => {
    expect(
      withdrawalPreviewStatus(withdrawalPreview({ amountText, availableBalance: available, tier })),
    ).toBe(status);
  });

  it('says PROCEED exactly when the bank form accepts the amount and the wizard goes on to Confirm (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000_00 }),
        fc.integer({ min: 0, max: 200_000_00 }),
        fc.constantFrom(...TIERS),
        (amountCents, availableCents, tier) => {
          const amountText = (amountCents / 100).toFixed(2);
          const available = (availableCents / 100).toFixed(2);
          const status = withdrawalPreviewStatus(
            withdrawalPreview({ amountText, availableBalance: available, tier }),
          );
          const context = { tier, availableBalance: available };
          const values = { amount: amountText, routingNumber: '021000021', accountNumber: '12345678' };
          const formAccepts = usdBankWithdrawalSchema(context).safeParse(values).success;
          const details = fiatWithdrawal(
            { step: 'METHOD' },
            { type: 'CHOOSE_METHOD', method: 'BANK' },
            context,
          );
          const next = fiatWithdrawal(
            details,
            { type: 'DETAILS_SUBMITTED', details: { method: 'BANK', values } },
            context,
          );
          expect(status === 'PROCEED').toBe(formAccepts && next.step === 'CONFIRM');
          if (status === 'FULL_WITHDRAWAL' || status === 'LEAVES_UNDER_MINIMUM') {
            expect(formAccepts).toBe(true);
            expect(next.step).toBe('WARNING');
          }
        },
      ),
    );
  });
});
