import { z } from 'zod';
import { PHONE_DIGITS } from '../constants';
import type { AccountType } from './enums';
import { emailField, isBlank, mustBeChecked, optionalText, requiredText } from './fieldRules';
import { passwordMessages, passwordSchema } from './password';
import { TEXT_LIMITS } from './textLimits';

/**
 * Signup messages (doc 1 §5 "Signup", "Password"). The spec says the last name, email and phone are
 * required without giving messages: 'Last name is required', 'Email is required' and 'Phone number
 * is required' are the project's wording.
 */
export const signupMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  phoneDigits: `Phone number must contain ${PHONE_DIGITS} digits`,
  legalEntityNameRequired: 'Legal entity name is required',
  termsRequired: 'You must accept the Terms of Use to continue',
} as const;

/** Internal error of a signup create call without accepted terms or a password (doc 1 §8). */
export const SIGNUP_INTERNAL_ERROR = 'unexpected TOS value or password';

/**
 * A mobile number as the signup form holds it: digits only, and exactly 10 of them (doc 1 §5).
 * Fewer than 10 digits gives 'Phone number must contain 10 digits'; anything else not 10 digits
 * gives 'Please enter a valid phone number'.
 */
export const signupPhoneSchema = requiredText(signupMessages.phoneRequired, [
  [(value) => /^\d+$/.test(value), signupMessages.phoneInvalid],
  [(value) => value.length >= PHONE_DIGITS, signupMessages.phoneDigits],
  [(value) => value.length === PHONE_DIGITS, signupMessages.phoneInvalid],
]);

const signupObject = z.object({
  firstName: requiredText(signupMessages.firstNameRequired),
  middleName: optionalText(),
  lastName: requiredText(signupMessages.lastNameRequired),
  email: emailField({ required: signupMessages.emailRequired, invalid: signupMessages.emailInvalid }),
  phoneNumber: signupPhoneSchema,
  legalEntityName: optionalText(),
  password: optionalText(TEXT_LIMITS.password),
  confirmPassword: optionalText(TEXT_LIMITS.password),
  acceptedTos: mustBeChecked(signupMessages.termsRequired),
});

/** Values of the signup form (doc 1 §2.6); `legalEntityName` is for institutions only. */
export type SignupValues = z.input<typeof signupObject>;

/** Options of {@link signupSchema}. */
export interface SignupSchemaOptions {
  /**
   * A profile already exists: the password fields are locked and the submit updates the profile
   * instead of creating one (doc 1 §2.6), so they are not validated.
   */
  readonly passwordLocked?: boolean;
}

/**
 * The signup form for an account type (doc 1 §5): names, email, mobile number, legal entity name
 * for institutions, a strong password and its confirmation (unless locked), and the terms.
 */
export function signupSchema(accountType: AccountType, options: SignupSchemaOptions = {}) {
  return signupObject.superRefine((values, ctx) => {
    if (accountType === 'INSTITUTION' && isBlank(values.legalEntityName ?? '')) {
      ctx.addIssue({
        code: 'custom',
        message: signupMessages.legalEntityNameRequired,
        path: ['legalEntityName'],
      });
    }
    if (options.passwordLocked) return;
    const password = values.password ?? '';
    const confirmPassword = values.confirmPassword ?? '';
    for (const issue of passwordSchema.safeParse(password).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['password'] });
    }
    if (isBlank(confirmPassword)) {
      ctx.addIssue({ code: 'custom', message: passwordMessages.confirmRequired, path: ['confirmPassword'] });
    } else if (confirmPassword !== password) {
      ctx.addIssue({ code: 'custom', message: passwordMessages.confirmMismatch, path: ['confirmPassword'] });
    }
  });
}
