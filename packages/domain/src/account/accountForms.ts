import { z } from 'zod';
import { PHONE_DIGITS, ZIP_DIGITS } from '../constants';
import { US_COUNTRY } from '../geo/usStates';
import { addressMessages, usStateSchema } from '../identity/address';
import { optionalText, requiredText } from '../identity/fieldRules';
import { toApiPhone } from '../identity/phone';

/**
 * The forms of the Account page (doc 2 §2 "Account", §5): mobile number change, the institution
 * form (institution admins) and the retail form (everyone else). Field names are the profile's
 * (doc 2 §3) so that {@link changedFields} yields the PATCH /user/profile body directly.
 */

/** Mobile number change messages (doc 2 §5). */
export const mobileNumberMessages = {
  required: 'Mobile Number is required',
  minLength: `Mobile Number must be ${PHONE_DIGITS} characters at minimum`,
  pattern: `Please enter a valid phone number (${PHONE_DIGITS} digits, no country code)`,
} as const;

/**
 * The mobile number change form (doc 2 §5): required, at least 10 characters, then exactly 10
 * digits without the country code.
 */
export const mobileNumberSchema = z.object({
  phone_number: requiredText(mobileNumberMessages.required, [
    [(value) => value.length >= PHONE_DIGITS, mobileNumberMessages.minLength],
    [(value) => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value), mobileNumberMessages.pattern],
  ]),
});
/** Values of {@link mobileNumberSchema}. */
export type MobileNumberValues = z.input<typeof mobileNumberSchema>;

/** The new phone attribute of PATCH /user/profile/auth-attribute, with the +1 prefix (doc 2 §5, §7). */
export function toMobileNumberPayload(values: MobileNumberValues): { readonly phone_number: string } {
  return { phone_number: toApiPhone(values.phone_number) };
}

/**
 * A zip of the Account forms: the form's own required message when empty (doc 2 §5), then the
 * 5-digit rule of doc 2 §9 with doc 1's 'Valid zip code is required', as the server answers it.
 */
function accountZip(requiredMessage: string) {
  return requiredText(requiredMessage, [
    [(value) => new RegExp(`^\\d{${ZIP_DIGITS}}$`).test(value), addressMessages.zipInvalid],
  ]);
}

/**
 * Institution form messages (doc 2 §5). The spec says the country must be US without a message:
 * 'Country must be US' is the project's wording.
 */
export const institutionProfileMessages = {
  entityNameRequired: 'Entity name is required',
  address1Required: 'Address Line 1 is required',
  address2Required: 'Address Line 2 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  postalCodeRequired: 'Zip Code is required',
  signerFirstRequired: 'Signer First is required',
  signerLastRequired: 'Signer Last is required',
  countryMustBeUs: 'Country must be US',
} as const;

/**
 * The institution form of the Account page (doc 2 §5): entity name, both address lines (the second
 * is required here), city, a state from the US list, zip, country US, and the signer's names
 * (middle name optional).
 */
export const institutionProfileSchema = z.object({
  entity_name: requiredText(institutionProfileMessages.entityNameRequired),
  address1: requiredText(institutionProfileMessages.address1Required),
  address2: requiredText(institutionProfileMessages.address2Required),
  city: requiredText(institutionProfileMessages.cityRequired),
  state_province: usStateSchema,
  postal_code: accountZip(institutionProfileMessages.postalCodeRequired),
  country: z
    .string({ error: institutionProfileMessages.countryMustBeUs })
    .refine((country) => country === US_COUNTRY, { error: institutionProfileMessages.countryMustBeUs }),
  first_name: requiredText(institutionProfileMessages.signerFirstRequired),
  middle_name: optionalText(),
  last_name: requiredText(institutionProfileMessages.signerLastRequired),
});
/** Values of {@link institutionProfileSchema}. */
export type InstitutionProfileValues = z.input<typeof institutionProfileSchema>;

/** Retail form messages (doc 2 §5). */
export const retailProfileMessages = {
  addressLineOneRequired: 'Full address is required',
  cityRequired: 'City is required',
  zipCodeRequired: 'Zipcode is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
} as const;

/**
 * The retail form of the Account page (doc 2 §5): address (second line optional), city, zip, a
 * state from the US list, country. Names and date of birth are read-only, so not part of it.
 */
export const retailProfileSchema = z.object({
  address_line_one: requiredText(retailProfileMessages.addressLineOneRequired),
  address_line_two: optionalText(),
  city: requiredText(retailProfileMessages.cityRequired),
  zip_code: accountZip(retailProfileMessages.zipCodeRequired),
  state: usStateSchema,
  country: requiredText(retailProfileMessages.countryRequired),
});
/** Values of {@link retailProfileSchema}. */
export type RetailProfileValues = z.input<typeof retailProfileSchema>;
