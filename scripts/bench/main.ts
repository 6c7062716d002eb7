// `npm run bench`: every figure a user feels, in one run, as figures (not pass or fail). Builds
// the apps when a build is missing (`--build` rebuilds them), starts its own gateway on a free
// port, and prints each section as it completes (`--only <id>[,<id>]` runs only those sections:
// initial-load, routes, lighthouse, hifo, investor). A section that fails prints why and the bench
// goes on. Adding a measure: write one function returning figures (see report.ts) and list it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { APPS, distDir, repoRoot } from './apps';
import { startGateway } from './gateway';
import { hifoFigures } from './hifo';
import { initialLoadPerApp } from './initial-load';
import { transactionsTableSort, weightSliderInputToPaint } from './investor';
import { lighthouseAudits } from './lighthouse';
import { type BenchContext, type Figure, formatSection, type Section } from './report';
import { perRoute } from './routes';

const SECTIONS: readonly Section[] = [
  {
    id: 'initial-load',
    title: 'Initial load per app: what index.html loads before first paint (gzip)',
    needsGateway: false,
    measures: [initialLoadPerApp],
  },
  {
    id: 'routes',
    title:
      'Per route: JS and CSS requested until the heading shows and the network idles (first paint and the lazy chunks after it), in Chromium through the gateway (gzip)',
    needsGateway: true,
    measures: [perRoute],
  },
  {
    id: 'lighthouse',
    title: 'Lighthouse, desktop (medians)',
    needsGateway: true,
    measures: [lighthouseAudits],
  },
  {
    id: 'hifo',
    title: 'HIFO: 100,000 lots, 10,000 disposals',
    needsGateway: false,
    measures: [hifoFigures],
  },
  {
    id: 'investor',
    title: 'Investor app: interactions, in Chromium through the gateway',
    needsGateway: true,
    measures: [weightSliderInputToPaint, transactionsTableSort],
  },
];

const log = (line: string) => process.stderr.write(`bench: ${line}\n`);

function ensureBuilds(): void {
  const rebuild = process.argv.includes('--build');
  const missing = APPS.filter((app) => rebuild || !existsSync(`${distDir(app)}/index.html`));
  if (missing.length === 0) return;
  log(`building ${missing.join(', ')}`);
  const workspaces = missing.flatMap((app) => ['-w', `@cairn/${app}`]);
  const build = spawnSync('npm', ['run', 'build', ...workspaces], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the app build failed');
}

/** The sections `--only a,b` names (every section without it). */
function chosenSections(): readonly Section[] {
  const flag = process.argv.indexOf('--only');
  if (flag === -1) return SECTIONS;
  const ids = (process.argv[flag + 1] ?? '').split(',').filter((id) => id !== '');
  const unknown = ids.filter((id) => !SECTIONS.some((section) => section.id === id));
  if (ids.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes one or more of ${SECTIONS.map((section) => section.id).join(', ')}`);
  }
  return SECTIONS.filter((section) => ids.includes(section.id));
}

async function run(): Promise<void> {
  const sections = chosenSections();
  ensureBuilds();
  const gateway = sections.some((section) => section.needsGateway) ? await startGateway() : undefined;
  const context: BenchContext = { origin: gateway?.origin ?? '', log };
  const [oneMinute] = loadavg();
  console.log(
    `# Cairn bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
      `${cpus().length} cores, load average ${oneMinute?.toFixed(1)}, Node ${process.version}\n` +
      'KB = 1,024 bytes; budgets are upper bounds (lower bounds for scores).\n',
  );
  try {
    for (const section of sections) {
      const figures: Figure[] = [];
      for (const measure of section.measures) {
        try {
          figures.push(...(await measure(context)));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          figures.push({ name: measure.name, value: null, unit: '', note: `failed: ${message}` });
        }
      }
      console.log(formatSection(section.title, figures));
    }
  } finally {
    await gateway?.stop();
  }
}

await run();
