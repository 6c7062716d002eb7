import {
  type InstitutionInformationValues,
  type PersonalInformationValues,
  SIGNUP_INTERNAL_ERROR,
  type SignupValues,
} from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import {
  toContactDetailsPayload,
  toInstitutionInformationPayload,
  toPersonalInformationPayload,
  toSignupPayload,
} from './onboardingBodies';
import { SignupRequest } from './schema';

const valid: SignupValues = {
  firstName: 'Ann',
  middleName: '',
  lastName: 'Lee',
  email: 'ann@example.com',
  phoneNumber: '5551234567',
  password: 'Abcdef1!',
  confirmPassword: 'Abcdef1!',
  acceptedTos: true,
};

const personal: PersonalInformationValues = {
  dateOfBirth: { year: '1990', month: '02', day: '09' },
  addressLine1: '1 Main St',
  addressLine2: 'Apt 2',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  ssn: '123-45-6789',
};

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

describe('signup payloads (doc 1 §7)', () => {
  it('builds the create payload with +1 and the account type', () => {
    expect(toSignupPayload({ ...valid, firstName: ' Ann ', middleName: 'M' }, 'INDIVIDUAL')).toEqual({
      first_name: 'Ann',
      middle_name: 'M',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone_number: '+15551234567',
      accepted_tos: true,
      password: 'Abcdef1!',
      account_type: 'INDIVIDUAL',
    });
  });

  it('adds the legal entity name for institutions only', () => {
    expect(toContactDetailsPayload({ ...valid, legalEntityName: ' Acme ' }, 'INSTITUTION')).toMatchObject({
      legal_entity_name: 'Acme',
    });
    expect(toContactDetailsPayload({ ...valid, legalEntityName: 'Acme' }, 'INDIVIDUAL')).not.toHaveProperty(
      'legal_entity_name',
    );
    const { middleName: _omitted, ...withoutMiddle } = valid;
    expect(toContactDetailsPayload(withoutMiddle, 'INSTITUTION')).toMatchObject({
      middle_name: '',
      legal_entity_name: '',
    });
  });

  it.each([[{ acceptedTos: false }], [{ password: '' }], [{ password: undefined }]])(
    'throws the internal error without terms or password: %j',
    (change) => {
      expect(() => toSignupPayload({ ...valid, ...change }, 'INDIVIDUAL')).toThrow(SIGNUP_INTERNAL_ERROR);
      expect(SIGNUP_INTERNAL_ERROR).toBe('unexpected TOS value or password');
    },
  );
});

describe('the signup body passes the contract', () => {
  it('parses with SignupRequest, for individuals and institutions', () => {
    expect(SignupRequest.safeParse(toSignupPayload(valid, 'INDIVIDUAL')).success).toBe(true);
    expect(
      SignupRequest.safeParse(toSignupPayload({ ...valid, legalEntityName: 'Acme' }, 'INSTITUTION')).success,
    ).toBe(true);
  });
});

describe('information payloads (doc 1 §3, §7)', () => {
  it('builds the personal application fields: ISO date, joined address, SSN without dashes', () => {
    expect(toPersonalInformationPayload(personal)).toEqual({
      date_of_birth: '1990-02-09',
      address: '1 Main St, Apt 2',
      city: 'Boston',
      state: 'MA',
      postal_code: '02110',
      ssn: '123456789',
    });
  });

  it('builds the institution application fields: joined address, tax id without the dash', () => {
    expect(toInstitutionInformationPayload(institution)).toEqual({
      legal_entity_name: 'Acme Holdings LLC',
      dba_name: 'Acme',
      legal_structure: 'LLC',
      institution_type: 'OPERATING_COMPANY',
      main_source_of_wealth: 'REVENUES',
      legal_signer_position_at_institution: 'CEO',
      address: '1 Main St',
      city: 'Boston',
      state: 'DC',
      postal_code: '20001',
      tax_id: '123456789',
    });
    const { dbaName: _dba, ...withoutDba } = institution;
    expect(toInstitutionInformationPayload(withoutDba).dba_name).toBe('');
  });
});
