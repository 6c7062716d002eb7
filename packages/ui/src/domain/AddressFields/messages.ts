/** The words of `AddressFields` (doc 1 §2.6: address lines, city, state, zip; * marks required). */
export interface AddressFieldsMessages {
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly city: string;
  readonly state: string;
  readonly statePlaceholder: string;
  readonly zip: string;
}

/** The onboarding forms' address labels (the project's wording; the spec names the fields only). */
export const defaultAddressFieldsMessages: AddressFieldsMessages = {
  addressLine1: 'Address Line 1*',
  addressLine2: 'Address Line 2',
  city: 'City*',
  state: 'State*',
  statePlaceholder: 'Select a state',
  zip: 'Zip Code*',
};
