import { describe, expect, it } from 'vitest';
import { joinAddress } from './address';
import { formatSavedAddress, splitAddress } from './addressLines';

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

describe('formatSavedAddress: a saved address on one line', () => {
  const saved = { address: '1 Beacon Street, Floor 3', city: 'Boston', state: 'MA', postal_code: '02108' };
  it.each([
    [saved, '1 Beacon Street, Floor 3, Boston, MA 02108'],
    [{ ...saved, postal_code: null }, '1 Beacon Street, Floor 3, Boston, MA'],
    [{ ...saved, state: ' ', postal_code: '02108' }, '1 Beacon Street, Floor 3, Boston, 02108'],
    [{ ...saved, city: null }, '1 Beacon Street, Floor 3, MA 02108'],
    [{ address: null, city: null, state: null, postal_code: null }, ''],
  ])('%j -> %j', (address, expected) => {
    expect(formatSavedAddress(address)).toBe(expected);
  });
});
