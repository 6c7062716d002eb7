// `npm start`: builds what serving needs, then starts the sandbox (gateway + API stand-in). The
// apps compile the workspace packages from their sources, so only the three apps are built (not
// the packages' tsup/tsc output); a build whose inputs have not changed since it was made (a
// content hash of every file it reads, kept beside each app's dist) is reused.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const APPS = ['onboarding', 'customer', 'admin'];
/** What an app's build reads: its own folder and the packages' sources it compiles. */
const SHARED = [
  'packages/domain/src',
  'packages/api-client/src',
  'packages/ui/src',
  'packages/app-shell/src',
  'config',
  'package-lock.json',
];
const SKIP = new Set(['node_modules', 'dist', '.turbo']);
const isTest = (name) => /\.(test|stories|bench)\.tsx?$/.test(name);

function addTree(hash, path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (!SKIP.has(name) && !isTest(name)) addTree(hash, join(path, name));
    }
  } else {
    hash.update(path);
    hash.update(readFileSync(path));
  }
}

function inputsHash(app) {
  const hash = createHash('sha256');
  for (const path of [`apps/${app}`, ...SHARED]) addTree(hash, path);
  return hash.digest('hex');
}

// Outside dist (the gateway serves dist) and outside git.
const STAMPS = 'node_modules/.cache/cairn-start';
mkdirSync(STAMPS, { recursive: true });
const stamp = (app) => `${STAMPS}/${app}.hash`;
const stale = APPS.map((app) => ({ app, hash: inputsHash(app) })).filter(
  ({ app, hash }) => !existsSync(stamp(app)) || readFileSync(stamp(app), 'utf8') !== hash,
);
if (stale.length === 0) console.log('Apps unchanged since their last build: reusing it.');
for (const { app, hash } of stale) {
  console.log(`Building the ${app} app…`);
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', `@cairn/${app}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp(app), hash);
}

const server = spawn(
  process.execPath,
  ['--conditions=@cairn/source', '--import', 'tsx', 'packages/sandbox/src/main.ts'],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (code) => process.exit(code ?? 0));
