import { expect, test } from 'vitest';
import {
  HIFO_MATCH_BUDGET_MS,
  HIFO_READ_BUDGET_MS,
  hifoBenchData,
} from '../../../../scripts/bench/hifo-data';
import { matchHifo } from './hifo';

// 100,000 lots and 10,000 disposals of one asset (the data is shared with the root `npm run
// bench`, which prints these figures among the others). The budgets are the issue's goals for the
// 2-core machine; on a machine shared with other work the medians can exceed them.
const { lots, disposals } = hifoBenchData();
const RUN = { iterations: 10, warmupIterations: 2, time: 0, warmupTime: 0 };

test(`matchHifo matches 100,000 lots and 10,000 disposals in under ${HIFO_MATCH_BUDGET_MS} ms`, async ({
  bench,
}) => {
  const result = await bench('matchHifo: 100,000 lots, 10,000 disposals', () => {
    matchHifo(lots, disposals);
  }).run(RUN);
  expect(result.latency.p50).toBeLessThan(HIFO_MATCH_BUDGET_MS);
});

test(`matchHifo and reading every consumed lot (about 60,000 pieces as Decimals) in under ${HIFO_READ_BUDGET_MS} ms`, async ({
  bench,
}) => {
  let pieces = 0;
  const result = await bench('matchHifo + every DisposalMatch.lots', () => {
    pieces = 0;
    for (const match of matchHifo(lots, disposals).disposals) pieces += match.lots.length;
  }).run(RUN);
  expect(pieces).toBeGreaterThan(50_000);
  expect(result.latency.p50).toBeLessThan(HIFO_READ_BUDGET_MS);
});
