/**
 * One beneficiary (doc 1 §3, §5; doc 2 §3, §5): type, relationship, full legal name, allocation.
 * The two readings of the spec are merged: doc 2's messages for empty fields and the maximum, both
 * documents' 'Must enter full legal name' and minimum. The type and relationship codes are the
 * identity area's enumerations (BENEFICIARY_TYPE_CODES, BENEFICIARY_SUBTYPE_CODES).
 */
import { z } from 'zod';
import { BENEFICIARY_ALLOCATION_MAX, BENEFICIARY_ALLOCATION_MIN } from '../constants';
import { BENEFICIARY_SUBTYPE_CODES, BENEFICIARY_TYPE_CODES } from '../identity/enums';
import { TEXT_LIMITS, textTooLongMessage } from '../identity/textLimits';

/** Field messages of a beneficiary (doc 1 §5, doc 2 §5). */
export const beneficiaryMessages = {
  /** The spec requires a type without quoting a message; this is the project's wording. */
  typeRequired: 'Beneficiary type is required',
  relationshipRequired: 'Relationship is required',
  fullNameRequired: 'Full name is required',
  fullLegalName: 'Must enter full legal name',
  /** The spec requires an allocation without quoting a message; this is the project's wording. */
  allocationRequired: 'Allocation is required',
  /** Shown below the minimum of 1; 1 itself is allowed despite the wording. */
  allocationMin: 'Allocation must be greater than 1%',
  /** Shown above the maximum of 100; 100 itself is allowed despite the wording. */
  allocationMax: 'Allocation must be less than 100%',
} as const;

// A bare suffix ('Jr', 'III') already matches as a word of letters; SUFFIX exists to allow the
// forms that are not letters: the period of 'Jr.' and the comma of 'King, Jr.'. The roman numeral
// lookahead keeps the empty string from counting as a numeral.
const LETTERS = String.raw`\p{L}+(?:['’-]\p{L}+)*`;
const INITIAL = String.raw`\p{L}\.`;
const ROMAN = '(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})';
const SUFFIX = String.raw`(?:[JjSs][Rr]\.?|${ROMAN})`;

/**
 * A full legal name (doc 1 §5, doc 2 §5): at least two words of letters (any script; a hyphen or
 * apostrophe may join letters inside a word, as in Mary-Jane O'Brien), words separated by spaces,
 * then an optional suffix Jr, Sr (with or without a period) or a roman numeral (II, III, IV...),
 * optionally after a comma. Middle initials may carry a period ('John F. Kennedy'); the first and
 * last words may not. Leading and trailing spaces are trimmed before the check.
 */
export const FULL_LEGAL_NAME_PATTERN = new RegExp(
  `^${LETTERS}(?: +(?:${LETTERS}|${INITIAL}))* +${LETTERS}(?:,? +${SUFFIX})?$`,
  'u',
);

/** A beneficiary's name field: required, then a full legal name. */
const nameSchema = z
  .string({ error: beneficiaryMessages.fullNameRequired })
  .trim()
  .min(1, { error: beneficiaryMessages.fullNameRequired, abort: true })
  // Before the pattern, which need not judge megabytes.
  .max(TEXT_LIMITS.line, { error: textTooLongMessage(TEXT_LIMITS.line), abort: true })
  .regex(FULL_LEGAL_NAME_PATTERN, { error: beneficiaryMessages.fullLegalName });

/**
 * A beneficiary as the editor holds it inside the primary or contingent list (the list gives its
 * type): relationship, name, allocation in percent from 1 to 100 inclusive.
 */
export const beneficiaryEntrySchema = z.object({
  subtype: z.literal(Object.values(BENEFICIARY_SUBTYPE_CODES), {
    error: beneficiaryMessages.relationshipRequired,
  }),
  name: nameSchema,
  allocation: z
    .number({ error: beneficiaryMessages.allocationRequired })
    .min(BENEFICIARY_ALLOCATION_MIN, { error: beneficiaryMessages.allocationMin })
    .max(BENEFICIARY_ALLOCATION_MAX, { error: beneficiaryMessages.allocationMax }),
});

/** A beneficiary entry of the editor (output of {@link beneficiaryEntrySchema}). */
export type BeneficiaryEntry = z.infer<typeof beneficiaryEntrySchema>;

/** A beneficiary with its type, as the API carries it (`GET`/`PUT /account/beneficiaries`). */
export const beneficiarySchema = beneficiaryEntrySchema.extend({
  beneficiary_type: z.literal(Object.values(BENEFICIARY_TYPE_CODES), {
    error: beneficiaryMessages.typeRequired,
  }),
});

/** A beneficiary with its type (output of {@link beneficiarySchema}). */
export type Beneficiary = z.infer<typeof beneficiarySchema>;
