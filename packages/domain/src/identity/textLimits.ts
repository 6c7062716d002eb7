/**
 * The longest text each kind of field takes. The spec gives no maximum lengths: these are the
 * project's, generous for real names and addresses, and small enough that no field can carry
 * megabytes into storage and back to every screen that shows it. The forms and the API contract
 * use the same numbers, so the browser and the server refuse the same text with the same message.
 */
export const TEXT_LIMITS = {
  /** Any one-line field: names, one address line, city, employer, position, bank, wallet address. */
  line: 200,
  /** Free text: descriptions, objectives, explanations. */
  paragraph: 2000,
  /** An email address (RFC 5321's path limit). */
  email: 254,
  /** A password (well above any passphrase a person types; bounds the hashing work). */
  password: 128,
} as const;

/**
 * The application's single `address` field: line 1, ', ' and line 2 (doc 1 §3), each one line at
 * most.
 */
export const JOINED_ADDRESS_MAX_LENGTH = TEXT_LIMITS.line * 2 + 2;

/** The typed signature: the full legal name, first, middle and last name with two spaces. */
export const SIGNATURE_MAX_LENGTH = TEXT_LIMITS.line * 3 + 2;

/** The message of a text longer than `max` characters (the project's wording). */
export function textTooLongMessage(max: number): string {
  return `Must be at most ${max.toLocaleString('en-US')} characters`;
}
