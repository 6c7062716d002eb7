import { describe, expect, it } from 'vitest';
import { joinAddress } from './address';
import { splitAddress } from './addressLines';

describe('splitAddress (doc 1 §3: line 1 and line 2 joined with a comma and a space)', () => {
  it.each([
    [null, '', ''],
    [undefined, '', ''],
    ['', '', ''],
    ['1 Main St', '1 Main St', ''],
    ['1 Main St, Apt 4', '1 Main St', 'Apt 4'],
    ['1 Main St, Apt 4, Rear', '1 Main St', 'Apt 4, Rear'],
    ['  1 Main St ,  Apt 4 ', '1 Main St', 'Apt 4'],
  ])('%j -> %j / %j', (address, line1, line2) => {
    expect(splitAddress(address)).toEqual({ addressLine1: line1, addressLine2: line2 });
  });

  it.each([
    ['1 Main St', ''],
    ['1 Main St', 'Apt 4'],
    ['PO Box 9', 'Suite 1, Floor 2'],
  ])('joins back to the same address: %j + %j', (line1, line2) => {
    const joined = joinAddress(line1, line2);
    const split = splitAddress(joined);
    expect(joinAddress(split.addressLine1, split.addressLine2)).toBe(joined);
  });
});
