import { describe, expect, it } from 'vitest';
import { dec, max, min, sum, tryDec } from './decimal';

describe('exact decimals', () => {
  it('adds 0.1 and 0.2 of an asset to exactly 0.3', () => {
    expect(dec('0.1').plus('0.2').eq('0.3')).toBe(true);
  });
  it('sums quantities down to 1e-12 exactly', () => {
    const parts = Array.from({ length: 1000 }, () => '0.000000000001');
    expect(sum(parts).eq('0.000000001')).toBe(true);
  });
  it.each([
    ['', null],
    ['abc', null],
    ['1e', null],
    [' 2.5 ', '2.5'],
    [Number.NaN, null],
    [null, null],
  ])('tryDec(%j) is %j', (input, expected) => {
    const value = tryDec(input as string);
    expect(value === null ? null : value.toString()).toBe(expected);
  });
  it('picks min and max', () => {
    expect(min('1', '2').toString()).toBe('1');
    expect(max('1', '2').toString()).toBe('2');
    expect(min('3', '2').toString()).toBe('2');
    expect(max('1', '0').toString()).toBe('1');
  });
});
