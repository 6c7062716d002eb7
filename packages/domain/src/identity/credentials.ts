import { z } from 'zod';
import { emailField, requiredText } from './fieldRules';
import { checkPasswordConfirmation, newPasswordShape, passwordMessages } from './password';
import { TEXT_LIMITS } from './textLimits';

/**
 * Sign-in messages (doc 1 §5 "Sign-in"). The spec gives the invalid-email message and says the
 * email is required without a message: 'Email is required' is the forgot-password form's wording.
 */
export const signInMessages = {
  emailInvalid: 'Email must be a valid email',
  emailRequired: 'Email is required',
  passwordRequired: passwordMessages.required,
} as const;

/** The sign-in form (doc 1 §5): a valid email and a password (only required: it is checked by the server). */
export const signInSchema = z.object({
  email: emailField({ required: signInMessages.emailRequired, invalid: signInMessages.emailInvalid }),
  password: requiredText(signInMessages.passwordRequired, [], TEXT_LIMITS.password),
});
/** Values of {@link signInSchema}. */
export type SignInValues = z.input<typeof signInSchema>;

/** Forgot-password messages (doc 1 §5 "Forgot password"). */
export const forgotPasswordMessages = {
  emailInvalid: 'Please enter a valid email',
  emailRequired: 'Email is required',
} as const;

/** The forgot-password form (doc 1 §5): the email the recovery code is sent to. */
export const forgotPasswordSchema = z.object({
  email: emailField({
    required: forgotPasswordMessages.emailRequired,
    invalid: forgotPasswordMessages.emailInvalid,
  }),
});
/** Values of {@link forgotPasswordSchema}. */
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

/** Recovery messages (doc 1 §5 "Recovery"). */
export const recoveryMessages = {
  codeRequired: 'Confirmation code is required',
} as const;

/**
 * The recovery form (doc 1 §5): the confirmation code from the email and a new password with its
 * confirmation, sent as POST /user/profile/password-reset/confirm {email, code, password}.
 */
export const recoverySchema = z
  .object({ code: requiredText(recoveryMessages.codeRequired), ...newPasswordShape })
  .superRefine(checkPasswordConfirmation);
/** Values of {@link recoverySchema}. */
export type RecoveryValues = z.input<typeof recoverySchema>;
