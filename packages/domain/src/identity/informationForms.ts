import { z } from 'zod';
import type { CalendarDate } from '../dates/calendar';
import { US_COUNTRY } from '../geo/usStates';
import { addressShape, joinAddress } from './address';
import { dateOfBirthSchema, toApiDateOfBirth } from './dateOfBirth';
import { optionalText, requiredText } from './fieldRules';
import { ssnSchema, ssnToApi, taxIdSchema, taxIdToApi } from './taxNumbers';

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

/** The application fields of the personal information step, as the API names them (doc 1 §3, §7). */
export interface PersonalInformationPayload {
  readonly date_of_birth: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly postal_code: string;
  readonly ssn: string;
}

/** The application fields of valid personal information: ISO date, joined address, SSN without dashes. */
export function toPersonalInformationPayload(values: PersonalInformationValues): PersonalInformationPayload {
  return {
    date_of_birth: toApiDateOfBirth(values.dateOfBirth),
    address: joinAddress(values.addressLine1, values.addressLine2),
    city: values.city.trim(),
    state: values.state,
    postal_code: values.zip,
    ssn: ssnToApi(values.ssn),
  };
}

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

/** The application fields of the institution information step, as the API names them (doc 1 §3, §7). */
export interface InstitutionInformationPayload {
  readonly legal_entity_name: string;
  readonly dba_name: string;
  readonly legal_structure: string;
  readonly institution_type: string;
  readonly main_source_of_wealth: string;
  readonly legal_signer_position_at_institution: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly postal_code: string;
  readonly tax_id: string;
}

/** The application fields of valid institution information: joined address, tax id without the dash. */
export function toInstitutionInformationPayload(
  values: InstitutionInformationValues,
): InstitutionInformationPayload {
  return {
    legal_entity_name: values.legalEntityName.trim(),
    dba_name: (values.dbaName ?? '').trim(),
    legal_structure: values.legalStructure,
    institution_type: values.institutionType,
    main_source_of_wealth: values.mainSourceOfWealth,
    legal_signer_position_at_institution: values.legalSignerPosition.trim(),
    address: joinAddress(values.addressLine1, values.addressLine2),
    city: values.city.trim(),
    state: values.state,
    postal_code: values.zip,
    tax_id: taxIdToApi(values.taxId),
  };
}
