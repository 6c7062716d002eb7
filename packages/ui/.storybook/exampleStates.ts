/**
 * A few US states: example options for the primitives' Select and FormSelect stories (the full list is the
 * domain's, used by the address fields; a primitive's story needs only enough options to show scrolling-free
 * choice, keyboard order and type-to-jump).
 */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'NY', name: 'New York' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
] as const;
