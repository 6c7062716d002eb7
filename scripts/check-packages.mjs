// Checks what other teams install: each published package's build with publint (package.json,
// exports, files) and @arethetypeswrong/cli (types resolve for every ESM consumer), and that the
// builds' module-level values marked pure (scripts/mark-pure.mjs) are the sources' values and are
// dropped when unused. Needs `npm run build:packages` first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { build } from 'esbuild';

/** The published packages, and entry points that are files rather than modules (no types). */
const PACKAGES = [
  { dir: 'packages/domain', files: [] },
  { dir: 'packages/api-client', files: [] },
  {
    dir: 'packages/ui',
    files: ['styles.css', 'reset.css', 'components.css', 'favicon.svg', 'color-mode.js'],
  },
];
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

let failed = 0;
for (const { dir, files } of PACKAGES) {
  if (!existsSync(`${dir}/dist/index.js`) || !existsSync(`${dir}/dist/index.d.ts`)) {
    console.error(`check-packages: ${dir} is not built (run npm run build:packages)`);
    failed += 1;
    continue;
  }
  // The shipped declarations cite no section of the product spec (scripts/strip-spec-refs.mjs).
  const citations = spawnSync(
    'node',
    [new URL('./strip-spec-refs.mjs', import.meta.url).pathname, 'dist', '--check'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  if (citations.status === 0) console.log(`check-packages: ${dir}: no spec citation in the declarations`);
  else {
    failed += 1;
    console.error(`check-packages: ${dir}: ${citations.stdout}${citations.stderr}`);
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

/** What a value is, comparable between two loads: data as is, functions by arity, the rest by kind. */
const shape = (value, seen = new Set()) => {
  if (typeof value === 'function') return `function/${value.length}`;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  if (value instanceof RegExp) return String(value);
  if (value instanceof Set) return ['Set', ...[...value].map((item) => shape(item, seen))];
  if (value instanceof Map) return ['Map', ...[...value].map((entry) => shape(entry, seen))];
  // A zod schema: compared by kind (its internals hold closures and caches).
  if ('_zod' in value) return `zod:${value._zod.def.type}`;
  if (Array.isArray(value)) return value.map((item) => shape(item, seen));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item, seen)]));
};

// The published domain evaluates to what its sources do: every export, marked pure or not.
const sourceBuild = 'packages/domain/.check-source.mjs';
try {
  await build({
    entryPoints: ['packages/domain/src/index.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile: sourceBuild,
    logLevel: 'silent',
  });
  const fromSource = await import(new URL(`../${sourceBuild}`, import.meta.url).href);
  const fromDist = await import(new URL('../packages/domain/dist/index.js', import.meta.url).href);
  const names = Object.keys(fromSource);
  const differing = names.filter(
    (name) => !isDeepStrictEqual(shape(fromSource[name]), shape(fromDist[name])),
  );
  if (differing.length > 0 || names.length !== Object.keys(fromDist).length) {
    failed += 1;
    console.error(
      `check-packages: packages/domain: dist differs from the sources in ${differing.join(', ')}`,
    );
  } else {
    console.log(`check-packages: packages/domain: dist evaluates like the sources (${names.length} exports)`);
  }
} finally {
  rmSync(sourceBuild, { force: true });
}

// A consumer that uses one export of a module gets nothing else of that module: here the sign-in
// errors of the message catalogue, beside the catalogue's other messages.
const oneExport = await build({
  stdin: {
    contents: "import { signInErrorMessages } from '@cairn/domain'; console.log(signInErrorMessages);",
    resolveDir: new URL('..', import.meta.url).pathname,
  },
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  logLevel: 'silent',
});
const bundled = oneExport.outputFiles[0].text;
const leftovers = ['Code is not matching.', 'a server error has occurred'].filter((text) =>
  bundled.includes(text),
);
if (!bundled.includes('Password and email do not match') || leftovers.length > 0) {
  failed += 1;
  console.error(`check-packages: packages/domain: one export keeps its module's other values: ${leftovers}`);
} else {
  console.log('check-packages: packages/domain: one export of a module bundles alone');
}

// @cairn/ui's per-component entry points (scripts/ui-subpaths.mjs): generated from the barrel and
// current; each resolves through the package's exports, loads, and exports what the barrel does
// for it; one component's entry bundles alone (nothing of another component's module).
const subpaths = spawnSync('node', [new URL('./ui-subpaths.mjs', import.meta.url).pathname, '--check'], {
  encoding: 'utf8',
});
if (subpaths.status !== 0) {
  failed += 1;
  console.error(`check-packages: packages/ui: ${subpaths.stdout}${subpaths.stderr}`);
} else {
  const barrel = await import('@cairn/ui');
  const uiPackage = JSON.parse(readFileSync('packages/ui/package.json', 'utf8'));
  const names = Object.keys(uiPackage.exports).filter((key) => /^\.\/[A-Z]/.test(key));
  const broken = [];
  for (const key of names) {
    try {
      const entry = await import(`@cairn/ui/${key.slice(2)}`);
      const foreign = Object.keys(entry).filter((name) => barrel[name] !== entry[name]);
      if (Object.keys(entry).length === 0 || foreign.length > 0)
        broken.push(`${key} (${foreign.join(', ')})`);
    } catch (error) {
      broken.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (broken.length > 0) {
    failed += 1;
    console.error(
      `check-packages: packages/ui: subpaths that do not load as the barrel's: ${broken.join('; ')}`,
    );
  } else {
    console.log(
      `check-packages: packages/ui: ${names.length} component subpaths resolve and match the barrel`,
    );
  }
  // Button alone: its bundle holds none of another component's words or libraries.
  const alone = await build({
    stdin: {
      contents: "import { Button } from '@cairn/ui/Button'; console.log(Button);",
      resolveDir: new URL('..', import.meta.url).pathname,
    },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'silent',
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-aria-components',
      '@vanilla-extract/*',
      'lucide-react',
    ],
    loader: { '.css': 'empty' },
  });
  const code = alone.outputFiles[0].text;
  const others = ['echarts', 'react-hook-form', 'Short-term', 'Verification code', 'Cost Basis'].filter(
    (text) => code.includes(text),
  );
  if (others.length > 0) {
    failed += 1;
    console.error(
      `check-packages: packages/ui: @cairn/ui/Button bundles more than Button: ${others.join(', ')}`,
    );
  } else {
    console.log(
      `check-packages: packages/ui: @cairn/ui/Button bundles alone (${code.length} bytes minified)`,
    );
  }
}
if (failed > 0) process.exit(1);
