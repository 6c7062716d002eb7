// Finishes @cairn/ui's build (see packages/ui/tsup.config.ts): keeps the bundled stylesheet as
// dist/styles.css, without esbuild's per-module labels, and drops the throwaway JS of that build
// and the per-module CSS files of the modules build. Run from packages/ui.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const bundled = 'dist/.styles/styles.css';
if (!existsSync(bundled)) {
  console.error(`finish-ui-build: ${bundled} was not produced by the build`);
  process.exit(1);
}
const labelled = readFileSync(bundled, 'utf8').replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, '');
// esbuild labels each vanilla-extract module with its virtual path and base64 source: noise.
const LABEL = /\/\* vanilla-extract-css-ns:([^?*]*)[^*]*\*\/\n?/g;
const css = labelled.replace(LABEL, '');
writeFileSync('dist/styles.css', css);

// The opt-out of the page-wide rules: `reset.css` holds the rules of src/theme/global.css.ts that
// style the consumer's page as a whole (`*` box sizing and reduced motion, `html`, `body`,
// headings, paragraphs, tables, links); `components.css` is everything else: the font, the tokens
// of both colour modes, the focus ring (`:focus-visible`, forced colours), the motion tokens' zero
// under reduced motion, and the components. `styles.css` = reset.css + components.css, as before.
const PAGE_SELECTOR = /^(\*(::before|::after)?|html|body|h[1-6]|p|table|a)$/;
/** Top-level blocks of a stylesheet: `prelude { body }` each, braces balanced. */
const blocksOf = (text) => {
  const blocks = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) {
        const block = text.slice(start, index + 1).trim();
        const open = block.indexOf('{');
        blocks.push({ prelude: block.slice(0, open).trim(), body: block.slice(open + 1, -1), text: block });
        start = index + 1;
      }
    }
  }
  return blocks;
};
const isPageRule = (prelude) => prelude.split(',').every((selector) => PAGE_SELECTOR.test(selector.trim()));
const sections = labelled.split(LABEL);
// split() with one capture group: [before, path, text, path, text, ...].
const reset = [];
const components = [sections[0]];
for (let index = 1; index < sections.length; index += 2) {
  const [path, text] = [sections[index], sections[index + 1] ?? ''];
  if (!path.endsWith('src/theme/global.css.ts.vanilla.css')) {
    components.push(text);
    continue;
  }
  for (const block of blocksOf(text)) {
    if (!block.prelude.startsWith('@')) {
      (isPageRule(block.prelude) ? reset : components).push(`${block.text}\n`);
      continue;
    }
    const inner = blocksOf(block.body);
    const page = inner.filter((rule) => isPageRule(rule.prelude));
    const rest = inner.filter((rule) => !isPageRule(rule.prelude));
    const wrap = (rules) => `${block.prelude} {\n${rules.map((rule) => `  ${rule.text}`).join('\n')}\n}\n`;
    if (page.length > 0) reset.push(wrap(page));
    if (rest.length > 0) components.push(wrap(rest));
  }
}
const resetCss = reset.join('');
const componentsCss = components.join('');
if (!resetCss.includes('box-sizing') || !componentsCss.includes(':focus-visible')) {
  console.error('finish-ui-build: the reset split found no reset (src/theme/global.css.ts moved?)');
  process.exit(1);
}
writeFileSync('dist/reset.css', resetCss);
writeFileSync('dist/components.css', componentsCss);
// `@cairn/ui/theme` of the published build: the stylesheet, whose first rules are the theme (the
// per-module CSS the source entry imports is not shipped).
writeFileSync('dist/theme.js', "import './styles.css';\n");
rmSync('dist/.styles', { recursive: true, force: true });

let dropped = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (
      (path.endsWith('.css') || path.endsWith('.css.map')) &&
      ![join('dist', 'styles.css'), join('dist', 'reset.css'), join('dist', 'components.css')].includes(path)
    ) {
      rmSync(path);
      dropped += 1;
    }
  }
};
walk('dist');
console.log(
  `finish-ui-build: dist/styles.css (${css.length} bytes); dropped ${dropped} per-module CSS files`,
);
