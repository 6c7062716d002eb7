import { z } from 'zod';
import type { CalendarDate } from '../dates/calendar';
import { US_COUNTRY } from '../geo/usStates';
import { addressShape } from './address';
import { dateOfBirthSchema } from './dateOfBirth';
import { optionalText, requiredText } from './fieldRules';
import { ssnSchema, taxIdSchema } from './taxNumbers';

/**
 * The personal information (individuals) and institution information forms of onboarding (doc 1
 * §2.6, §5), and the PUT /account/application fields they produce (doc 1 §7).
 */

/** The personal information form validated on `today` (doc 1 §5): date of birth, address, SSN. */
export function personalInformationSchema(today: CalendarDate) {
  return z.object({ dateOfBirth: dateOfBirthSchema(today), ...addressShape, ssn: ssnSchema });
}
/** Values of {@link personalInformationSchema}. */
export type PersonalInformationValues = z.input<ReturnType<typeof personalInformationSchema>>;

/**
 * Institution information messages (doc 1 §5). The spec lists the required fields without
 * messages: all of these are the project's wording except the legal entity name's, which is the
 * signup form's.
 */
export const institutionInformationMessages = {
  legalEntityNameRequired: 'Legal entity name is required',
  legalStructureRequired: 'Legal structure is required',
  institutionTypeRequired: 'Institution type is required',
  mainSourceOfWealthRequired: 'Main source of wealth is required',
  legalSignerPositionRequired: 'Legal signer position is required',
  countryMustBeUs: 'Country must be US',
} as const;

/**
 * The institution information form (doc 1 §5). Legal structure, institution type and source of
 * wealth are chosen from the server's option lists (GET /user/onboarding/institution/options), so
 * they are checked as required, not against a fixed list.
 */
export const institutionInformationSchema = z.object({
  legalEntityName: requiredText(institutionInformationMessages.legalEntityNameRequired),
  dbaName: optionalText(),
  legalStructure: requiredText(institutionInformationMessages.legalStructureRequired),
  institutionType: requiredText(institutionInformationMessages.institutionTypeRequired),
  mainSourceOfWealth: requiredText(institutionInformationMessages.mainSourceOfWealthRequired),
  legalSignerPosition: requiredText(institutionInformationMessages.legalSignerPositionRequired),
  ...addressShape,
  country: z
    .string({ error: institutionInformationMessages.countryMustBeUs })
    .refine((country) => country === US_COUNTRY, { error: institutionInformationMessages.countryMustBeUs }),
  taxId: taxIdSchema,
});
/** Values of {@link institutionInformationSchema}. */
export type InstitutionInformationValues = z.input<typeof institutionInformationSchema>;
