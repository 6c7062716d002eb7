import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSave, changedFields } from './changedFields';

describe('changedFields (doc 2 §5, doc 1 §7)', () => {
  const saved = { city: 'Boston', state: 'MA', address_line_two: null as string | null, zip_code: '02110' };

  it('returns only the edited fields that differ', () => {
    expect(changedFields(saved, { ...saved, city: 'Cambridge' })).toEqual({ city: 'Cambridge' });
    expect(changedFields(saved, { ...saved })).toEqual({});
  });

  it.each([
    [null, '', false],
    [undefined, '', false],
    [null, undefined, false],
    ['', null, false],
    ['x', '', true],
    [null, 'Apt 2', true],
    [0, '', true],
    [false, '', true],
  ])('saved %j and edited %j: changed %s', (before, after, changed) => {
    expect('value' in changedFields({ value: before }, { value: after })).toBe(changed);
  });

  it('compares lists and nested objects deeply', () => {
    const beneficiaries = [{ name: 'Ann Lee', allocation: 100 }];
    expect(
      changedFields({ beneficiaries }, { beneficiaries: [{ name: 'Ann Lee', allocation: 100 }] }),
    ).toEqual({});
    expect(
      changedFields({ beneficiaries }, { beneficiaries: [{ name: 'Ann Lee', allocation: 60 }] }),
    ).toEqual({
      beneficiaries: [{ name: 'Ann Lee', allocation: 60 }],
    });
    expect(changedFields({ beneficiaries }, { beneficiaries: [] })).toEqual({ beneficiaries: [] });
    expect(changedFields({ list: [1] }, { list: { 0: 1 } })).toEqual({ list: { 0: 1 } });
    expect(changedFields({ o: { a: 1 } }, { o: { a: 1, b: null } })).toEqual({});
  });

  it('treats everything as changed when nothing is saved yet, except empty values', () => {
    expect(changedFields(null, { city: 'Boston', zip: '' })).toEqual({ city: 'Boston' });
    expect(changedFields(undefined, { city: 'Boston' })).toEqual({ city: 'Boston' });
  });

  it('applying the changes to the saved values gives back the edited values (property)', () => {
    const record = fc.dictionary(
      fc.constantFrom('a', 'b', 'c', 'd'),
      fc.oneof(fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 3 })),
    );
    fc.assert(
      fc.property(record, record, (before, after) => {
        const changed = changedFields(before, after);
        const merged = { ...before, ...changed };
        for (const key of Object.keys(after)) {
          expect(merged[key] === after[key] || (merged[key] ?? '') === (after[key] ?? '')).toBe(true);
        }
        expect(changedFields({ ...before, ...after }, after)).toEqual({});
      }),
    );
  });
});

describe('canSave (doc 2 §5)', () => {
  it.each([
    [true, { city: 'x' }, true],
    [true, {}, false],
    [false, { city: 'x' }, false],
    [false, {}, false],
  ])('valid %s, changed %j: %s', (valid, changed, expected) => {
    expect(canSave(valid, changed)).toBe(expected);
  });
});
