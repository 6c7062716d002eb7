// Type-checks the root tooling and every workspace with its own tsconfig, so each package keeps its
// own libs (the domain has no DOM). Stops at the first failing project with tsc's own output.
import { spawnSync } from 'node:child_process';

const tsc = new URL('../node_modules/.bin/tsc', import.meta.url).pathname;
const projects = [
  '.',
  'packages/domain',
  'packages/api-client',
  'packages/ui',
  'packages/app-shell',
  'packages/sandbox',
  'apps/onboarding',
  'apps/customer',
  'apps/admin',
];
let failed = 0;
for (const project of projects) {
  const result = spawnSync(tsc, ['-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck: ${project} failed`);
  }
}
if (failed > 0) process.exit(1);
console.log(`typecheck: ${projects.length} projects clean`);
