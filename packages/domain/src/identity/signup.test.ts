import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { passwordMessages } from './password';
import { type SignupValues, signupMessages, signupPhoneSchema, signupSchema } from './signup';

function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

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

describe('signup messages (doc 1 §5)', () => {
  it('quotes the spec', () => {
    expect(signupMessages).toMatchObject({
      firstNameRequired: 'First name is required',
      emailInvalid: 'Please enter a valid email',
      phoneInvalid: 'Please enter a valid phone number',
      phoneDigits: 'Phone number must contain 10 digits',
      legalEntityNameRequired: 'Legal entity name is required',
      termsRequired: 'You must accept the Terms of Use to continue',
    });
  });
});

describe('signupPhoneSchema', () => {
  it.each([
    ['5551234567', null],
    ['', signupMessages.phoneRequired],
    ['555123456', signupMessages.phoneDigits],
    ['55512345678', signupMessages.phoneInvalid],
    ['555-123-4567', signupMessages.phoneInvalid],
    ['(555)1234567', signupMessages.phoneInvalid],
  ])('%j gives %j', (phone, message) => {
    expect(errors(signupPhoneSchema, phone)).toEqual(message === null ? {} : { '': [message] });
  });
});

describe('signupSchema', () => {
  it('accepts a complete individual signup and ignores a missing entity name', () => {
    expect(signupSchema('INDIVIDUAL').safeParse(valid).success).toBe(true);
  });

  it('requires the legal entity name of an institution', () => {
    expect(errors(signupSchema('INSTITUTION'), valid)).toEqual({
      legalEntityName: [signupMessages.legalEntityNameRequired],
    });
    expect(errors(signupSchema('INSTITUTION'), { ...valid, legalEntityName: '  ' })).toEqual({
      legalEntityName: [signupMessages.legalEntityNameRequired],
    });
    expect(signupSchema('INSTITUTION').safeParse({ ...valid, legalEntityName: 'Acme LLC' }).success).toBe(
      true,
    );
  });

  it('reports every empty field at once', () => {
    const empty = {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      acceptedTos: false,
    };
    expect(errors(signupSchema('INSTITUTION'), empty)).toEqual({
      firstName: [signupMessages.firstNameRequired],
      lastName: [signupMessages.lastNameRequired],
      email: [signupMessages.emailRequired],
      phoneNumber: [signupMessages.phoneRequired],
      acceptedTos: [signupMessages.termsRequired],
      legalEntityName: [signupMessages.legalEntityNameRequired],
      password: [passwordMessages.required],
      confirmPassword: [passwordMessages.confirmRequired],
    });
  });

  it.each([
    [{ email: 'ann@' }, { email: [signupMessages.emailInvalid] }],
    [
      { password: 'abcdefg1' },
      { password: [passwordMessages.uppercase], confirmPassword: [passwordMessages.confirmMismatch] },
    ],
    [{ confirmPassword: 'Abcdef1?' }, { confirmPassword: [passwordMessages.confirmMismatch] }],
    [
      { password: undefined, confirmPassword: undefined },
      {
        password: [passwordMessages.required],
        confirmPassword: [passwordMessages.confirmRequired],
      },
    ],
    [{ acceptedTos: undefined }, { acceptedTos: [signupMessages.termsRequired] }],
  ])('with %j gives %j', (change, expected) => {
    expect(errors(signupSchema('INDIVIDUAL'), { ...valid, ...change })).toEqual(expected);
  });

  it('does not validate locked password fields of an existing profile', () => {
    const locked = { ...valid, password: '', confirmPassword: '' };
    expect(signupSchema('INDIVIDUAL', { passwordLocked: true }).safeParse(locked).success).toBe(true);
    expect(signupSchema('INDIVIDUAL').safeParse(locked).success).toBe(false);
  });
});
