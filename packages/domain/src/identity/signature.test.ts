import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullLegalName, fullLegalNameOf, signatureMatches } from './signature';

describe('advisory signature (doc 1 §4, §5)', () => {
  it.each([
    [{ first: 'Ann', last: 'Lee' }, 'Ann Lee'],
    [{ first: 'Ann', middle: 'Marie', last: 'Lee' }, 'Ann Marie Lee'],
    [{ first: 'Ann', middle: '', last: 'Lee' }, 'Ann Lee'],
    [{ first: 'Ann', middle: '  ', last: 'Lee' }, 'Ann Lee'],
    [{ first: 'Ann', middle: null, last: 'Lee' }, 'Ann Lee'],
    [{ first: ' Ann ', middle: 'Marie ', last: 'Lee-Smith' }, 'Ann Marie Lee-Smith'],
  ])('fullLegalName(%j) is %j', (names, expected) => {
    expect(fullLegalName(names)).toBe(expected);
  });

  it.each([
    ['Ann Marie Lee', true],
    ['Ann Lee', false],
    ['ann marie lee', false],
    ['Ann  Marie Lee', false],
    ['Ann Marie Lee ', false],
    [' Ann Marie Lee', false],
  ])('signature %j matches Ann Marie Lee: %s', (typed, expected) => {
    expect(signatureMatches(typed, { first: 'Ann', middle: 'Marie', last: 'Lee' })).toBe(expected);
  });

  it('the full name always matches itself and never has double spaces', () => {
    const word = fc.stringMatching(/^[A-Za-z'-]{1,10}$/);
    fc.assert(
      fc.property(word, fc.option(word, { nil: undefined }), word, (first, middle, last) => {
        const names = { first, middle, last };
        const name = fullLegalName(names);
        expect(signatureMatches(name, names)).toBe(true);
        expect(name).not.toMatch(/\s{2}/);
        expect(name.split(' ')).toHaveLength(middle === undefined ? 2 : 3);
      }),
    );
  });
});

describe('fullLegalNameOf: the one join of API names (application, profile user)', () => {
  it.each([
    [{ first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' }, 'Ada King Lovelace'],
    [{ first_name: 'Ada', middle_name: null, last_name: 'Lovelace' }, 'Ada Lovelace'],
    [{ first_name: 'Ada', last_name: 'Lovelace' }, 'Ada Lovelace'],
    [{ first_name: ' Ada ', middle_name: ' ', last_name: 'Lovelace ' }, 'Ada Lovelace'],
  ])('fullLegalNameOf(%j) is %j', (names, expected) => {
    expect(fullLegalNameOf(names)).toBe(expected);
  });

  it('is the signature the agreement asks for', () => {
    const names = { first_name: 'Ann', middle_name: 'Marie', last_name: 'Lee' };
    expect(signatureMatches(fullLegalNameOf(names), { first: 'Ann', middle: 'Marie', last: 'Lee' })).toBe(
      true,
    );
  });
});
