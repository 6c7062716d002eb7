import { ZIP_DIGITS } from '../constants';
import { isUsStateCode } from '../geo/usStates';
import { optionalText, requiredText } from './fieldRules';

/**
 * The US address of the onboarding forms (doc 1 §5 "Personal information", "Institution
 * information"). The spec says line 1, city and state are required without messages: those three
 * messages are the project's wording; the zip message is the spec's.
 */
export const addressMessages = {
  addressLine1Required: 'Address line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipInvalid: 'Valid zip code is required',
} as const;

/** A zip code: exactly 5 digits (doc 1 §5); blank or anything else gives 'Valid zip code is required'. */
export const zipSchema = requiredText(addressMessages.zipInvalid, [
  [(value) => new RegExp(`^\\d{${ZIP_DIGITS}}$`).test(value), addressMessages.zipInvalid],
]);

/** A state chosen from the US state list (DC included, NY excluded: doc 1 §1). */
export const usStateSchema = requiredText(addressMessages.stateRequired, [
  [isUsStateCode, addressMessages.stateRequired],
]);

/** The address fields shared by the personal and institution information forms. */
export const addressShape = {
  addressLine1: requiredText(addressMessages.addressLine1Required),
  addressLine2: optionalText(),
  city: requiredText(addressMessages.cityRequired),
  state: usStateSchema,
  zip: zipSchema,
};

/**
 * The application's single `address` field: line 1 and, when present, line 2 joined with a comma
 * and a space (doc 1 §3).
 */
export function joinAddress(line1: string, line2?: string | null): string {
  const second = (line2 ?? '').trim();
  return second === '' ? line1.trim() : `${line1.trim()}, ${second}`;
}
