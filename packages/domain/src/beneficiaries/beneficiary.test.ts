import { describe, expect, it } from 'vitest';
import {
  beneficiaryEntrySchema,
  beneficiaryMessages,
  beneficiarySchema,
  FULL_LEGAL_NAME_PATTERN,
} from './beneficiary';

const valid = { subtype: 1, name: 'Jane Doe', allocation: 100 };

function messages(input: unknown): string[] {
  const result = beneficiaryEntrySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('full legal name (doc 1 §5, doc 2 §5)', () => {
  it.each([
    'Jane Doe',
    'jane doe',
    'JANE DOE',
    'Mary-Jane Watson',
    "Conan O'Brien",
    'Conan O’Brien',
    "Anne-Marie D'Arcy-Smith",
    'John Ronald Reuel Tolkien',
    'John F Kennedy',
    'John F. Kennedy',
    'Martin Luther King Jr',
    'Martin Luther King Jr.',
    'Martin Luther King, Jr.',
    'Frank Sinatra Sr.',
    'Frank Sinatra sr',
    'Thurston Howell III',
    'Thurston Howell, III',
    'Henry Ford II',
    'Pope John Paul IV',
    'Louis Bourbon, XIV',
    'José Álvarez',
    'Zoë Ångström',
    'Søren Kierkegaard',
    'Nguyễn Văn An',
    'Ai Li',
    'Jane  Doe',
  ])('accepts %j', (name) => {
    expect(FULL_LEGAL_NAME_PATTERN.test(name)).toBe(true);
    expect(messages({ ...valid, name: `  ${name} ` })).toEqual([]);
  });

  it.each([
    'Jane',
    'Madonna',
    'Jane-Doe',
    "O'Brien",
    'Jane Doe2',
    'Jane D0e',
    'J. Doe',
    'Jane D.',
    'Jane Doe-',
    'Jane -Doe',
    "Jane Doe'",
    "Jane 'Doe",
    'Jane--Mary Doe',
    'Jane Doe, Jr., Esq.',
    'Jane Doe,',
    'Jane, Doe',
    'Dr. Jane Doe',
    'Jane @ Doe',
    'Jane_Doe Smith',
    'Jane Doe, Esq',
    'Jane Doe, IIII',
    'Jane Doe Jr..',
    'Jane\tDoe',
  ])('rejects %j with "Must enter full legal name"', (name) => {
    expect(FULL_LEGAL_NAME_PATTERN.test(name)).toBe(false);
    expect(messages({ ...valid, name })).toEqual([beneficiaryMessages.fullLegalName]);
  });

  it.each([[''], ['   '], [undefined], [null]])('requires a name: %j', (name) => {
    expect(messages({ ...valid, name })).toEqual([beneficiaryMessages.fullNameRequired]);
  });

  it('returns the trimmed name', () => {
    expect(beneficiaryEntrySchema.parse({ ...valid, name: '  Jane Doe ' }).name).toBe('Jane Doe');
  });
});

describe('relationship and allocation (doc 2 §5)', () => {
  it('has the exact messages', () => {
    expect(beneficiaryMessages).toEqual({
      typeRequired: 'Beneficiary type is required',
      relationshipRequired: 'Relationship is required',
      fullNameRequired: 'Full name is required',
      fullLegalName: 'Must enter full legal name',
      allocationRequired: 'Allocation is required',
      allocationMin: 'Allocation must be greater than 1%',
      allocationMax: 'Allocation must be less than 100%',
    });
  });

  it.each([[1], [2], [3], [4], [5]])('accepts relationship %i', (subtype) => {
    expect(messages({ ...valid, subtype })).toEqual([]);
  });

  it.each([[0], [6], [undefined], [null], ['1']])('rejects relationship %j', (subtype) => {
    expect(messages({ ...valid, subtype })).toEqual([beneficiaryMessages.relationshipRequired]);
  });

  it.each<[unknown, string[]]>([
    [0, [beneficiaryMessages.allocationMin]],
    [0.99, [beneficiaryMessages.allocationMin]],
    [1, []],
    [1.5, []],
    [99.99, []],
    [100, []],
    [100.01, [beneficiaryMessages.allocationMax]],
    [101, [beneficiaryMessages.allocationMax]],
    [-5, [beneficiaryMessages.allocationMin]],
    [Number.NaN, [beneficiaryMessages.allocationRequired]],
    [undefined, [beneficiaryMessages.allocationRequired]],
    ['50', [beneficiaryMessages.allocationRequired]],
  ])('allocation %j -> %j', (allocation, expected) => {
    expect(messages({ ...valid, allocation })).toEqual(expected);
  });
});

describe('beneficiarySchema (with the type)', () => {
  it.each([[1], [2]])('accepts type %i', (beneficiary_type) => {
    expect(beneficiarySchema.safeParse({ ...valid, beneficiary_type }).success).toBe(true);
  });
  it.each([[0], [3], [undefined]])('rejects type %j with the type message', (beneficiary_type) => {
    const result = beneficiarySchema.safeParse({ ...valid, beneficiary_type });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([beneficiaryMessages.typeRequired]);
  });
});
