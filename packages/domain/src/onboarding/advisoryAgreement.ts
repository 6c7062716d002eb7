/**
 * The advisory agreement step (doc 1 §2.6, §4): Agree & Continue is enabled only once the agreement
 * has been scrolled to its end (within 20 px) and the typed signature equals the full legal name.
 */
import { type PersonNames, signatureMatches } from '../identity/signature';

/** Texts of the advisory agreement step quoted by the spec (doc 1 §2.6). */
export const advisoryAgreementMessages = {
  submit: 'Agree & Continue',
  disabledTooltip:
    'You must scroll through the entire agreement and type your full legal name as provided to proceed.',
} as const;

/** Whether Agree & Continue is enabled (doc 1 §4): read to the end and signed with the exact full name. */
export function canSignAdvisoryAgreement(input: {
  readonly scrolledToEnd: boolean;
  readonly signature: string;
  readonly names: PersonNames;
}): boolean {
  return input.scrolledToEnd && signatureMatches(input.signature, input.names);
}
