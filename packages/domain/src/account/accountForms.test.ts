import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type InstitutionProfileValues,
  institutionProfileMessages,
  institutionProfileSchema,
  mobileNumberMessages,
  mobileNumberSchema,
  type RetailProfileValues,
  retailProfileMessages,
  retailProfileSchema,
  toMobileNumberPayload,
} from './accountForms';

function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('mobile number change (doc 2 §5)', () => {
  it('quotes the spec', () => {
    expect(mobileNumberMessages).toEqual({
      required: 'Mobile Number is required',
      minLength: 'Mobile Number must be 10 characters at minimum',
      pattern: 'Please enter a valid phone number (10 digits, no country code)',
    });
  });

  it.each([
    ['5551234567', null],
    ['', mobileNumberMessages.required],
    ['555123456', mobileNumberMessages.minLength],
    ['55512345678', mobileNumberMessages.pattern],
    ['+155512345', mobileNumberMessages.pattern],
    ['555-123-4567', mobileNumberMessages.pattern],
  ])('%j gives %j (10 vs 9 vs 11)', (phone, message) => {
    expect(errors(mobileNumberSchema, { phone_number: phone })).toEqual(
      message === null ? {} : { phone_number: [message] },
    );
  });

  it('is sent with +1', () => {
    expect(toMobileNumberPayload({ phone_number: '5551234567' })).toEqual({ phone_number: '+15551234567' });
  });
});

const institution: InstitutionProfileValues = {
  entity_name: 'Acme Holdings LLC',
  address1: '1 Main St',
  address2: 'Suite 5',
  city: 'Boston',
  state_province: 'MA',
  postal_code: '02110',
  country: 'US',
  first_name: 'Ann',
  last_name: 'Lee',
};

describe('institution form (doc 2 §5)', () => {
  it('accepts a complete form with an optional middle name', () => {
    expect(institutionProfileSchema.safeParse(institution).success).toBe(true);
    expect(institutionProfileSchema.safeParse({ ...institution, middle_name: 'M' }).success).toBe(true);
  });

  it('reports each spec message', () => {
    const empty = {
      entity_name: '',
      address1: '',
      address2: '',
      city: '',
      state_province: '',
      postal_code: '',
      country: '',
      first_name: '',
      last_name: '',
    };
    expect(errors(institutionProfileSchema, empty)).toEqual({
      entity_name: ['Entity name is required'],
      address1: ['Address Line 1 is required'],
      address2: ['Address Line 2 is required'],
      city: ['City is required'],
      state_province: ['State is required'],
      postal_code: ['Zip Code is required'],
      country: [institutionProfileMessages.countryMustBeUs],
      first_name: ['Signer First is required'],
      last_name: ['Signer Last is required'],
    });
  });

  it.each([
    [{ state_province: 'NY' }, { state_province: [institutionProfileMessages.stateRequired] }],
    [{ state_province: 'DC' }, {}],
    [{ country: 'CA' }, { country: ['Country must be US'] }],
    [{ postal_code: '0211' }, { postal_code: ['Valid zip code is required'] }],
    [{ postal_code: '02110-1234' }, { postal_code: ['Valid zip code is required'] }],
  ])('%j gives %j', (change, expected) => {
    expect(errors(institutionProfileSchema, { ...institution, ...change })).toEqual(expected);
  });
});

const retail: RetailProfileValues = {
  address_line_one: '1 Main St',
  city: 'Boston',
  zip_code: '02110',
  state: 'MA',
  country: 'US',
};

describe('retail form (doc 2 §5)', () => {
  it('accepts a complete form with an optional second line', () => {
    expect(retailProfileSchema.safeParse(retail).success).toBe(true);
    expect(retailProfileSchema.safeParse({ ...retail, address_line_two: 'Apt 2' }).success).toBe(true);
  });

  it('reports each spec message', () => {
    expect(
      errors(retailProfileSchema, {
        address_line_one: ' ',
        city: '',
        zip_code: '',
        state: 'NY',
        country: '',
      }),
    ).toEqual({
      address_line_one: ['Full address is required'],
      city: ['City is required'],
      zip_code: ['Zipcode is required'],
      state: ['State is required'],
      country: ['Country is required'],
    });
    expect(Object.keys(retailProfileMessages)).toHaveLength(5);
  });
  it.each([
    ['02110', {}],
    ['2110', { zip_code: ['Valid zip code is required'] }],
    ['021101', { zip_code: ['Valid zip code is required'] }],
    ['ABCDE', { zip_code: ['Valid zip code is required'] }],
  ])('zip %j (5 digits, doc 2 §9, as the server checks it) gives %j', (zip, expected) => {
    expect(errors(retailProfileSchema, { ...retail, zip_code: zip })).toEqual(expected);
  });
});
