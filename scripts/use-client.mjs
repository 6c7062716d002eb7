// Puts the `'use client'` directive first in each built module of DIR that needs the browser's
// React: one that imports React's client APIs or a client library (react-aria-components,
// react-hook-form, swr, echarts-for-react, lucide-react), calls a hook or makes a context. esbuild
// drops module directives when it bundles, and the sources do not carry them: here is the one
// place that decides. Modules of data only (variant arrays, class names, texts, the barrel's
// re-exports) stay server modules, so a React Server Component reads their values directly and
// gets client references for the components. Source maps shift by the added line.
// Usage: use-client.mjs DIR (after the build wrote DIR's `.js` files).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2];
if (!root) throw new Error('usage: use-client.mjs DIR');

const CLIENT_LIBRARIES =
  /\bfrom\s*['"](react|react-dom|react-dom\/client|react-aria-components|react-aria|react-stately|react-hook-form|@hookform\/[^'"]+|swr|swr\/[^'"]+|echarts-for-react[^'"]*|lucide-react)['"]/;
const CLIENT_CODE =
  /\b(use[A-Z]\w*|createContext|forwardRef|Component)\s*[(<]|\bclass\s+\w+\s+extends\s+\w*Component\b/;
const DIRECTIVE = /^\s*['"]use client['"]/;

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.js')) files.push(path);
  }
};
walk(root);

let marked = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  if (DIRECTIVE.test(text)) {
    marked += 1;
    continue;
  }
  if (!CLIENT_LIBRARIES.test(text) && !CLIENT_CODE.test(text)) continue;
  writeFileSync(file, `'use client';\n${text}`);
  marked += 1;
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
  }
}
console.log(`use-client: ${marked} of ${files.length} modules in ${root} are client modules`);
