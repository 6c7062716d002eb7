// npm 11 leaves out of package-lock.json the optional platform packages of other systems when they
// declare `libc` (Biome's and Rollup's native binaries), and `npm ci` then refuses that same lock
// as out of sync (npm/cli#4828, #8320). This adds the missing entries (name, pinned version,
// optional) so `npm ci` accepts the lock; npm still installs only the one matching the platform.
// Run after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const missing = new Map();
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    const nested = `${base}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    missing.set(hoisted, { name, range, dev: entry.dev === true });
  }
}

if (missing.size === 0) {
  console.log('complete-lockfile: nothing missing');
  process.exit(0);
}

for (const [path, { name, range, dev }] of missing) {
  // The registry this project installs from may not carry other platforms' binaries at all, so
  // the entry says only what the parent pinned: npm skips an optional package it cannot install.
  const version = /^\d+\.\d+\.\d+/.test(range) ? range : range.replace(/^[\^~>=<\s]+/, '');
  packages[path] = { version, ...(dev ? { dev: true } : {}), optional: true };
  console.log(`complete-lockfile: added ${name}@${version}`);
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${missing.size} entries added`);
