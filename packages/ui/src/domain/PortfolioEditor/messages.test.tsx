import { describe, expect, it } from 'vitest';
import { defaultPortfolioEditorMessages as portfolioEditorTexts } from './messages';

describe('My Portfolio editor words (doc 2 §2)', () => {
  it.each([
    ['addModel', 'Add New Model'],
    ['addIndex', 'Add New Index'],
    ['apply', 'Apply Changes'],
    ['reset', 'Reset'],
    ['changesApplied', 'Changes Applied'],
  ] as const)('%s reads %s', (key, text) => {
    expect(portfolioEditorTexts[key]).toBe(text);
  });

  it.each([
    [100, 'Total: 100%'],
    [95, 'Total: 95%'],
    [Number.NaN, 'Total: 0%'],
  ])('total %s reads %s', (total, text) => {
    expect(portfolioEditorTexts.total(total)).toBe(text);
  });

  it('names each row control after its investment', () => {
    expect(portfolioEditorTexts.weightOf('Market')).toBe('Weight of Market');
    expect(portfolioEditorTexts.percentOf('Market')).toBe('Weight of Market in percent');
    expect(portfolioEditorTexts.remove('Market')).toBe('Remove Market');
  });
});
