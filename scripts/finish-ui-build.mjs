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
const css = readFileSync(bundled, 'utf8')
  .replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, '')
  // esbuild labels each vanilla-extract module with its virtual path and base64 source: noise.
  .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '');
writeFileSync('dist/styles.css', css);
// `@cairn/ui/theme` of the published build: the stylesheet, whose first rules are the theme (the
// per-module CSS the source entry imports is not shipped).
writeFileSync('dist/theme.js', "import './styles.css';\n");
rmSync('dist/.styles', { recursive: true, force: true });

let dropped = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if ((path.endsWith('.css') || path.endsWith('.css.map')) && path !== join('dist', 'styles.css')) {
      rmSync(path);
      dropped += 1;
    }
  }
};
walk('dist');
console.log(
  `finish-ui-build: dist/styles.css (${css.length} bytes); dropped ${dropped} per-module CSS files`,
);
