import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  APPLICATION_TYPE_CODES,
  accountTypeLabels,
  BENEFICIARY_SUBTYPE_CODES,
  BENEFICIARY_TYPE_CODES,
  beneficiarySubtypeLabels,
  beneficiaryTypeLabels,
  EMPLOYMENT_STATUSES,
  employmentStatusLabels,
  ID_TYPE_CODES,
  INSTITUTION_TYPES,
  INSTITUTION_WEALTH_SOURCES,
  idTypeLabels,
  idTypeOfCode,
  institutionTypeLabels,
  institutionWealthSourceLabels,
  LEGAL_STRUCTURES,
  legalStructureLabels,
  OCCUPATIONS,
  occupationLabels,
  WEALTH_SOURCES,
  wealthSourceLabels,
} from './enums';

describe('enumerations of doc 1 §3', () => {
  it('carry the spec codes', () => {
    expect(APPLICATION_TYPE_CODES).toEqual({ INDIVIDUAL: 1, INSTITUTION: 2 });
    expect(ID_TYPE_CODES).toEqual({ GOVERNMENT_ID: 1, PASSPORT: 2 });
    expect(BENEFICIARY_TYPE_CODES).toEqual({ PRIMARY: 1, CONTINGENCY: 2 });
    expect(BENEFICIARY_SUBTYPE_CODES).toEqual({
      SPOUSE: 1,
      FAMILY_OR_FRIEND: 2,
      CHARITY: 3,
      TRUST: 4,
      ESTATE: 5,
    });
  });

  it('read an id_type code as its ID type (1 government-issued ID, 2 passport)', () => {
    expect(idTypeOfCode(ID_TYPE_CODES.GOVERNMENT_ID)).toBe('GOVERNMENT_ID');
    expect(idTypeOfCode(1)).toBe('GOVERNMENT_ID');
    expect(idTypeOfCode(2)).toBe('PASSPORT');
    expect(idTypeOfCode(null)).toBeNull();
    expect(idTypeOfCode(undefined)).toBeNull();
    expect(idTypeOfCode(3)).toBeNull();
  });

  it('carry the spec values', () => {
    expect(ACCOUNT_TYPES).toEqual(['INDIVIDUAL', 'INSTITUTION']);
    expect(EMPLOYMENT_STATUSES).toEqual(['EMPLOYED', 'UNEMPLOYED', 'SELF_EMPLOYED', 'RETIRED', 'STUDENT']);
    expect(WEALTH_SOURCES).toEqual([
      'OCCUPATION',
      'INVESTMENTS',
      'SAVINGS',
      'INHERITANCE',
      'CREDIT',
      'FAMILY',
      'MINING',
    ]);
    expect(LEGAL_STRUCTURES).toEqual([
      'C_CORP',
      'LLC',
      'LLP',
      'LP',
      'S_CORP',
      'SOLE_PROP',
      'TRUST',
      'NON_PROFIT',
      'OTHER',
    ]);
    expect(INSTITUTION_WEALTH_SOURCES).toEqual(['REVENUES', 'LOAN', 'INVESTOR', 'TRUST', 'GRANT']);
    expect(INSTITUTION_TYPES).toHaveLength(13);
    expect(INSTITUTION_TYPES).toContain('MONEY_SERVICES_BUSINESS');
    expect(INSTITUTION_TYPES).toContain('BANK');
  });

  it('has about 41 occupations including every one the spec names', () => {
    expect(OCCUPATIONS).toHaveLength(41);
    for (const named of [
      'ACCOUNTANT_AUDITOR',
      'DOCTOR',
      'ENGINEER',
      'EXECUTIVE',
      'TEACHER',
      'TECHNOLOGY',
      'STUDENT',
      'RETIRED',
      'OTHER',
    ]) {
      expect(OCCUPATIONS).toContain(named);
    }
    expect(OCCUPATIONS.at(-1)).toBe('OTHER');
  });

  it.each([
    ['account types', ACCOUNT_TYPES, accountTypeLabels],
    ['id types', Object.keys(ID_TYPE_CODES), idTypeLabels],
    ['beneficiary types', Object.keys(BENEFICIARY_TYPE_CODES), beneficiaryTypeLabels],
    ['beneficiary subtypes', Object.keys(BENEFICIARY_SUBTYPE_CODES), beneficiarySubtypeLabels],
    ['employment statuses', EMPLOYMENT_STATUSES, employmentStatusLabels],
    ['wealth sources', WEALTH_SOURCES, wealthSourceLabels],
    ['occupations', OCCUPATIONS, occupationLabels],
    ['legal structures', LEGAL_STRUCTURES, legalStructureLabels],
    ['institution wealth sources', INSTITUTION_WEALTH_SOURCES, institutionWealthSourceLabels],
    ['institution types', INSTITUTION_TYPES, institutionTypeLabels],
  ] as const)('%s: unique values, each with one distinct non-empty label', (_name, values, labels) => {
    expect(new Set(values).size).toBe(values.length);
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    const texts = Object.values(labels) as string[];
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text.trim()).not.toBe('');
  });

  it('labels beneficiary subtypes as doc 2 §3 spells them', () => {
    expect(beneficiarySubtypeLabels.FAMILY_OR_FRIEND).toBe('Family or Friend');
    expect(idTypeLabels.GOVERNMENT_ID).toBe('Government-Issued ID');
  });
});
