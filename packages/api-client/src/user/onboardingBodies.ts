/**
 * The bodies of the onboarding calls (doc 1 §3, §7): `POST /user/signup`, the contact details of
 * `PUT /account/application`, and the application fields of the personal and institution
 * information steps, built from the domain's validated form values with its format rules (phone
 * with +1, ISO date of birth, SSN and tax id without dashes, the joined address).
 */
import {
  type AccountType,
  type InstitutionInformationValues,
  joinAddress,
  type PersonalInformationValues,
  SIGNUP_INTERNAL_ERROR,
  type SignupValues,
  ssnToApi,
  taxIdToApi,
  toApiDateOfBirth,
  toApiPhone,
} from '@cairn/domain';

/** The contact details of signup as the API names them (PUT /account/application when a profile exists). */
export interface ContactDetailsPayload {
  readonly first_name: string;
  readonly middle_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone_number: string;
  readonly legal_entity_name?: string;
}

/** The signup create payload (doc 1 §7, POST /user/signup per the spec README). */
export interface SignupPayload extends ContactDetailsPayload {
  readonly accepted_tos: true;
  readonly password: string;
  readonly account_type: AccountType;
}

/**
 * The contact details of valid signup values in the API's names: names trimmed, phone with +1,
 * legal entity name for institutions only.
 */
export function toContactDetailsPayload(
  values: SignupValues,
  accountType: AccountType,
): ContactDetailsPayload {
  const details = {
    first_name: values.firstName.trim(),
    middle_name: (values.middleName ?? '').trim(),
    last_name: values.lastName.trim(),
    email: values.email,
    phone_number: toApiPhone(values.phoneNumber),
  };
  return accountType === 'INSTITUTION'
    ? { ...details, legal_entity_name: (values.legalEntityName ?? '').trim() }
    : details;
}

/**
 * The signup create payload of valid signup values. Throws {@link SIGNUP_INTERNAL_ERROR} when the
 * terms are not accepted or the password is missing (doc 1 §8).
 */
export function toSignupPayload(values: SignupValues, accountType: AccountType): SignupPayload {
  if (values.acceptedTos !== true || values.password === undefined || values.password === '') {
    throw new Error(SIGNUP_INTERNAL_ERROR);
  }
  return {
    ...toContactDetailsPayload(values, accountType),
    accepted_tos: true,
    password: values.password,
    account_type: accountType,
  };
}

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
