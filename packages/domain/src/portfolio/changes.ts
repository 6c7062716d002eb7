/**
 * Comparisons of the pending portfolio (doc 2 §3 "Pending portfolio and excluded-asset stores",
 * §2 Marketplace "Applied to My Portfolio").
 */

/** An investment in a portfolio or an example allocation, compared by name and weight. */
export interface NamedWeight {
  readonly name: string;
  readonly weight: number;
}

function sameNamedWeights(a: readonly NamedWeight[], b: readonly NamedWeight[]): boolean {
  if (a.length !== b.length) return false;
  const key = (item: NamedWeight): string => JSON.stringify([item.name, item.weight]);
  const counts = new Map<string, number>();
  for (const item of a) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  for (const item of b) {
    const count = counts.get(key(item)) ?? 0;
    if (count === 0) return false;
    counts.set(key(item), count - 1);
  }
  return true;
}

/**
 * Whether the pending portfolio differs from the last saved version (doc 2 §3), comparing name and
 * weight. Order is ignored: reordering investments changes nothing the save payload carries.
 */
export function hasUnsavedChanges(saved: readonly NamedWeight[], current: readonly NamedWeight[]): boolean {
  return !sameNamedWeights(saved, current);
}

/**
 * Whether an example allocation shows 'Applied to My Portfolio' (doc 2 §2 Marketplace): the saved
 * pending portfolio holds exactly its investments with the same weights, in any order.
 */
export function allocationMatchesPortfolio(
  example: readonly NamedWeight[],
  pending: readonly NamedWeight[],
): boolean {
  return sameNamedWeights(example, pending);
}

/** The badge of an example allocation that matches the pending portfolio (doc 2 §2). */
export const APPLIED_TO_MY_PORTFOLIO = 'Applied to My Portfolio';

/**
 * Whether the pending asset exclusions differ from the last saved ones (doc 2 §3, §4), as sets of
 * asset ids or symbols: order and repeats are ignored.
 */
export function hasUnsavedExclusions(
  saved: readonly (string | number)[],
  current: readonly (string | number)[],
): boolean {
  const a = new Set(saved);
  const b = new Set(current);
  return a.size !== b.size || [...a].some((item) => !b.has(item));
}
