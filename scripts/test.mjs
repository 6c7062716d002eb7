// `npm test`: everything CI runs, stage by stage, stopping after the first stage with a failing step. Ends with one
// plain line counting the tests run: "Tests: N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestJson = (name) => [
  `--reporter=default`,
  `--reporter=json`,
  `--outputFile.json=${reports}/${name}.json`,
];

const step = (name, cmd, extra = {}) => ({ name, cmd, ...extra });

/**
 * Stages run in order; the lanes of a stage run at the same time (each lane's steps in order), so a
 * single-threaded step (tsc, a build) shares the two cores with another instead of leaving one idle.
 */
const stages = [
  [[step('browser', ['node', 'scripts/ensure-chromium.mjs'])]],
  // The packages' build and the packed-kit check (the stage's longest, 24 + 77 s in CI) in one lane;
  // typecheck (69 s) and the short checks in the other, with the package checks (34 s) last, once the
  // build they read has finished. Before, the build, both package checks and the short checks were
  // one lane of about 136 s beside typecheck alone.
  [
    [
      step('build packages', ['npm', 'run', '--silent', 'build:packages']),
      step('packed kit installed and rendered by a fresh app', ['node', 'scripts/pack-install-test.mjs']),
    ],
    [
      step('lint', ['npx', 'biome', 'ci', '.']),
      step('kit words: one convention', ['node', 'scripts/check-kit-words.mjs']),
      step('changesets', ['npx', 'changeset', 'status']),
      step('typecheck', ['node', 'scripts/typecheck.mjs']),
      step('package checks (publint, attw)', ['node', 'scripts/check-packages.mjs'], {
        after: 'build packages',
      }),
    ],
  ],
  // The kit's Chromium run waits on the browser much of the time: the apps' build and the Node test
  // projects run beside it (the kit's stage took 309 s, then the Node tests 68 s on their own). The
  // docs check stays in this stage: beside e2e it took 160 s instead of 47 (session 4's measure).
  [
    [
      step(
        'kit and apps in Chromium (component tests, stories with axe in dark and light)',
        [
          'npx',
          'vitest',
          'run',
          '--project',
          'ui',
          '--project',
          'storybook',
          // The apps' component tests: the same browser and Vite server, a few seconds more.
          '--project',
          'apps',
          // Three pages at once: two left a third of the cores idle (the browser waits on its own
          // events); measured 328 → 243 s beside the other lane.
          '--maxWorkers=3',
          ...vitestJson('browser'),
          '--reporter=./config/retry-reporter.ts',
        ],
        { report: 'browser' },
      ),
      // The domain's run (23 s) after it: the other lane was the longer one (279 vs 222 s in CI).
      step(
        'domain (unit, property, coverage)',
        ['npx', 'vitest', 'run', '--project', 'domain', '--coverage', ...vitestJson('domain')],
        { report: 'domain' },
      ),
    ],
    [
      step('build apps', ['npm', 'run', '--silent', 'build:apps']),
      step(
        'api-client, app-shell and sandbox',
        [
          'npx',
          'vitest',
          'run',
          '--project',
          'api-client',
          '--project',
          'app-shell',
          '--project',
          'sandbox',
          ...vitestJson('node'),
        ],
        { report: 'node' },
      ),
      // The kit's docs pages as a reader opens them: the static Storybook, then one Chromium page
      // through the MDX and foundations pages and a sample of component pages (axe in dark and
      // light), the opening page, Button's props table, the usage guidance of every page.
      step('build Storybook', ['npm', 'run', '--silent', 'build-storybook', '--', '--quiet']),
      step(
        'kit docs pages (axe in dark and light, props tables, usage guidance)',
        ['npx', 'playwright', 'test', '-c', 'config/playwright.docs.ts', '--reporter=list,json'],
        { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${reports}/docs.json` }, report: 'docs' },
      ),
    ],
  ],
  [
    [
      step('end-to-end through the gateway', ['npx', 'playwright', 'test', '--reporter=list,json'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
        report: 'e2e',
      }),
    ],
  ],
];

const env = {
  ...process.env,
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
let passed = 0;
let failed = 0;

function count(report) {
  const file = `${reports}/${report}.json`;
  if (!existsSync(file)) return;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (report === 'e2e' || report === 'docs') {
    const flaky = data.stats?.flaky ?? 0;
    passed += (data.stats?.expected ?? 0) + flaky;
    failed += data.stats?.unexpected ?? 0;
    if (flaky > 0) console.warn(`e2e: ${flaky} test(s) passed only on a retry (named as flaky above)`);
  } else {
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
  }
}

/**
 * Runs one step. Alone in its stage it writes straight to the terminal; beside another its output is
 * held and printed whole when it ends, so two steps' lines never interleave.
 */
function run(step, alone) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (alone) console.log(`\n▶ ${step.name}`);
    const [command, ...args] = step.cmd;
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...step.env },
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n▶ ${step.name}`);
        process.stdout.write(Buffer.concat(held));
      }
      if (step.report) count(step.report);
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (status === 0) console.log(`✓ ${step.name} (${seconds}s)`);
      else console.error(`\n✗ ${step.name} failed (${seconds}s)`);
      resolve(status ?? 1);
    });
  });
}

/**
 * Each step's exit status once it has run (or 1 when its lane stopped before it): a step with
 * `after: '<name>'` waits for that step of another lane of its stage, and does not run if it failed.
 */
const outcomes = new Map();
function outcome(name) {
  if (!outcomes.has(name)) {
    let settle;
    const status = new Promise((resolve) => {
      settle = resolve;
    });
    outcomes.set(name, { status, settle });
  }
  return outcomes.get(name);
}

async function runLane(lane, alone) {
  for (const [index, laneStep] of lane.entries()) {
    let status = laneStep.after === undefined ? 0 : await outcome(laneStep.after).status;
    if (status === 0) status = await run(laneStep, alone);
    outcome(laneStep.name).settle(status);
    if (status !== 0) {
      for (const skipped of lane.slice(index + 1)) outcome(skipped.name).settle(1);
      return status;
    }
  }
  return 0;
}

const started = Date.now();
for (const stage of stages) {
  const statuses = await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)));
  const status = statuses.find((code) => code !== 0);
  if (status !== undefined) {
    if (failed === 0) failed = 1;
    console.log(`Tests: ${passed} passed, ${failed} failed`);
    process.exit(status);
  }
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
