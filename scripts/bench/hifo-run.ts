// Times matchHifo on the bench data in a process of its own (a heap that holds nothing else) and
// prints the runs as JSON: matching alone, and matching then reading every consumed lot.
import { matchHifo } from '@cairn/domain';
import { hifoBenchData } from './hifo-data';

const WARM_UP = 2;
const RUNS = Number(process.env.BENCH_HIFO_RUNS ?? 10);
const { lots, disposals } = hifoBenchData();
const match: number[] = [];
const read: number[] = [];
let pieces = 0;
for (let run = 0; run < WARM_UP + RUNS; run++) {
  let start = performance.now();
  matchHifo(lots, disposals);
  const matched = performance.now() - start;
  start = performance.now();
  pieces = 0;
  for (const disposal of matchHifo(lots, disposals).disposals) pieces += disposal.lots.length;
  const readAll = performance.now() - start;
  if (run >= WARM_UP) {
    match.push(matched);
    read.push(readAll);
  }
}
console.log(JSON.stringify({ match, read, pieces }));
