// Checks what other teams install: each published package's build with publint (package.json,
// exports, files) and @arethetypeswrong/cli (types resolve for every ESM consumer). Needs
// `npm run build:packages` first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The published packages, and entry points that are files rather than modules (no types). */
const PACKAGES = [
  { dir: 'packages/domain', files: [] },
  { dir: 'packages/api-client', files: [] },
  { dir: 'packages/ui', files: ['styles.css', 'favicon.svg', 'color-mode.js'] },
];
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

let failed = 0;
for (const { dir, files } of PACKAGES) {
  if (!existsSync(`${dir}/dist/index.js`) || !existsSync(`${dir}/dist/index.d.ts`)) {
    console.error(`check-packages: ${dir} is not built (run npm run build:packages)`);
    failed += 1;
    continue;
  }
  for (const [tool, args] of [
    ['publint', ['--strict']],
    // ESM-only packages: CommonJS `require` consumers are out of scope, every ESM resolution must work.
    [
      'attw',
      [
        '--pack',
        '.',
        '--profile',
        'esm-only',
        '--format',
        'table-flipped',
        ...(files.length > 0 ? ['--exclude-entrypoints', ...files] : []),
      ],
    ],
  ]) {
    const result = spawnSync(bin(tool), args, { cwd: dir, encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`.trim();
    if (result.status === 0) {
      console.log(`check-packages: ${dir}: ${tool} ok`);
    } else {
      failed += 1;
      console.error(`check-packages: ${dir}: ${tool} failed\n${output}`);
    }
  }
}
if (failed > 0) process.exit(1);
