import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressMessages } from './address';
import { dateOfBirthMessages } from './dateOfBirth';
import {
  type InstitutionInformationValues,
  institutionInformationMessages,
  institutionInformationSchema,
  type PersonalInformationValues,
  personalInformationSchema,
} from './informationForms';
import { taxNumberMessages } from './taxNumbers';

function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const today = { year: 2024, month: 6, day: 15 };

const personal: PersonalInformationValues = {
  dateOfBirth: { year: '1990', month: '02', day: '09' },
  addressLine1: '1 Main St',
  addressLine2: 'Apt 2',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  ssn: '123-45-6789',
};

describe('personal information (doc 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(personalInformationSchema(today).safeParse(personal).success).toBe(true);
  });

  it('reports every field of an empty form', () => {
    const empty = {
      dateOfBirth: { year: '', month: '', day: '' },
      addressLine1: '',
      city: ' ',
      state: '',
      zip: '',
      ssn: '',
    };
    expect(errors(personalInformationSchema(today), empty)).toEqual({
      dateOfBirth: [dateOfBirthMessages.required],
      addressLine1: ['Address line 1 is required'],
      city: ['City is required'],
      state: ['State is required'],
      zip: ['Valid zip code is required'],
      ssn: [taxNumberMessages.ssnRequired],
    });
    expect(addressMessages.addressLine1Required).toBe('Address line 1 is required');
  });

  it('checks the age on the given day', () => {
    const young = { ...personal, dateOfBirth: { year: '2006', month: '06', day: '16' } };
    expect(errors(personalInformationSchema(today), young)).toEqual({
      dateOfBirth: [dateOfBirthMessages.underage],
    });
    expect(personalInformationSchema({ year: 2024, month: 6, day: 16 }).safeParse(young).success).toBe(true);
  });
});

const institution: InstitutionInformationValues = {
  legalEntityName: 'Acme Holdings LLC',
  dbaName: 'Acme',
  legalStructure: 'LLC',
  institutionType: 'OPERATING_COMPANY',
  mainSourceOfWealth: 'REVENUES',
  legalSignerPosition: 'CEO',
  addressLine1: '1 Main St',
  city: 'Boston',
  state: 'DC',
  zip: '20001',
  country: 'US',
  taxId: '12-3456789',
};

describe('institution information (doc 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(institutionInformationSchema.safeParse(institution).success).toBe(true);
  });

  it('reports every required field', () => {
    const empty = {
      legalEntityName: '',
      legalStructure: '',
      institutionType: '',
      mainSourceOfWealth: '',
      legalSignerPosition: '',
      addressLine1: '',
      city: '',
      state: 'NY',
      zip: '1234',
      country: 'CA',
      taxId: '12-345678',
    };
    expect(errors(institutionInformationSchema, empty)).toEqual({
      legalEntityName: ['Legal entity name is required'],
      legalStructure: ['Legal structure is required'],
      institutionType: ['Institution type is required'],
      mainSourceOfWealth: ['Main source of wealth is required'],
      legalSignerPosition: ['Legal signer position is required'],
      addressLine1: [addressMessages.addressLine1Required],
      city: [addressMessages.cityRequired],
      state: [addressMessages.stateRequired],
      zip: [addressMessages.zipInvalid],
      country: ['Country must be US'],
      taxId: ['Tax ID or FEIN must contain exactly 9 numbers'],
    });
    expect(Object.values(institutionInformationMessages)).toHaveLength(6);
  });

  it.each([['us'], [''], [undefined]])('country %j is refused: it must be US', (country) => {
    expect(errors(institutionInformationSchema, { ...institution, country })).toEqual({
      country: [institutionInformationMessages.countryMustBeUs],
    });
  });
});
