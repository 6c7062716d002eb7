import { describe, expect, it } from 'vitest';
import { accountTexts } from './customerAccount';

describe('the Account page texts (doc 2 §2 "Account", §4)', () => {
  it('names the sections as the spec does', () => {
    expect(accountTexts.exclusions).toBe('Portfolio Asset Exclusions');
    expect(accountTexts.preferences).toBe('Financial Information and Investment Preferences');
    expect(accountTexts.beneficiaries).toBe('Beneficiaries Information');
    expect(accountTexts.clientInformation).toBe('Client Information');
  });

  it.each([
    [accountTexts.confirmSaveBody('(•••) •••-4567'), /mobile number \(•••\) •••-4567\. Your changes/],
    [accountTexts.verifyBody('(•••) •••-4567'), /^Enter the 6-digit code we sent to \(•••\) •••-4567\.$/],
    [accountTexts.confirmPhoneBody('(555) 123-4567'), /set to \(555\) 123-4567, and/],
    [accountTexts.phoneChangedBody('(555) 123-4567'), /^Your mobile number is now \(555\) 123-4567\.$/],
    [accountTexts.removeExclusion('BTC'), /^Remove BTC from the exclusions$/],
    [accountTexts.chosenCount(2), /^2 selected$/],
    [accountTexts.confirmExclusionsBody('BTC, ETH'), /^BTC, ETH will be excluded/],
    [accountTexts.removedModels('Core Duo'), /fewer than 2 assets and leave My Portfolio: Core Duo\.$/],
  ])('fills %j', (text, pattern) => {
    expect(text).toMatch(pattern);
  });

  it('says that exclusions are pending until applied in My Portfolio (doc 2 §4)', () => {
    expect(accountTexts.pendingNote).toBe('Pending until applied in My Portfolio.');
    expect(accountTexts.exclusionsIntro).toContain('pending until you apply them in My Portfolio');
  });
});
