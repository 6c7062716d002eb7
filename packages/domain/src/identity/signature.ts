/**
 * The advisory agreement signature (doc 1 §4, §5): the typed text must equal the user's full
 * legal name exactly.
 */

/** A person's names as the application holds them. */
export interface PersonNames {
  readonly first: string;
  readonly middle?: string | null | undefined;
  readonly last: string;
}

/**
 * The full legal name: first, then middle if present, then last, joined by single spaces (doc 1
 * §4). Each part is trimmed, and a blank middle name counts as absent.
 */
export function fullLegalName(names: PersonNames): string {
  return [names.first, names.middle ?? '', names.last]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** A person's names as the API carries them (application, user profile). */
export interface ApiPersonNames {
  readonly first_name: string;
  readonly middle_name?: string | null | undefined;
  readonly last_name: string;
}

/**
 * The full legal name of names as the API carries them (an application, a profile's user): the
 * one join of doc 1 §4, so the review, the completion page and the support chat name a person alike.
 */
export function fullLegalNameOf(names: ApiPersonNames): string {
  return fullLegalName({ first: names.first_name, middle: names.middle_name, last: names.last_name });
}

/** Whether the typed signature equals the full legal name exactly: case, spaces and all (doc 1 §4). */
export function signatureMatches(typed: string, names: PersonNames): boolean {
  return typed === fullLegalName(names);
}
