// Where an app's first-paint JavaScript comes from: the gzip bytes of the scripts and module
// preloads its built index.html loads, shared out among the original sources by the build's hidden
// source maps (each chunk's gzip size split in proportion to the minified bytes each source
// produced). Needs a build (`npm run build`). Usage:
//   node scripts/size-sources.mjs <onboarding|customer|admin> [--by package|file] [--top N]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';

const root = new URL('..', import.meta.url).pathname;
const [app, ...rest] = process.argv.slice(2);
const option = (name, fallback) => {
  const at = rest.indexOf(`--${name}`);
  return at >= 0 && rest[at + 1] !== undefined ? rest[at + 1] : fallback;
};
const by = option('by', 'package');
const top = Number(option('top', '30'));
if (!['onboarding', 'customer', 'admin'].includes(app ?? '') || !['package', 'file'].includes(by)) {
  console.error(
    'usage: node scripts/size-sources.mjs <onboarding|customer|admin> [--by package|file] [--top N]',
  );
  process.exit(2);
}
const dist = `${root}apps/${app}/dist`;
const KB = 1024;

/** The scripts and module preloads of index.html, as files of the build (like the bench counts them). */
const html = readFileSync(`${dist}/index.html`, 'utf8');
const files = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => tag.startsWith('<script') || /\srel="modulepreload"/.test(tag))
  .map((tag) => tag.match(/\s(?:src|href)="\/app\/[a-z]+\/([^"]+)"/)?.[1])
  .filter((file) => file !== undefined);

/** A source path as a package (`react-dom`, `packages/ui`, `src`) or as itself. */
function groupOf(source) {
  const path = source.replace(/^(\.\.\/)+/, '');
  if (by === 'file') return path;
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = path.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
  }
  const workspace = path.match(/^(packages|apps)\/([^/]+)\//);
  if (workspace) return `${workspace[1]}/${workspace[2]}`;
  return path.startsWith('src/') ? `apps/${app} (src)` : path;
}

/** Minified characters per source of one chunk, from its source map. */
function charactersBySource(code, mapFile) {
  const counts = new Map();
  const add = (source, n) => counts.set(source, (counts.get(source) ?? 0) + n);
  if (!existsSync(mapFile)) {
    add('(no source map)', code.length);
    return counts;
  }
  const map = new TraceMap(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  decodedMappings(map).forEach((segments, line) => {
    let start = 0;
    let source = '(unmapped)';
    for (const segment of segments) {
      if (segment[0] > start) add(source, segment[0] - start);
      start = segment[0];
      source = segment.length > 1 ? (map.sources[segment[1]] ?? '(unmapped)') : '(unmapped)';
    }
    add(source, (lines[line]?.length ?? 0) + 1 - start);
  });
  return counts;
}

const totals = new Map();
let total = 0;
console.log(`${app}: what index.html loads before first paint (gzip)`);
for (const file of files) {
  const code = readFileSync(`${dist}/${file}`, 'utf8');
  const gzip = gzipSync(code).length;
  total += gzip;
  console.log(`  ${(gzip / KB).toFixed(1).padStart(7)} KB  ${file}`);
  for (const [source, characters] of charactersBySource(code, `${dist}/${file}.map`)) {
    const group = groupOf(source);
    totals.set(group, (totals.get(group) ?? 0) + (gzip * characters) / code.length);
  }
}
console.log(`  ${(total / KB).toFixed(1).padStart(7)} KB  in all\n\nby ${by} (largest ${top}):`);
for (const [group, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`  ${(bytes / KB).toFixed(1).padStart(7)} KB  ${group}`);
}
