// `npm test`: everything CI runs, in order, stopping at the first failing step. Ends with one
// plain line counting the tests run: "Tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestJson = (name) => [
  `--reporter=default`,
  `--reporter=json`,
  `--outputFile.json=${reports}/${name}.json`,
];

const steps = [
  { name: 'browser', cmd: ['node', 'scripts/ensure-chromium.mjs'] },
  { name: 'typecheck', cmd: ['node', 'scripts/typecheck.mjs'] },
  { name: 'lint', cmd: ['npx', 'biome', 'ci', '.'] },
  { name: 'changesets', cmd: ['npx', 'changeset', 'status'] },
  { name: 'build packages', cmd: ['npm', 'run', '--silent', 'build:packages'] },
  { name: 'package checks (publint, attw)', cmd: ['node', 'scripts/check-packages.mjs'] },
  {
    name: 'packed kit installed and rendered by a fresh app',
    cmd: ['node', 'scripts/pack-install-test.mjs'],
  },
  {
    name: 'domain (unit, property, coverage)',
    cmd: ['npx', 'vitest', 'run', '--project', 'domain', '--coverage', ...vitestJson('domain')],
    report: 'domain',
  },
  {
    name: 'api-client and sandbox',
    cmd: ['npx', 'vitest', 'run', '--project', 'api-client', '--project', 'sandbox', ...vitestJson('node')],
    report: 'node',
  },
  {
    name: 'kit in Chromium (component tests, stories with axe in dark and light)',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'ui',
      '--project',
      'storybook',
      ...vitestJson('browser'),
      '--reporter=./config/retry-reporter.ts',
    ],
    report: 'browser',
  },
  { name: 'build apps', cmd: ['npm', 'run', '--silent', 'build:apps'] },
  {
    name: 'end-to-end through the gateway',
    cmd: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: 'e2e',
  },
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
  if (report === 'e2e') {
    const flaky = data.stats?.flaky ?? 0;
    passed += (data.stats?.expected ?? 0) + flaky;
    failed += data.stats?.unexpected ?? 0;
    if (flaky > 0) console.warn(`e2e: ${flaky} test(s) passed only on a retry (named as flaky above)`);
  } else {
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
  }
}

const started = Date.now();
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const [command, ...args] = step.cmd;
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...step.env } });
  if (step.report) count(step.report);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed (${seconds}s)`);
    if (failed === 0) failed = 1;
    console.log(`Tests: ${passed} passed, ${failed} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} (${seconds}s)`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
