import { expect, test } from 'vitest';
import { addDays, type CalendarDate } from '../dates/calendar';
import { type Disposal, matchHifo, type TaxLot } from './hifo';

/**
 * 100,000 lots and 10,000 disposals of one asset (issue: under 250 ms on a 2-core machine).
 * Deterministic data: lots of 0.00000001–1.00000000 units bought over ~8 years at prices that move,
 * disposals spread over the same years that sell about half of the holdings in total, so most
 * disposals consume several lots and split one.
 */
function pseudoRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const random = pseudoRandom(42);
const start: CalendarDate = { year: 2017, month: 1, day: 1 };
const LOTS = 100_000;
const DISPOSALS = 10_000;

const lots: TaxLot[] = Array.from({ length: LOTS }, (_, index) => {
  const units = Math.floor(random() * 100_000_000) + 1;
  const priceCents = Math.floor(1_000_000 + random() * 6_000_000);
  return {
    id: `lot-${index}`,
    quantity: (units / 1e8).toFixed(8),
    costBasisUsd: ((units * priceCents) / 1e10).toFixed(2),
    acquired: addDays(start, Math.floor((index / LOTS) * 2_900)),
  };
});

const disposals: Disposal[] = Array.from({ length: DISPOSALS }, (_, index) => {
  const units = Math.floor(random() * 500_000_000) + 1;
  return {
    id: `sale-${index}`,
    quantity: (units / 1e8).toFixed(8),
    proceedsUsd: ((units * Math.floor(1_000_000 + random() * 6_000_000)) / 1e10).toFixed(2),
    date: addDays(start, 30 + Math.floor((index / DISPOSALS) * 2_900)),
  };
});

/** The budget for one run on this 2-core machine. */
const BUDGET_MS = 250;

test('matchHifo matches 100,000 lots and 10,000 disposals in under 250 ms', async ({ bench }) => {
  const result = await bench('matchHifo: 100,000 lots, 10,000 disposals', () => {
    matchHifo(lots, disposals);
  }).run({ iterations: 10, warmupIterations: 2, time: 0, warmupTime: 0 });
  expect(result.latency.p50).toBeLessThan(BUDGET_MS);
});

test('matchHifo and reading every consumed lot (about 60,000 pieces as Decimals)', async ({ bench }) => {
  let pieces = 0;
  const result = await bench('matchHifo + every DisposalMatch.lots', () => {
    pieces = 0;
    for (const match of matchHifo(lots, disposals).disposals) pieces += match.lots.length;
  }).run({ iterations: 10, warmupIterations: 2, time: 0, warmupTime: 0 });
  expect(pieces).toBeGreaterThan(50_000);
  expect(result.latency.p50).toBeGreaterThan(0);
});
