import { z } from 'zod';
import { TEXT_LIMITS, textTooLongMessage } from './textLimits';

/**
 * Building blocks shared by the form schemas of identity/, account/ and admin/ (not exported from
 * the package). Every field reports one message at a time, the first rule it breaks, because a
 * form shows one message under a field.
 */

/** A rule of a text field: a test and the message shown when it fails. */
export type TextRule = readonly [test: (value: string) => boolean, message: string];

/** Whether the text is empty or only whitespace. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** The digits of `text`, every other character dropped. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * A required text field: a blank or missing value gives `requiredMessage`, a text longer than
 * `maxLength` the too-long message (before any rule runs, so no pattern ever sees megabytes),
 * otherwise the message of the first failing rule. The value is kept as typed (not trimmed).
 */
export function requiredText(
  requiredMessage: string,
  rules: readonly TextRule[] = [],
  maxLength: number = TEXT_LIMITS.line,
) {
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return;
    }
    if (value.length > maxLength) {
      ctx.addIssue({ code: 'custom', message: textTooLongMessage(maxLength) });
      return;
    }
    const failed = rules.find(([test]) => !test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  });
}

/** A text field that may be left empty (middle name, second address line, description). */
export function optionalText(maxLength: number = TEXT_LIMITS.line) {
  return z.string().max(maxLength, textTooLongMessage(maxLength)).optional();
}

/** Whether `value` is an email address (zod's email pattern). */
export function isEmail(value: string): boolean {
  return z.regexes.email.test(value);
}

/** A required email field with the form's own two messages. */
export function emailField(messages: { readonly required: string; readonly invalid: string }) {
  return requiredText(messages.required, [[isEmail, messages.invalid]], TEXT_LIMITS.email);
}

/** A checkbox that must be ticked; unticked or missing gives `message`. */
export function mustBeChecked(message: string) {
  return z.boolean({ error: message }).refine((checked) => checked, { error: message });
}
