import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordMessages,
  forgotPasswordSchema,
  recoveryMessages,
  recoverySchema,
  signInMessages,
  signInSchema,
} from './credentials';
import { passwordMessages } from './password';

function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('sign-in (doc 1 §5)', () => {
  it('quotes the spec', () => {
    expect(signInMessages.emailInvalid).toBe('Email must be a valid email');
    expect(signInMessages.passwordRequired).toBe('Password is required');
  });

  it.each([
    [{ email: 'ann@example.com', password: 'x' }, {}],
    [
      { email: '', password: '' },
      { email: [signInMessages.emailRequired], password: [signInMessages.passwordRequired] },
    ],
    [{ email: 'ann@', password: 'x' }, { email: [signInMessages.emailInvalid] }],
    [{ email: 'ann example.com', password: 'x' }, { email: [signInMessages.emailInvalid] }],
    [{ email: ' ann@example.com', password: 'x' }, { email: [signInMessages.emailInvalid] }],
    [{ password: 'x' }, { email: [signInMessages.emailRequired] }],
  ])('%j gives %j', (values, expected) => {
    expect(errors(signInSchema, values)).toEqual(expected);
  });

  it('does not apply the strength rules to the sign-in password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'weak' }).success).toBe(true);
  });
});

describe('forgot password (doc 1 §5)', () => {
  it.each([
    ['', 'Email is required'],
    ['nope', 'Please enter a valid email'],
  ])('%j gives %j', (email, message) => {
    expect(errors(forgotPasswordSchema, { email })).toEqual({ email: [message] });
    expect(Object.values(forgotPasswordMessages)).toContain(message);
  });

  it('accepts a valid email', () => {
    expect(forgotPasswordSchema.parse({ email: 'ann.lee+x@mail.example.org' })).toEqual({
      email: 'ann.lee+x@mail.example.org',
    });
  });
});

describe('recovery (doc 1 §5)', () => {
  it.each([
    [{ code: '123456', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }, {}],
    [
      { code: '', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' },
      { code: ['Confirmation code is required'] },
    ],
    [
      { code: '1', password: 'abc', confirmPassword: 'abd' },
      { password: [passwordMessages.minLength], confirmPassword: [passwordMessages.confirmMismatch] },
    ],
  ])('%j gives %j', (values, expected) => {
    expect(errors(recoverySchema, values)).toEqual(expected);
    expect(recoveryMessages.codeRequired).toBe('Confirmation code is required');
  });
});
