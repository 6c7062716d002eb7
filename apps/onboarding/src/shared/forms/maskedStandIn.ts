import { MASK_VISIBLE_DIGITS, SSN_DIGITS } from '@cairn/domain';
import { useState } from 'react';

/**
 * What the kit's MaskedField masks for a saved SSN or tax id: the application answers them masked
 * ('•••-••-6789'), and only their last 4 digits ever reach the browser, padded to 9 with zeros that
 * the mask hides. Never sent: a saved number is typed again to change it.
 */
export function maskedStandIn(masked: string | null): string | null {
  if (masked === null) return null;
  const digits = masked.replace(/\D/g, '').slice(-MASK_VISIBLE_DIGITS);
  return digits.padStart(SSN_DIGITS, '0');
}

/**
 * A saved SSN or tax id in a form: the field's first value (the stand-in, which passes validation),
 * its `FormMaskedField` props (masked until Edit is pressed), and whether what it holds is to be
 * sent (only a number typed since, never the stand-in).
 */
export function useSavedNumber(masked: string | null) {
  const standIn = maskedStandIn(masked);
  const [editing, setEditing] = useState(standIn === null);
  return {
    initial: standIn ?? '',
    field: { isSaved: !editing, onEdit: () => setEditing(true) },
    isTyped: editing,
  };
}
