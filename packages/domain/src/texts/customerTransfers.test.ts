import { describe, expect, it } from 'vitest';
import { deactivationTexts } from './customerActivity';
import {
  accountClosureTexts,
  confirmationMessages,
  cryptoDepositTexts,
  cryptoWithdrawalTexts,
  fiatWithdrawalTexts,
  transferMethodTexts,
  WIRE_SOURCE_TOOLTIP,
  wireGuideTexts,
  withdrawalDurationTexts,
  withdrawalSuccessTexts,
  withdrawalTaxImpactTexts,
  withdrawalWarningTexts,
} from './customerTransfers';

describe('texts the spec quotes (doc 2 §2, §5, §8, §9)', () => {
  it.each([
    ['wire dialog', wireGuideTexts.title, 'USD Wire Instructions'],
    ['preparing', cryptoDepositTexts.preparingTitle, 'Preparing Crypto Deposit'],
    [
      'fiat method title',
      fiatWithdrawalTexts.methodTitle,
      'Withdrawal Request: indicate the type of account your funds will be wired to',
    ],
    ['bank', fiatWithdrawalTexts.bankAccount, 'Bank account'],
    ['brokerage', fiatWithdrawalTexts.brokerageAccount, 'Brokerage account'],
    ['success', withdrawalSuccessTexts.title, 'Success'],
    ['success body', withdrawalSuccessTexts.body, 'Your withdrawal request is being processed'],
    ['done', withdrawalSuccessTexts.done, 'Done'],
    [
      'crypto duration',
      withdrawalDurationTexts.crypto,
      'Crypto withdrawals typically take 2-3 business days.',
    ],
    ['wire duration', withdrawalDurationTexts.wire, 'Wire withdrawal trading takes 1-2 business days.'],
    [
      'wire source tooltip',
      WIRE_SOURCE_TOOLTIP,
      'Wire withdrawals are permitted only to a bank account that was the source of earlier deposits.',
    ],
    ['wire method', transferMethodTexts.wire, 'Wire'],
    ['crypto method', transferMethodTexts.crypto, 'Crypto'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('the wire guide (doc 2 §2 Fiat deposit)', () => {
  it('has four steps, 0 to 3, carrying the two rules and the details', () => {
    expect(wireGuideTexts.steps).toHaveLength(4);
    expect(wireGuideTexts.steps[1].body).toContain(
      'Only bank accounts in the name used with your Cairn account are allowed.',
    );
    expect(wireGuideTexts.steps[2].body).toContain('Wires must include your reference code in the memo.');
    expect(wireGuideTexts.steps[3].body).toContain('reference code');
  });
});

describe('the crypto wizards (doc 2 §4)', () => {
  it('name the steps and fill in assets and networks', () => {
    expect(cryptoDepositTexts.stepTitles).toHaveLength(4);
    expect(cryptoWithdrawalTexts.stepTitles).toHaveLength(3);
    expect(cryptoDepositTexts.preparingBody('BTC')).toBe(
      'We are preparing your BTC deposit wallet. Please come back in a few minutes.',
    );
    expect(cryptoDepositTexts.notice('ETH', 'Ethereum')).toContain('Send only ETH on the Ethereum network');
    expect(cryptoDepositTexts.receivingBody('SOL', 'Solana')).toBe(
      'Send SOL on the Solana network to this address.',
    );
    expect(cryptoWithdrawalTexts.notice('BTC', 'Bitcoin')).toContain('as BTC on the Bitcoin network');
    expect(cryptoWithdrawalTexts.infoBody).toContain(withdrawalDurationTexts.crypto);
    expect(cryptoWithdrawalTexts.available('0.5 BTC')).toBe('Available: 0.5 BTC');
    expect(cryptoWithdrawalTexts.minimum('0.001 BTC')).toBe('Minimum: 0.001 BTC');
    expect(fiatWithdrawalTexts.available('$9,000.00')).toBe('Available: $9,000.00');
    expect(fiatWithdrawalTexts.minimum('$1,500.00')).toBe('Minimum: $1,500.00');
  });
});

describe('closure and under-minimum screens (doc 2 §4)', () => {
  it('offer Cancel and a full withdrawal', () => {
    const screens = [
      withdrawalWarningTexts.GREATER_THAN_75('75%'),
      withdrawalWarningTexts.GREATER_THAN_75_ACCOUNT_CLOSURE('75%'),
      withdrawalWarningTexts.MINIMUM_ABOVE_AVAILABLE_BALANCE('$1,000.00', '$1,500.00'),
      withdrawalWarningTexts.BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE('$1,999.99', '$2,000.00'),
    ];
    for (const screen of screens) {
      expect(screen.cancel).toBe('Cancel');
      expect(screen.fullWithdrawal).not.toBeNull();
    }
    expect(screens[0]?.body).toContain('75% or more of your available balance');
    expect(screens[2]?.body).toContain('$1,000.00 is below the minimum withdrawal of $1,500.00');
    expect(screens[3]?.body).toContain(
      'leave $1,999.99 in your account, below the minimum account balance of $2,000.00',
    );
  });
  it('words the checkbox messages', () => {
    expect(confirmationMessages).toEqual({
      noticeAcknowledgementRequired: 'Please acknowledge the notice to continue',
      submissionConfirmationRequired: 'Please confirm the details to submit',
      deactivationReasonRequired: 'Please select a reason for leaving',
    });
  });
});

describe('the withdrawal previews (beyond the spec)', () => {
  it('label the tax impact an estimate and not tax advice', () => {
    expect(withdrawalTaxImpactTexts.title).toBe('Estimated Tax Impact');
    expect(withdrawalTaxImpactTexts.disclaimer).toContain('This is an estimate, not tax advice');
    expect(withdrawalTaxImpactTexts.disclaimer).toContain('Cairn does not provide tax advice');
    expect(withdrawalTaxImpactTexts.intro('25%')).toContain('HIFO order (highest in, first out)');
    expect(withdrawalTaxImpactTexts.basisAssumed).toContain('a $0 cost basis is assumed');
  });
  it('word the account-closure form of a full bank withdrawal', () => {
    expect(accountClosureTexts.body('$9,000.00')).toBe(
      'Your whole available balance of $9,000.00 will be wired to the bank account below, and your account will be closed.',
    );
    expect(accountClosureTexts.reasonQuestion).toBe(deactivationTexts.reasonQuestion);
  });
});
