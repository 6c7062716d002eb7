import { describe, expect, it } from 'vitest';
import { formatInceptionDate, indexCardSummary, MARKETPLACE_SKELETON_ROWS } from './display';

describe('how the marketplace shows a model or an index (doc 2 §2 Marketplace)', () => {
  it('formats inception dates', () => {
    expect(formatInceptionDate('2021-03-15')).toBe('March 15, 2021');
    expect(formatInceptionDate('15/03/2021')).toBe('--');
    expect(formatInceptionDate(null)).toBe('--');
  });
  it('summarises an index card: number of assets and sector', () => {
    expect(indexCardSummary({ asset_count: 12, sector: 'DeFi' })).toBe('12 assets · DeFi');
    expect(indexCardSummary({ asset_count: 1, sector: null })).toBe('1 asset');
  });
  it('keeps the skeleton rows of the spec', () => {
    expect(MARKETPLACE_SKELETON_ROWS).toBe(8);
  });
});
