// The sources import extensionless relative paths ('./money'), which resolve under
// `moduleResolution: bundler` but not in Node's ESM or under node16/nodenext, where consumers need
// './money/index.js'. This rewrites every relative specifier in DIR's emitted `.js` modules and
// `.d.ts` declarations to the file it names. (TypeScript 7 has no JS API, so declaration bundlers
// are not an option.) Usage: fix-esm-extensions.mjs DIR
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = process.argv[2];
if (!root) throw new Error('usage: fix-dts-extensions.mjs DIR');

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.d.ts') || path.endsWith('.js')) files.push(path);
  }
};
walk(root);

// './x', '../x', and the bare '.' or '..' tsc writes for a parent folder's index.
const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;
let rewritten = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(specifier, (match, lead, quote, spec) => {
    const base = join(dirname(file), spec);
    // A stylesheet that exists as named (not a vanilla-extract `.css.ts` module) is complete.
    if (/\.(js|mjs|json)$/.test(spec) || (spec.endsWith('.css') && existsSync(base))) return match;
    const emitted = file.endsWith('.d.ts') ? '.d.ts' : '.js';
    let target;
    if (spec !== '.' && spec !== '..' && existsSync(`${base}${emitted}`)) target = `${spec}.js`;
    else if (existsSync(join(base, `index${emitted}`))) target = `${spec}/index.js`;
    else throw new Error(`${file}: cannot resolve '${spec}'`);
    rewritten += 1;
    return `${lead}${quote}${target}${quote}`;
  });
  if (next !== text) writeFileSync(file, next);
}
console.log(`fix-esm-extensions: ${rewritten} specifiers in ${files.length} files`);
