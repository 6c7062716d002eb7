// Marks the module-level values of a built package as pure, so a consumer's bundler keeps only
// what it uses even from a module it uses part of. The packages declare `"sideEffects"`, which lets
// a bundler drop a whole unused module, but inside a used one it keeps each top-level initializer
// it cannot prove free of effects: a template literal naming an imported constant
// (`` `… ${PRODUCT_NAME} …` ``), a call (`z.object(…)`, `range(…)`, `createContext()`), an object
// holding either. Each such initializer becomes `/* @__PURE__ */ (() => (init))()`: evaluated at
// the same place and in the same order, dropped by esbuild, Rollup, rolldown and webpack when the
// name is unused. Only `const`/`let`/`var` initializers are marked, never statements: the one
// module run for its effect (the api-client's `zodJitless`) does its work in statements, and no
// declared value is made for an effect. `check-packages.mjs` compares the marked domain's exports
// with its sources' and checks that one export bundles alone. Source maps keep pointing at the
// sources. Usage: mark-pure.mjs DIR (after the build wrote DIR's `.js` files).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import remapping from '@jridgewell/remapping';
import { parse } from 'acorn';
import MagicString from 'magic-string';

const root = process.argv[2];
if (!root) throw new Error('usage: mark-pure.mjs DIR');

/**
 * Initializers with nothing to mark: literals, functions and classes. Arrays and objects are
 * marked too, even of literals only: esbuild keeps such a value when it is unused but its module
 * is shared between chunks (measured: 0.4 KB gzip of the kit's own code in `npm run size`).
 */
const isPlain = (node) =>
  node.type === 'Literal' ||
  node.type === 'ArrowFunctionExpression' ||
  node.type === 'FunctionExpression' ||
  node.type === 'ClassExpression' ||
  (node.type === 'TemplateLiteral' && node.expressions.length === 0);

/** The declarations at a module's top level, exported or not. */
const declarations = (program) =>
  program.body.flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    return declaration?.type === 'VariableDeclaration' ? declaration.declarations : [];
  });

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.js')) files.push(path);
  }
};
walk(root);

let wrapped = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const code = new MagicString(text);
  let count = 0;
  for (const { init } of declarations(parse(text, { ecmaVersion: 'latest', sourceType: 'module' }))) {
    // A bare name is an alias the bundler follows: nothing to mark.
    if (init === null || init === undefined || init.type === 'Identifier' || isPlain(init)) continue;
    code.prependLeft(init.start, '/* @__PURE__ */ (() => (');
    code.appendRight(init.end, '))()');
    count += 1;
  }
  if (count === 0) continue;
  wrapped += count;
  writeFileSync(file, code.toString());
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const step = code.generateMap({ hires: true, source: basename(file), file: basename(file) });
    const original = JSON.parse(readFileSync(mapFile, 'utf8'));
    // The new map goes from the marked file to the built one, then on through the build's map.
    const map = remapping(step.toString(), (source) => (source === basename(file) ? original : null));
    writeFileSync(mapFile, map.toString());
  }
}
console.log(`mark-pure: ${root}: ${wrapped} module-level values marked pure in ${files.length} files`);
