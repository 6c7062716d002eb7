// tsup names the extracted stylesheet after the entry (index.css); the kit publishes it as
// styles.css. Also drops the stale sourcemap comment and esbuild's per-module labels. Usage: rename-css.mjs FROM TO
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const [from, to] = process.argv.slice(2);
if (!from || !to) throw new Error('usage: rename-css.mjs FROM TO');
if (!existsSync(from)) {
  console.error(`rename-css: ${from} was not produced by the build`);
  process.exit(1);
}
const css = readFileSync(from, 'utf8')
  .replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, '')
  // esbuild labels each vanilla-extract module with its virtual path and base64 source: noise.
  .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '');
writeFileSync(to, css);
rmSync(from);
// The labels removed above shift lines, so the CSS map would lie: drop it.
if (existsSync(`${from}.map`)) rmSync(`${from}.map`);
console.log(`rename-css: ${to} (${css.length} bytes)`);
