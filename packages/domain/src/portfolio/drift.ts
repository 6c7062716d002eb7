/**
 * The drift view (beyond the spec): for each investment, its current weight (from the allocations,
 * doc 2 §3 "Allocation item"), its target (the saved portfolio) and its weight after Apply (the
 * pending portfolio). An investment has drifted when its current weight is more than 5 points or
 * more than 25 % away from its target.
 */
import { type Decimal, dec } from '../money/decimal';
import type { NamedWeight } from './changes';

/** Drift beyond this many percentage points is marked. */
export const DRIFT_ABSOLUTE_POINTS = 5;
/** Drift beyond this share of the target is marked. */
export const DRIFT_RELATIVE_SHARE = '0.25';

/** One investment of the drift view; weights in percent. */
export interface DriftRow {
  readonly name: string;
  /** The weight it has now in the account (0 when not held). */
  readonly current: number;
  /** The weight of the saved portfolio (0 when not in it). */
  readonly target: number;
  /** The weight once the pending changes are applied (0 when removed). */
  readonly afterApply: number;
  /** Current less target, in points. */
  readonly drift: number;
  /** Drift as a share of the target (0.3 is 30 %); `null` without a target. */
  readonly relativeDrift: number | null;
  /** Whether the drift is beyond 5 points or 25 % of the target (held without a target counts). */
  readonly drifted: boolean;
}

/** What {@link driftView} weighs. */
export interface DriftInput {
  /** The investment allocation list (`GET /portfolio/allocations` `investment`). */
  readonly allocations: readonly NamedWeight[];
  readonly saved: readonly NamedWeight[];
  readonly pending: readonly NamedWeight[];
}

function weightsByName(items: readonly NamedWeight[]): Map<string, Decimal> {
  const map = new Map<string, Decimal>();
  for (const item of items) map.set(item.name, (map.get(item.name) ?? dec(0)).plus(dec(item.weight)));
  return map;
}

/**
 * The drift view: the saved portfolio's investments in its order, then those only pending, then
 * those only held. Comparisons are exact (33.33 is 33.33, not a float near it).
 */
export function driftView({ allocations, saved, pending }: DriftInput): DriftRow[] {
  const current = weightsByName(allocations);
  const target = weightsByName(saved);
  const after = weightsByName(pending);
  const names = [...new Set([...target.keys(), ...after.keys(), ...current.keys()])];
  return names.map((name) => {
    const now = current.get(name) ?? dec(0);
    const goal = target.get(name) ?? dec(0);
    const drift = now.minus(goal);
    const relative = goal.gt(0) ? drift.div(goal) : null;
    const drifted =
      drift.abs().gt(DRIFT_ABSOLUTE_POINTS) ||
      (relative === null ? now.gt(0) : relative.abs().gt(DRIFT_RELATIVE_SHARE));
    return {
      name,
      current: now.toNumber(),
      target: goal.toNumber(),
      afterApply: (after.get(name) ?? dec(0)).toNumber(),
      drift: drift.toNumber(),
      relativeDrift: relative === null ? null : relative.toNumber(),
      drifted,
    };
  });
}
