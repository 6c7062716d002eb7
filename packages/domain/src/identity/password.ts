import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../constants';
import { isBlank, requiredText } from './fieldRules';
import { TEXT_LIMITS } from './textLimits';

/**
 * Password messages (doc 1 §5 "Password"). The spec gives the required, old-password and confirm
 * messages; it names the length and character rules without messages, so those four (and the
 * current-password message) are the project's wording.
 */
export const passwordMessages = {
  required: 'Password is required',
  minLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: 'Password must contain at least 1 uppercase letter',
  lowercase: 'Password must contain at least 1 lowercase letter',
  number: 'Password must contain at least 1 number',
  special: 'Password must contain at least 1 special character',
  sameAsOld: 'New password cannot be the same as the old password',
  confirmRequired: 'Confirm password is required',
  confirmMismatch: 'Confirm password must match',
  currentRequired: 'Current password is required',
} as const;

/** The strength rules of a password, in the order a checklist shows them (doc 1 §5). */
export const PASSWORD_RULES = ['minLength', 'uppercase', 'lowercase', 'number', 'special'] as const;
/** One strength rule of a password. */
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Checklist wording of each {@link PasswordRule}, for the live checklist beside the field. */
export const passwordRuleLabels: Readonly<Record<PasswordRule, string>> = {
  minLength: `At least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: '1 uppercase letter',
  lowercase: '1 lowercase letter',
  number: '1 number',
  special: '1 special character',
};

// Letters and digits are the basic Latin ones, as the identity provider's password policy counts them.
const ruleTests: Readonly<Record<PasswordRule, (password: string) => boolean>> = {
  minLength: (password) => password.length >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /[A-Z]/.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  number: (password) => /[0-9]/.test(password),
  special: (password) => [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
};

/** One line of the live password checklist. */
export interface PasswordCheck {
  readonly rule: PasswordRule;
  readonly label: string;
  readonly met: boolean;
}

/** Which strength rules `password` meets, in {@link PASSWORD_RULES} order (doc 1 §5). */
export function passwordChecklist(password: string): readonly PasswordCheck[] {
  return PASSWORD_RULES.map((rule) => ({
    rule,
    label: passwordRuleLabels[rule],
    met: ruleTests[rule](password),
  }));
}

/** Whether `password` meets every strength rule of doc 1 §5. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => ruleTests[rule](password));
}

/** A new password field: required, then the first strength rule it breaks (doc 1 §5). */
export const passwordSchema = requiredText(
  passwordMessages.required,
  PASSWORD_RULES.map((rule) => [ruleTests[rule], passwordMessages[rule]] as const),
  TEXT_LIMITS.password,
);

/** The fields of a new password and its confirmation, shared by signup and recovery. */
export const newPasswordShape = {
  password: passwordSchema,
  confirmPassword: requiredText(passwordMessages.confirmRequired, [], TEXT_LIMITS.password),
};

/**
 * Adds 'Confirm password must match' on `confirmPassword` when both are typed and differ (doc 1
 * §5); a blank confirmation already reports 'Confirm password is required'.
 */
export function checkPasswordConfirmation(
  values: { readonly password: string; readonly confirmPassword: string },
  ctx: z.RefinementCtx,
): void {
  if (!isBlank(values.confirmPassword) && values.confirmPassword !== values.password) {
    ctx.addIssue({ code: 'custom', message: passwordMessages.confirmMismatch, path: ['confirmPassword'] });
  }
}

/** The password form (doc 1 §3 "Password form": password, confirmPassword). */
export const newPasswordSchema = z.object(newPasswordShape).superRefine(checkPasswordConfirmation);
/** Values of {@link newPasswordSchema}. */
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

/**
 * Changing the password of a signed-in user (PATCH /user/profile/auth-attribute with
 * current_password and new_password, doc 1 §7): the new password must differ from the old one.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: requiredText(passwordMessages.currentRequired, [], TEXT_LIMITS.password),
    ...newPasswordShape,
  })
  .superRefine((values, ctx) => {
    checkPasswordConfirmation(values, ctx);
    if (!isBlank(values.password) && values.password === values.currentPassword) {
      ctx.addIssue({ code: 'custom', message: passwordMessages.sameAsOld, path: ['password'] });
    }
  });
/** Values of {@link changePasswordSchema}. */
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
