import { describe, expect, it } from 'vitest';
import {
  applyChangesDialogTexts,
  feeDetailsTexts,
  marketplaceNotFoundTexts,
  marketplaceTexts,
  PRODUCT_STYLE_LABELS,
  performanceDisclosureTexts,
  performanceTexts,
  portfolioTexts,
  rebalancingExplainerTexts,
  recommendationUpdateTexts,
  replacePortfolioTexts,
  TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS,
  videoDialogTexts,
} from './customerPortfolio';

describe('texts the spec quotes (doc 2 §2, §4)', () => {
  it.each([
    ['apply dialog', applyChangesDialogTexts.title, 'Apply Changes & Rebalance?'],
    ['save and activate', applyChangesDialogTexts.confirm, 'Save & Activate'],
    ['no cancel', applyChangesDialogTexts.cancel, 'No, Cancel'],
    ['changes applied', portfolioTexts.changesApplied, 'Changes Applied'],
    ['add new model', portfolioTexts.addNewModel, 'Add New Model'],
    ['add new index', portfolioTexts.addNewIndex, 'Add New Index'],
    ['fee details', portfolioTexts.feeDetails, 'Fee Details'],
    ['apply changes', portfolioTexts.applyChanges, 'Apply Changes'],
    ['reset', portfolioTexts.reset, 'Reset'],
    ['usd wire', portfolioTexts.usdWire, 'USD Wire'],
    ['not now', recommendationUpdateTexts.notNow, 'Not now'],
    ['marketplace button', recommendationUpdateTexts.marketplace, 'Marketplace'],
    ['view all', marketplaceTexts.viewAll, 'View All'],
    ['multisector', marketplaceTexts.multisector, 'Multisector'],
    ['view in my portfolio', marketplaceTexts.viewInMyPortfolio, 'View in My Portfolio'],
    ['performance disclosure', performanceDisclosureTexts.title, 'Performance Disclosure'],
    ['clear selection', performanceTexts.clearSelection, 'Clear Selection'],
    ['portfolio returns', performanceTexts.title, 'Portfolio Returns'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('labels the three styles Market, Smart Beta, Alpha (doc 2 §1)', () => {
    expect(PRODUCT_STYLE_LABELS).toEqual({ MARKET: 'Market', SMART_BETA: 'Smart Beta', ALPHA: 'Alpha' });
  });
  it('has the returns columns MTD, QTD, YTD, 1Y, Full', () => {
    expect(performanceTexts.returnsColumns).toEqual(['MTD', 'QTD', 'YTD', '1Y', 'Full']);
  });
});

describe('project wording (doc 2 §2, §4; doc 3 §9)', () => {
  it('states the execution times and the billing', () => {
    expect(applyChangesDialogTexts.body).toContain('within 24 hours');
    expect(rebalancingExplainerTexts.paragraphs.join(' ')).toContain('usually within 1 business day');
    expect(feeDetailsTexts.billing).toBe(
      'Fees are annual rates, billed monthly in arrears on your daily balances at the UTC close. They exclude custodial and transaction costs.',
    );
  });
  it('fills in templates', () => {
    expect(recommendationUpdateTexts.body('Smart Beta')).toContain('we now recommend the Smart Beta style');
    expect(marketplaceTexts.addedToast('Momentum')).toBe('Momentum was added to My Portfolio.');
    expect(marketplaceTexts.assetCount(1)).toBe('1 asset');
    expect(marketplaceTexts.assetCount(12)).toBe('12 assets');
    expect(replacePortfolioTexts.body).toContain('replaces the investments in My Portfolio');
  });
  it('warns that past performance does not guarantee results, and limits TLH', () => {
    expect(performanceDisclosureTexts.paragraphs[0]).toContain('Past performance is not a guarantee');
    expect(performanceDisclosureTexts.paragraphs.join(' ')).toContain('longer than one year are annualized');
    expect(TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS).toBe(
      'Tax-loss harvesting does not apply to tax-advantaged accounts such as IRAs.',
    );
    expect(performanceTexts.harvestedTaxLossesBody).toContain(TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS);
  });
});

describe('marketplace not-found views and videos (doc 2 §2, §8)', () => {
  it('names the model and the index the address asked for', () => {
    expect(marketplaceNotFoundTexts.model('Bitcoin Core')).toContain('“Bitcoin Core”');
    expect(marketplaceNotFoundTexts.index('CBTC')).toContain('ticker “CBTC”');
  });
  it('titles a video dialog by the investment', () => {
    expect(videoDialogTexts.title('Momentum')).toBe('Momentum: Video');
  });
});
