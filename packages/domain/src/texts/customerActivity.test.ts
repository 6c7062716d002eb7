import { describe, expect, it } from 'vitest';
import {
  activityTexts,
  addDetailsModalTexts,
  costBasisExplanationTexts,
  deactivationTexts,
  TAX_FAQ,
  taxCenterPageTexts,
  taxDisclosuresTexts,
  taxLotTexts,
  transactionsPageTexts,
} from './customerActivity';

describe('texts the spec quotes (doc 2 §2, §9)', () => {
  it.each([
    ['missing title', taxCenterPageTexts.missingTitle, 'Add missing transaction details'],
    ['missing action', taxCenterPageTexts.missingAction(3), 'Add details for 3 transactions'],
    ['up to date', taxCenterPageTexts.upToDateTitle, 'Your cost basis details are up to date'],
    [
      'up to date action (sic)',
      taxCenterPageTexts.upToDateAction,
      'View or modify costs basis details for your transactions',
    ],
    ['heading', taxCenterPageTexts.heading, 'Activity'],
    ['disclosures', taxCenterPageTexts.importantTaxDisclosures, 'Important Tax Disclosures'],
    ['disclosures dialog', taxDisclosuresTexts.title, 'Important Tax Disclosures'],
    ['received', transactionsPageTexts.received, 'RECEIVED'],
    ['category', transactionsPageTexts.category, 'CATEGORY'],
    ['asset', transactionsPageTexts.asset, 'ASSET'],
    ['amount', transactionsPageTexts.amount, 'AMOUNT'],
    ['deposit', transactionsPageTexts.deposit, 'Deposit'],
    ['add details', transactionsPageTexts.addDetails, 'Add Details'],
    ['modify details', transactionsPageTexts.modifyDetails, 'Modify Details'],
    ['transactions', transactionsPageTexts.title, 'Transactions'],
    [
      'empty state',
      transactionsPageTexts.empty,
      'There are no crypto deposits detected in your account for the time period selected. Please reach out to customer service if you believe this is an error.',
    ],
    ['modal title', addDetailsModalTexts.title, 'Add Details'],
    ['add more', addDetailsModalTexts.addMore, '+ Add more cost basis details'],
    ['load more', activityTexts.loadMore, 'Load More...'],
    ['activity delay', activityTexts.delayNote, 'Certain activity may take up to 24 hours to appear.'],
    ['settlement', activityTexts.settlementNote, 'Trades typically settle within 24 hours.'],
    ['not official', taxCenterPageTexts.notAnOfficialTaxForm, 'This report is not an official tax form.'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('says one transaction in the singular', () => {
    expect(taxCenterPageTexts.missingAction(1)).toBe('Add details for 1 transaction');
  });
});

describe('the FAQ (doc 2 §2; spec README: written by the project with the constants of doc 3 §9)', () => {
  it('answers reports, gains, HIFO, cost basis, TLH, outside activity, disclaimer', () => {
    expect(TAX_FAQ.map((item) => item.question)).toEqual([
      'What reports are available?',
      'How are my gains and losses calculated?',
      'What is HIFO?',
      'How is the cost basis I provide used?',
      'What is tax-loss harvesting?',
      'Does the Tax Center include activity outside my account?',
      'Disclaimer',
    ]);
    const answers = TAX_FAQ.map((item) => item.answer).join(' ');
    expect(answers).toContain('highest in, first out');
    expect(answers).toContain('at least $0.01');
    expect(answers).toContain(
      'a cost basis of $0 is assumed and the date of receipt is treated as the purchase date',
    );
    expect(answers).toContain('does not apply to tax-advantaged accounts such as IRAs');
    expect(answers).toContain('Cairn does not provide tax advice');
  });
  it('explains cost basis and the tax disclosures', () => {
    expect(costBasisExplanationTexts.paragraphs.join(' ')).toContain('a cost basis of $0 is assumed');
    expect(taxDisclosuresTexts.paragraphs.join(' ')).toContain('HIFO (highest in, first out)');
    expect(taxCenterPageTexts.taxAdvice).toMatch(/^Cairn does not provide tax advice/);
  });
});

describe('the deactivation wizard (doc 2 §2)', () => {
  it('names its six steps', () => {
    expect(deactivationTexts.stepTitles).toHaveLength(6);
  });
});

describe('lot-level transparency texts (issue 16 §6)', () => {
  it.each([
    ['caption', taxLotTexts.salesCaption(2025), 'Sales of 2025, lot by lot'],
    ['one day', taxLotTexts.daysLeftValue(1), '1 day'],
    ['days', taxLotTexts.daysLeftValue(12), '12 days'],
    ['file name', taxLotTexts.form8949Filename(2025), 'cairn-form-8949-2025.csv'],
    [
      'intro names the method',
      taxLotTexts.intro,
      'Every sale of the tax year with the lots HIFO matched to it. The totals equal the Tax Summary.',
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
