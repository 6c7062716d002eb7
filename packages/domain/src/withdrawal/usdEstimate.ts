import { type Decimal, type DecimalInput, tryDec } from '../money/decimal';

/** What the account holds of one asset: its quantity and its value in USD (the allocation's line). */
export interface HeldAsset {
  /** The quantity held, in the asset (a balance's `balance`). */
  readonly quantity: DecimalInput;
  /** The USD value of that quantity (the allocation by asset's `balance`). */
  readonly usd: DecimalInput;
}

/**
 * The USD value of `amount` of an asset at the value the account's own holding of it has now
 * (holding's USD ÷ holding's quantity × amount): the live estimate under a crypto amount. No price
 * is invented: `null` when the amount is not a positive decimal, or when the holding is unknown,
 * empty or valued at nothing (no price can be read from it).
 */
export function estimatedUsdValue(
  amount: DecimalInput | null | undefined,
  held: HeldAsset | null,
): Decimal | null {
  const quantity = tryDec(amount);
  if (quantity === null || quantity.lte(0) || held === null) return null;
  const heldQuantity = tryDec(held.quantity);
  const heldUsd = tryDec(held.usd);
  if (heldQuantity === null || heldUsd === null || heldQuantity.lte(0) || heldUsd.lte(0)) return null;
  return heldUsd.div(heldQuantity).times(quantity);
}
