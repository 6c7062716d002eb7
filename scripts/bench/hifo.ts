// The HIFO engine on 100,000 lots and 10,000 disposals (the data of the domain's bench), medians.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './apps';
import { HIFO_MATCH_BUDGET_MS, HIFO_READ_BUDGET_MS } from './hifo-data';
import { type BenchContext, type Figure, median } from './report';

export async function hifoFigures({ log }: BenchContext): Promise<Figure[]> {
  log('HIFO');
  const child = spawnSync(
    process.execPath,
    ['--conditions=@cairn/source', '--import', 'tsx', 'scripts/bench/hifo-run.ts'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`the HIFO run failed: ${child.stderr.trim()}`);
  const { match, read, pieces } = JSON.parse(child.stdout) as {
    match: number[];
    read: number[];
    pieces: number;
  };
  const runs = `median of ${match.length} runs`;
  return [
    {
      name: 'matchHifo',
      value: median(match),
      unit: 'ms',
      budget: HIFO_MATCH_BUDGET_MS,
      note: runs,
    },
    {
      name: `matchHifo and reading every consumed lot (${pieces.toLocaleString('en-US')} pieces)`,
      value: median(read),
      unit: 'ms',
      budget: HIFO_READ_BUDGET_MS,
      note: runs,
    },
  ];
}
