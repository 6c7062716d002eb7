/**
 * The application's one `address` field back in the form's two lines (doc 1 §3: line 1 and the
 * optional line 2 joined with a comma and a space), the inverse of `joinAddress`.
 */

/** The two address lines of a form. */
export interface AddressLines {
  readonly addressLine1: string;
  readonly addressLine2: string;
}

/**
 * Splits a saved address at its first ', ' into line 1 and line 2 (`null` or empty gives two
 * empty lines). A line 1 that itself held ', ' moves its tail to line 2; joined again it is the
 * same address, which is what the application stores.
 */
export function splitAddress(address: string | null | undefined): AddressLines {
  const text = (address ?? '').trim();
  const at = text.indexOf(', ');
  if (at === -1) return { addressLine1: text, addressLine2: '' };
  return { addressLine1: text.slice(0, at).trim(), addressLine2: text.slice(at + 2).trim() };
}

/** A saved address as the application holds it (doc 1 §3); each part `null` until saved. */
export interface SavedAddress {
  readonly address: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly postal_code: string | null;
}

/**
 * A saved address on one line, as a letter would print it: '1 Beacon Street, Floor 3, Boston, MA
 * 02108'. Missing or blank parts are left out ('' when nothing is saved).
 */
export function formatSavedAddress(saved: SavedAddress): string {
  const part = (value: string | null) => (value ?? '').trim();
  const stateAndZip = [part(saved.state), part(saved.postal_code)].filter((value) => value !== '').join(' ');
  return [part(saved.address), part(saved.city), stateAndZip].filter((value) => value !== '').join(', ');
}
