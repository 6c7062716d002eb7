// Type-checks the root tooling and every workspace with its own tsconfig, so each package keeps its
// own libs (the domain has no DOM). Two tsc processes at a time (tsc uses one core; beside it in
// npm test's stage 2 the packed-kit check spends its first 24 s in `npm install`, waiting on the
// disk), each project's output printed whole when it ends; fails if any project fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const tsc = new URL('../node_modules/.bin/tsc', import.meta.url).pathname;
// The apps and the kit first: they check the most source (the packages' sources through
// `@cairn/source`), so the short ones fill in at the end.
const projects = [
  'apps/customer',
  'packages/ui',
  'apps/onboarding',
  'apps/admin',
  '.',
  'packages/sandbox',
  'packages/app-shell',
  'packages/api-client',
  'packages/domain',
];
const parallel = Math.min(2, availableParallelism());

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) console.error(`typecheck: ${project} failed`);
      resolve(status === 0);
    });
  });
}

const queue = [...projects];
let failed = 0;
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift())
      if (!(await check(project))) failed += 1;
  }),
);
if (failed > 0) process.exit(1);
console.log(`typecheck: ${projects.length} projects clean`);
