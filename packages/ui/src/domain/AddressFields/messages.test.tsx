import { describe, expect, it } from 'vitest';
import { defaultAddressFieldsMessages } from './messages';

describe('address field labels', () => {
  it('mark the required fields of doc 1 §5 (line 1, city, state, zip) with *', () => {
    expect(defaultAddressFieldsMessages).toEqual({
      addressLine1: 'Address Line 1*',
      addressLine2: 'Address Line 2',
      city: 'City*',
      state: 'State*',
      statePlaceholder: 'Select a state',
      zip: 'Zip Code*',
    });
  });
});
