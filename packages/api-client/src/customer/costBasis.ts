/**
 * The wire shapes of a deposit's cost basis (doc 2 §3 "Cost basis entry (response)", §7
 * `GET/PUT /tax/transactions/{depositId}/cost-basis`) and their conversion to and from the
 * domain's `CostBasisDetail`: the client parses responses and the sandbox requests with these
 * schemas. They check the shape only; the rules are the domain's `costBasisFormSchema`.
 */
import { type CostBasisDetail, formatIsoDate, parseIsoDate, type SavedCostBasisDetail } from '@cairn/domain';
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

/** The body of `PUT /tax/transactions/{depositId}/cost-basis`, as {@link costBasisUpdateBody} builds it. */
export type CostBasisUpdateWire = z.infer<typeof costBasisUpdateWireSchema>;

/** Saved entries as the domain's cost basis form reads them (a date that is not a real one is `null`). */
export function savedCostBasisDetails(entries: readonly CostBasisEntryWire[]): SavedCostBasisDetail[] {
  return entries.map((entry) => ({
    costBasis: entry.cost_basis,
    purchaseDate: parseIsoDate(entry.purchase_date),
    nativeAmount: entry.native_amount,
  }));
}

/**
 * The body of `PUT /tax/transactions/{depositId}/cost-basis` (doc 2 §7): `cost_bases` with
 * `cost_basis`, `purchase_date` (YYYY-MM-DD) and `native_amount`, exact decimal strings.
 */
export function costBasisUpdateBody(entries: readonly CostBasisDetail[]): CostBasisUpdateWire {
  return {
    cost_bases: entries.map((entry) => ({
      cost_basis: entry.costBasis.toString(),
      purchase_date: formatIsoDate(entry.purchaseDate),
      native_amount: entry.nativeAmount.toFixed(),
    })),
  };
}
