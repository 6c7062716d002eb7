import { describe, expect, it } from 'vitest';
import { InternalError } from '../errors/catalogue';
import { parseWireGuideStep, wireDetailsRows, wireGuideNavigation } from './wireGuide';

describe('the wire guide steps 0 to 3 (doc 2 §2, §8)', () => {
  it.each([0, 1, 2, 3])('step %i is valid', (step) => {
    expect(parseWireGuideStep(step)).toBe(step);
  });
  it.each([-1, 4, 1.5, '1', null, undefined])('%j is the internal error', (step) => {
    expect(() => parseWireGuideStep(step)).toThrow(
      new InternalError('invalid wire transfer wizard step', step),
    );
  });
  it.each([
    [0, 'NEXT', 1],
    [2, 'NEXT', 3],
    [3, 'NEXT', 'DONE'],
    [3, 'BACK', 2],
    [1, 'BACK', 0],
    [0, 'BACK', 'CLOSE'],
  ] as const)('from %i, %s leads to %j', (step, direction, expected) => {
    expect(wireGuideNavigation(step, direction)).toBe(expected);
  });
  it('throws for an invalid step on navigation', () => {
    expect(() => wireGuideNavigation(7, 'NEXT')).toThrow('invalid wire transfer wizard step');
  });
});

describe('wireDetailsRows: the last step shows the wire details with the reference code', () => {
  it('lists every detail, reference code last', () => {
    expect(
      wireDetailsRows({
        bank: 'First Partner Bank',
        bank_address: '1 Bank St, Boston, MA',
        bank_routing_number: '021000021',
        bank_account_number: '123456789',
        account_name: 'Cairn Custody FBO Ann Lee',
        memo: 'CRN-7Q2X',
      }).map((row) => [row.key, row.value]),
    ).toEqual([
      ['bank', 'First Partner Bank'],
      ['bankAddress', '1 Bank St, Boston, MA'],
      ['routingNumber', '021000021'],
      ['accountNumber', '123456789'],
      ['accountName', 'Cairn Custody FBO Ann Lee'],
      ['referenceCode', 'CRN-7Q2X'],
    ]);
  });
  it('leaves out empty optional details but never the reference code', () => {
    expect(
      wireDetailsRows({
        bank: 'B',
        bank_address: ' ',
        bank_routing_number: '021000021',
        bank_account_number: '1',
        account_name: null,
        memo: '',
      }).map((row) => row.key),
    ).toEqual(['bank', 'routingNumber', 'accountNumber', 'referenceCode']);
  });
});
