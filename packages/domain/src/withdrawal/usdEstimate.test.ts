import { describe, expect, it } from 'vitest';
import { estimatedUsdValue, type HeldAsset } from './usdEstimate';

const btc: HeldAsset = { quantity: '0.5', usd: '50000' };

describe('estimatedUsdValue', () => {
  it.each<[string, string | null | undefined, HeldAsset | null, string | null]>([
    ['a part of the holding', '0.01', btc, '1000'],
    ['the whole holding', '0.5', btc, '50000'],
    ['a quantity down to 1e-12', '0.000000000001', btc, '0.0000001'],
    ['an amount as typed with a leading point', '.25', btc, '25000'],
    ['an exact price, not a float one', '3', { quantity: '3', usd: '0.3' }, '0.3'],
    ['an empty amount', '', btc, null],
    ['no amount', undefined, btc, null],
    ['a zero amount', '0', btc, null],
    ['a negative amount', '-1', btc, null],
    ['text that is not a number', 'abc', btc, null],
    ['no holding read', '1', null, null],
    ['an empty holding', '1', { quantity: '0', usd: '0' }, null],
    ['a holding valued at nothing', '1', { quantity: '2', usd: '0' }, null],
    ['a holding whose value is not a number', '1', { quantity: '2', usd: 'n/a' }, null],
  ])('%s', (_, amount, held, expected) => {
    const value = estimatedUsdValue(amount, held);
    expect(value === null ? null : value.toString()).toBe(expected);
  });
});
