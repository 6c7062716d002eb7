/**
 * The wire shapes of a deposit's cost basis (doc 2 §3 "Cost basis entry (response)", §7
 * `GET/PUT /tax/transactions/{depositId}/cost-basis`), defined once here: the API client parses
 * responses and the sandbox requests with these schemas, and the domain's form conversions
 * (`costBasisFormDefaults`, `costBasisPayload`) are typed by them. They check the shape only; the
 * rules are `costBasisFormSchema`'s.
 */
import { z } from 'zod';

/** A decimal number as text ('1234.5', '-0.25'): money and quantities stay exact on the wire. */
export const decimalTextSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, { error: 'Expected a decimal number as text' });

/** A calendar date on the wire, 'YYYY-MM-DD'. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected a date as YYYY-MM-DD' });

/** A saved cost basis entry of a deposit: total basis in USD, purchase date, quantity. */
export const costBasisEntryWireSchema = z.object({
  deposit_id: z.string(),
  cost_basis: decimalTextSchema,
  purchase_date: isoDateSchema,
  native_amount: decimalTextSchema,
});

/** A saved cost basis entry as the API sends it. */
export type CostBasisEntryWire = z.infer<typeof costBasisEntryWireSchema>;

/** A deposit's saved entries; empty while its cost basis is missing. */
export const costBasisEntriesWireSchema = z.array(costBasisEntryWireSchema);

/** The body of `PUT /tax/transactions/{depositId}/cost-basis`. */
export const costBasisUpdateWireSchema = z.object({
  cost_bases: z.array(costBasisEntryWireSchema.omit({ deposit_id: true })),
});

/** The body of `PUT /tax/transactions/{depositId}/cost-basis`, as `costBasisPayload` builds it. */
export type CostBasisUpdateWire = z.infer<typeof costBasisUpdateWireSchema>;
