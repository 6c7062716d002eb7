// The shipped declarations are read by other teams in their editors: they should explain the
// code, not cite the product spec's sections ("doc 1 §4"), a document consumers cannot open. This
// removes those citations from DIR's emitted `.d.ts` files (the sources keep them: they tie each
// rule to the spec for this project's engineers) and fails if any is left. A parenthetical that
// only cites goes whole; one that cites and then explains keeps its explanation.
// Usage: strip-spec-refs.mjs DIR [--check]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2];
const checkOnly = process.argv.includes('--check');
if (!root) throw new Error('usage: strip-spec-refs.mjs DIR [--check]');

// One citation: `doc 1 §4`, `doc 2 §3 "Deposit wallet"`, `doc 1 §2.6, §5`, `doc 1 §9, doc 3 §9`,
// `doc 2 Activity, §3 "Activity entry", §7`, `issue 16 §6`.
const NAME = String.raw`(?:[A-Z][\w']*(?: [A-Z][\w']*)*|rule \d+|payload fields),? `;
const SECTION = String.raw`(?:${NAME})?§[\w.]+(?: [A-Z][\w']*)*(?: ?"[^"]{0,80}")?`;
const REF = String.raw`(?:(?:the )?doc \d+|issue \d+)? ?${SECTION}(?:(?:,| and| or) (?:doc \d+ )?${SECTION})*`;
const rules = [
  // A citation broken over two comment lines: joined first.
  [/(doc \d+|,)\s*\n\s*\* (§)/g, '$1 $2'],
  [/(\(|doc )\s*\n\s*\* (\d+ §|doc \d+ §)/g, '$1$2'],
  [/(§[\w.]+)\s*\n\s*\* /g, '$1 '],
  // ` (doc 1 §4)` and ` (see doc 1 §4)`: the whole parenthetical.
  [new RegExp(String.raw` ?\((?:see |per |as in )?${REF}\)`, 'g'), ''],
  // `(doc 1 §5: every question answered)`: the explanation stays.
  [new RegExp(String.raw`\((?:see |per )?${REF}(?:[:;,] ?| (?=[a-z\x60]))`, 'g'), '('],
  // `(the old and new password, doc 1 §7)`: the trailing citation goes.
  [new RegExp(`[,;] (?:see |per )?${REF}(?=[);:])`, 'g'), ''],
  // Anything else: `per doc 2 §3`, a bare citation, a section sign left alone.
  [new RegExp(`(?:,? (?:see|per|in|of|from|by))? ${REF}`, 'g'), ''],
  [/\bdoc \d+'s\b/g, "the spec's"],
  [/\bdoc \d+ (?=[A-Z"])/g, ''],
  [/\(\s*\)/g, ''],
];
/** What must not remain: a section sign, or a citation of one of the spec's documents. */
const LEFT = /§|\bdoc \d+ [§A-Z"]|\bdoc \d+'s\b/;

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.d.ts')) files.push(path);
  }
};
walk(root);

let stripped = 0;
const left = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  let next = text;
  if (!checkOnly) {
    for (const [pattern, replacement] of rules) {
      stripped += next.match(pattern)?.length ?? 0;
      next = next.replace(pattern, replacement);
    }
    if (next !== text) writeFileSync(file, next);
  }
  next.split('\n').forEach((line, index) => {
    if (LEFT.test(line)) left.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}
if (left.length > 0) {
  console.error(
    `strip-spec-refs: ${left.length} spec citations left in ${root}:\n${left.slice(0, 40).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  checkOnly
    ? `strip-spec-refs: no spec citation in ${files.length} declaration files of ${root}`
    : `strip-spec-refs: ${stripped} spec citations removed from ${files.length} declaration files of ${root}`,
);
