import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detailsPathParam,
  formatFeePercent,
  formatModelMinimum,
  indexDetailsPath,
  investmentIcon,
  isAddHidden,
  MARKETPLACE_CARD_WIDTH_PX,
  modelDetailsPath,
  productStyleLabel,
} from './display';

describe('marketplace display helpers (doc 2 §2 Marketplace)', () => {
  it.each([
    ['MARKET', 'Market'],
    ['SMART_BETA', 'Smart Beta'],
    ['ALPHA', 'Alpha'],
    ['OTHER', 'OTHER'],
  ])('style of %s is %s', (product, label) => {
    expect(productStyleLabel(product)).toBe(label);
  });
  it.each([
    ['0.5', '0.50%'],
    [0.75, '0.75%'],
    ['0.125', '0.13%'],
    [null, '--'],
    ['abc', '--'],
  ])('fee %j -> %s', (fee, text) => {
    expect(formatFeePercent(fee)).toBe(text);
  });
  it('formats minimums', () => {
    expect(formatModelMinimum(25000)).toBe('$25,000');
    expect(formatModelMinimum(undefined)).toBe('--');
  });
  it('picks the icon, falling back to the generic image (doc 2 §8)', () => {
    expect(investmentIcon({ icon: '/a.png', icon_resource_path: '/b.png' })).toBe('/a.png');
    expect(investmentIcon({ icon: ' ', icon_resource_path: '/b.png' })).toBe('/b.png');
    expect(investmentIcon({ icon: null })).toBeNull();
  });
  it('hides Add for collaboration models that have a ticker', () => {
    expect(isAddHidden({ is_collaboration_model: true, ticker: 'MDA5' })).toBe(true);
    expect(isAddHidden({ is_collaboration_model: true, ticker: null })).toBe(false);
    expect(isAddHidden({ is_collaboration_model: false, ticker: 'CRN10' })).toBe(false);
  });
  it('builds the detail paths', () => {
    expect(modelDetailsPath('Bitcoin & Ether')).toBe('/marketplace/models/Bitcoin%20%26%20Ether');
    expect(indexDetailsPath('CRN10')).toBe('/marketplace/indices/CRN10');
  });
  // The router decodes the path with `decodeURI` before it hands the parameter over.
  const routed = (path: string) => decodeURI(path.slice(path.lastIndexOf('/') + 1));
  it.each([
    'Bitcoin & Ether',
    'Cairn Storage & Data',
    'Layer 1/Layer 2',
    'C# Index',
    'BTC+ETH',
    'Yield; Carry',
    'Top 10, Equal = Weight',
    '50% Growth',
    'Éthique ✓',
  ])('routes %s back to the same name (issue 30: "&" was encoded twice)', (name) => {
    expect(detailsPathParam(routed(modelDetailsPath(name)))).toBe(name);
    expect(detailsPathParam(routed(indexDetailsPath(name)))).toBe(name);
  });
  it('routes any name without a literal "%" back to itself', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1 }).filter((name) => !name.includes('%')),
        (name) => detailsPathParam(routed(modelDetailsPath(name))) === name,
      ),
    );
  });
  it('keeps the card width of the spec', () => {
    expect(MARKETPLACE_CARD_WIDTH_PX).toBe(540);
  });
});
