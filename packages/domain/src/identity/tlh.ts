import { z } from 'zod';
import type { AccountType } from './enums';
import { mustBeChecked } from './fieldRules';

/** Tax-loss harvesting messages (doc 1 §5). */
export const tlhMessages = {
  confirmRequired: 'Must confirm TLH settings',
} as const;

/** The confirmation dialog shown when turning tax-loss harvesting on: the box must be ticked (doc 1 §4, §5). */
export const tlhConfirmationSchema = z.object({
  acknowledged: mustBeChecked(tlhMessages.confirmRequired),
});
/** Values of {@link tlhConfirmationSchema}. */
export type TlhConfirmationValues = z.input<typeof tlhConfirmationSchema>;

/**
 * The tax-loss harvesting toggle's first position (doc 1 §4): the saved `tlh_enabled` when there
 * is one, else on for individuals and off for institutions.
 */
export function defaultTlhEnabled(accountType: AccountType, saved?: boolean | null): boolean {
  return saved ?? accountType === 'INDIVIDUAL';
}
