// The kit's one way to say words (issue 26), kept: every kit component takes its words through a
// `messages` prop typed `Partial<<Component>Messages>` with English defaults in the kit. This check
// fails when
// - a kit source file declares a `texts` prop (`texts?:` or `texts:` in a props type), or a
//   `<Component>Texts` type for a component of the barrel;
// - the domain exports a type named after a kit component (`<Component>Texts`,
//   `<Component>Messages`), the names of the kit's components read from its barrel.
// Run from the repository root: `node scripts/check-kit-words.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const repo = new URL('../', import.meta.url).pathname;
const uiSrc = join(repo, 'packages/ui/src');
const domainSrc = join(repo, 'packages/domain/src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

// The barrel's component names: the capitalised values it exports (types and variant arrays aside).
const barrel = readFileSync(join(uiSrc, 'index.ts'), 'utf8').replace(/\/\/[^\n]*/g, '');
const components = new Set();
for (const [, names] of barrel.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
  for (const raw of names.split(',')) {
    const name = raw.trim();
    if (/^[A-Z][A-Za-z0-9]*$/.test(name)) components.add(name);
  }
}
if (components.size < 50) {
  console.error(`check-kit-words: read only ${components.size} components from the kit's barrel`);
  process.exit(1);
}

const problems = [];
for (const file of sourceFiles(uiSrc)) {
  const text = readFileSync(file, 'utf8');
  const where = relative(repo, file);
  for (const match of text.matchAll(/^\s+texts\??:/gm)) {
    const line = text.slice(0, match.index).split('\n').length + 1;
    problems.push(`${where}:${line}: a \`texts\` prop; take words through \`messages\``);
  }
  for (const [, name] of text.matchAll(/export\s+(?:type|interface)\s+([A-Z][A-Za-z0-9]*)Texts\b/g)) {
    if (components.has(name)) problems.push(`${where}: \`${name}Texts\`; name it \`${name}Messages\``);
  }
}
for (const file of sourceFiles(domainSrc)) {
  const text = readFileSync(file, 'utf8');
  for (const [, name, kind] of text.matchAll(
    /export\s+(?:type|interface)\s+([A-Z][A-Za-z0-9]*?)(Texts|Messages)\b/g,
  )) {
    if (components.has(name)) {
      problems.push(
        `${relative(repo, file)}: the domain exports \`${name}${kind}\`, the words of the kit's ${name}: they belong in the kit`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(
    `check-kit-words: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `check-kit-words: no \`texts\` prop in the kit; the domain names none of its ${components.size} components`,
);
