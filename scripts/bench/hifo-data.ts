// The HIFO bench's data, shared by `npm run bench -w @cairn/domain` and the root `npm run bench`:
// 100,000 lots and 10,000 disposals of one asset, deterministic. Lots of 0.00000001–1.00000000
// units bought over ~8 years at prices that move; disposals spread over the same years sell about
// half of the holdings in total, so most disposals consume several lots and split one.
import { addDays, type CalendarDate } from '../../packages/domain/src/dates/calendar';
import type { Disposal, TaxLot } from '../../packages/domain/src/tax/hifo';

export const HIFO_LOTS = 100_000;
export const HIFO_DISPOSALS = 10_000;
/** The goals on the 2-core machine, in milliseconds (medians). */
export const HIFO_MATCH_BUDGET_MS = 120;
export const HIFO_READ_BUDGET_MS = 200;

function pseudoRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function hifoBenchData(): { lots: TaxLot[]; disposals: Disposal[] } {
  const random = pseudoRandom(42);
  const start: CalendarDate = { year: 2017, month: 1, day: 1 };
  const lots = Array.from({ length: HIFO_LOTS }, (_, index): TaxLot => {
    const units = Math.floor(random() * 100_000_000) + 1;
    const priceCents = Math.floor(1_000_000 + random() * 6_000_000);
    return {
      id: `lot-${index}`,
      quantity: (units / 1e8).toFixed(8),
      costBasisUsd: ((units * priceCents) / 1e10).toFixed(2),
      acquired: addDays(start, Math.floor((index / HIFO_LOTS) * 2_900)),
    };
  });
  const disposals = Array.from({ length: HIFO_DISPOSALS }, (_, index): Disposal => {
    const units = Math.floor(random() * 500_000_000) + 1;
    return {
      id: `sale-${index}`,
      quantity: (units / 1e8).toFixed(8),
      proceedsUsd: ((units * Math.floor(1_000_000 + random() * 6_000_000)) / 1e10).toFixed(2),
      date: addDays(start, 30 + Math.floor((index / HIFO_DISPOSALS) * 2_900)),
    };
  });
  return { lots, disposals };
}
