// Size budgets of the published kit, measured on its build (packages/ui/dist), the way an app
// would bundle it: esbuild, minified, tree-shaken, production React. Prints the figures and the
// budgets; exits 1 only when a budget is exceeded (sizes do not depend on the machine's load, unlike
// timings; the kit's build varies by up to about 0.2 KB between runs: see docs/decisions.md).
// Needs `npm run build:packages` first. `--analyze` also prints, for the component lines and the
// kit's own code, which modules the page's chunks hold (esbuild's metafile analysis).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { analyzeMetafile, build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'cairn-size-'));
const KB = 1024;
const analyze = process.argv.includes('--analyze');

/** Third-party libraries the kit builds on, left out when measuring the kit's own code. */
const THIRD_PARTY = [
  'react-aria-components',
  'react-aria',
  'react-stately',
  '@react-aria/*',
  '@react-stately/*',
  '@internationalized/*',
  'zod',
  'react-hook-form',
  '@hookform/*',
  'echarts',
  'echarts/*',
  'echarts-for-react',
  'echarts-for-react/*',
  '@vanilla-extract/*',
  'big.js',
  'clsx',
  // The icon set (issue 10 replaced the kit's hand-drawn SVGs with it): its share is printed apart.
  'lucide-react',
];

/**
 * Bundles `source` as an app entry; returns gzip sizes of what loads with the page (the entry chunk
 * and the chunks it imports statically) and of what loads on demand (chunks behind `import()`).
 * esbuild makes a chunk for every dynamic import it meets, even in code it then drops (the kit's
 * lazy chart), and moves modules the two share (React) into a chunk of their own: counting the
 * entry file alone would leave React out of a component's line.
 */
async function measure(name, source, { external = [] } = {}) {
  const entry = join(work, `${name}.jsx`);
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: join(work, name),
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [join(root, 'node_modules')],
    logLevel: 'silent',
    metafile: true,
    external,
  });
  // Metafile paths are relative to the working directory; output files carry absolute paths.
  const outputs = result.metafile.outputs;
  const eager = new Set();
  const visit = (output) => {
    if (outputs[output] === undefined || eager.has(resolve(output))) return;
    eager.add(resolve(output));
    for (const imported of outputs[output].imports)
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(Object.keys(outputs).find((output) => output.endsWith(`/${name}.js`)));
  let main = 0;
  let lazy = 0;
  for (const file of result.outputFiles) {
    if (!file.path.endsWith('.js')) continue;
    const size = gzipSync(file.contents, { level: 9 }).length;
    if (eager.has(file.path)) main += size;
    else lazy += size;
  }
  if (analyze && name !== 'baseline') {
    const eagerOnly = Object.fromEntries(
      Object.entries(outputs).filter(([output]) => eager.has(resolve(output))),
    );
    console.log(`size-budget: ${name}, what loads with the page (minified, before gzip)`);
    console.log(await analyzeMetafile({ inputs: result.metafile.inputs, outputs: eagerOnly }));
  }
  return { main, lazy };
}

const mount = (element) => `
import { createRoot } from 'react-dom/client';
${element.imports}
createRoot(document.getElementById('root')).render(${element.render});
`;

const baseline = await measure('baseline', mount({ imports: '', render: '<div />' }));
const cairnCode = await measure(
  'cairn-verification-code',
  mount({
    imports: `import { VerificationCode } from '@cairn/ui';`,
    render: `<VerificationCode label="Code" onComplete={() => {}} />`,
  }),
);
// One component each from the kit's three kinds (react-aria control, field, plain markup): with
// tree-shaking working, each costs what it uses, not the kit.
const singles = [
  ['Button', `<Button>Save</Button>`],
  ['TextField', `<TextField label="City" />`],
  ['Badge', `<Badge tone="info">New</Badge>`],
];
const singleCosts = [];
for (const [component, render] of singles) {
  const cost = await measure(
    `cairn-${component}`,
    mount({ imports: `import { ${component} } from '@cairn/ui';`, render }),
  );
  singleCosts.push([`+ ${component} from @cairn/ui`, cost.main - baseline.main, null]);
}
const inputOtp = await measure(
  'input-otp',
  mount({
    imports: `import { OTPInput } from 'input-otp';`,
    render: `<OTPInput maxLength={6} render={({ slots }) => slots.map((s, i) => <span key={i}>{s.char}</span>)} />`,
  }),
);
// The whole kit: every value the barrel exports, each imported by name and kept alive, as an app
// would use them. (A namespace import, `import * as kit`, would also count the namespace object
// the bundler builds for it, a getter and the name as a string per export: 1.4 KB gzip of no app's
// code.)
const barrel = parse(readFileSync(join(root, 'packages/ui/dist/index.js'), 'utf8'), {
  ecmaVersion: 'latest',
  sourceType: 'module',
});
const exported = barrel.body
  .filter((statement) => statement.type === 'ExportNamedDeclaration')
  .flatMap((statement) => statement.specifiers.map((specifier) => specifier.exported.name))
  .join(', ');
const everyExport = {
  imports: `import { ${exported} } from '@cairn/ui';\nglobalThis.kit = [${exported}];`,
  render: '<div />',
};
const kit = await measure('whole-kit', mount(everyExport));
const kitOwn = await measure('whole-kit-own-code', mount(everyExport), { external: THIRD_PARTY });
const kitOwnWithIcons = await measure('whole-kit-own-code-and-icons', mount(everyExport), {
  external: THIRD_PARTY.filter((name) => name !== 'lucide-react'),
});
const css = gzipSync(readFileSync(join(root, 'packages/ui/dist/styles.css')), { level: 9 }).length;

const inputOtpCost = inputOtp.main - baseline.main;
const rows = [
  ['React + ReactDOM (baseline)', baseline.main, null],
  // One input painted as boxes, like input-otp: it may cost at most half as much again.
  ['+ VerificationCode from @cairn/ui', cairnCode.main - baseline.main, Math.floor(1.5 * inputOtpCost)],
  ['+ OTPInput from input-otp (comparison)', inputOtpCost, null],
  ...singleCosts,
  ['whole kit without charts: its own code', kitOwn.main - baseline.main, 60 * KB],
  ['  + the lucide-react icons it draws', kitOwnWithIcons.main - kitOwn.main, null],
  ['whole kit without charts: with react-aria, zod, RHF', kit.main - baseline.main, null],
  ['chart chunks (loaded on demand)', kit.lazy, null],
  ['@cairn/ui/styles.css', css, null],
];
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log('size-budget: gzip sizes (esbuild, minified, production)');
let over = 0;
for (const [label, bytes, budget] of rows) {
  const verdict =
    budget === null ? '' : bytes <= budget ? `  within ${fmt(budget)}` : `  OVER ${fmt(budget)}`;
  if (budget !== null && bytes > budget) over += 1;
  console.log(`  ${label.padEnd(52)} ${fmt(bytes).padStart(9)}${verdict}`);
}
rmSync(work, { recursive: true, force: true });
if (over > 0) {
  console.error(`size-budget: ${over} budget(s) exceeded`);
  process.exit(1);
}
