import { MASK_VISIBLE_DIGITS, SSN_DIGITS } from '@cairn/domain';

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
