import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PASSWORD_SPECIAL_CHARACTERS } from '../constants';
import {
  changePasswordSchema,
  isStrongPassword,
  newPasswordSchema,
  PASSWORD_RULES,
  passwordChecklist,
  passwordMessages,
  passwordSchema,
} from './password';

function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('password messages (doc 1 §5)', () => {
  it('quotes the spec', () => {
    expect(passwordMessages.required).toBe('Password is required');
    expect(passwordMessages.sameAsOld).toBe('New password cannot be the same as the old password');
    expect(passwordMessages.confirmRequired).toBe('Confirm password is required');
    expect(passwordMessages.confirmMismatch).toBe('Confirm password must match');
    expect(passwordMessages.minLength).toBe('Password must be at least 8 characters');
  });
});

describe('passwordSchema', () => {
  it.each([
    ['', passwordMessages.required],
    ['        ', passwordMessages.required],
    [undefined, passwordMessages.required],
    ['Ab1!xyz', passwordMessages.minLength],
    ['abcdef1!', passwordMessages.uppercase],
    ['ABCDEF1!', passwordMessages.lowercase],
    ['Abcdefg!', passwordMessages.number],
    ['Abcdefg1', passwordMessages.special],
    ['Abcdefg1 ', passwordMessages.special],
    ['Ábcdefg1!', passwordMessages.uppercase],
  ])('%j gives %j', (value, message) => {
    expect(errors(passwordSchema, value)).toEqual({ '': [message] });
  });

  it.each([
    ['Abcdef1!'],
    ['Password1$'],
    ['Zz9^aaaa'],
    ['Zz9`aaaa'],
    ['Zz9\\aaaa'],
    ['Zz9-aaaa'],
    ['Zz9"aaaa'],
  ])('%j (exactly 8 or more, every rule) is accepted', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });

  it('accepts each special character of the spec set, and nothing else counts as special', () => {
    for (const char of PASSWORD_SPECIAL_CHARACTERS) {
      expect(isStrongPassword(`Abcdef1${char}`)).toBe(true);
    }
    for (const char of [' ', '§', '€', '¿', 'é']) {
      expect(isStrongPassword(`Abcdef1${char}`)).toBe(false);
    }
  });
});

describe('passwordChecklist', () => {
  it('lists every rule in order with whether it is met', () => {
    expect(passwordChecklist('abc')).toEqual([
      { rule: 'minLength', label: 'At least 8 characters', met: false },
      { rule: 'uppercase', label: '1 uppercase letter', met: false },
      { rule: 'lowercase', label: '1 lowercase letter', met: true },
      { rule: 'number', label: '1 number', met: false },
      { rule: 'special', label: '1 special character', met: false },
    ]);
  });

  it.each([
    ['1234567', false],
    ['12345678', true],
  ])('length of %j meets the minimum: %s (boundary 8)', (value, met) => {
    expect(passwordChecklist(value).find((check) => check.rule === 'minLength')?.met).toBe(met);
  });

  it('agrees with the schema: strong exactly when every check is met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (password) => {
        const allMet = passwordChecklist(password).every((check) => check.met);
        expect(allMet).toBe(isStrongPassword(password));
        expect(passwordSchema.safeParse(password).success).toBe(allMet && password.trim() !== '');
      }),
    );
    expect(PASSWORD_RULES).toHaveLength(5);
  });
});

describe('newPasswordSchema', () => {
  it.each([
    [{ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }, {}],
    [{ password: 'Abcdef1!', confirmPassword: '' }, { confirmPassword: [passwordMessages.confirmRequired] }],
    [
      { password: 'Abcdef1!', confirmPassword: 'Abcdef1?' },
      { confirmPassword: [passwordMessages.confirmMismatch] },
    ],
    [
      { password: '', confirmPassword: 'x' },
      { password: [passwordMessages.required], confirmPassword: [passwordMessages.confirmMismatch] },
    ],
  ])('%j gives %j', (values, expected) => {
    expect(errors(newPasswordSchema, values)).toEqual(expected);
  });
});

describe('changePasswordSchema', () => {
  it.each([
    [{ currentPassword: 'Old1!old', password: 'New1!new', confirmPassword: 'New1!new' }, {}],
    [
      { currentPassword: 'Same1!aa', password: 'Same1!aa', confirmPassword: 'Same1!aa' },
      { password: [passwordMessages.sameAsOld] },
    ],
    [
      { currentPassword: '', password: 'New1!new', confirmPassword: 'New1!new' },
      { currentPassword: [passwordMessages.currentRequired] },
    ],
    [
      { currentPassword: '', password: '', confirmPassword: '' },
      {
        currentPassword: [passwordMessages.currentRequired],
        password: [passwordMessages.required],
        confirmPassword: [passwordMessages.confirmRequired],
      },
    ],
  ])('%j gives %j', (values, expected) => {
    expect(errors(changePasswordSchema, values)).toEqual(expected);
  });
});
