// Initial load per app, read from the build: the JavaScript and CSS that each app's index.html
// loads before first paint (its scripts, modulepreloads and stylesheets), gzipped.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { APPS, type App, CSS_BUDGET_KB, distDir, JS_BUDGET_KB } from './apps';
import { type Figure, fileCount, KB } from './report';

/** The gzip size of a body, as a server compressing at the default level sends it. */
export const gzipKb = (body: Uint8Array) => gzipSync(body).length / KB;

/** The asset URLs an index.html loads up front, as paths. */
export function initialAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    if (tag.startsWith('<script')) {
      const src = attribute('src');
      if (src) scripts.push(src);
    } else if (attribute('rel') === 'modulepreload') {
      const href = attribute('href');
      if (href) scripts.push(href);
    } else if (attribute('rel') === 'stylesheet') {
      const href = attribute('href');
      if (href) styles.push(href);
    }
  }
  return { scripts, styles };
}

/** An app's asset path (`/app/<name>/…`) as a file of its build. */
const fileOf = (app: App, path: string) => `${distDir(app)}/${path.replace(`/app/${app}/`, '')}`;

const sizeOf = (app: App, paths: readonly string[]) =>
  paths.reduce((total, path) => total + gzipKb(readFileSync(fileOf(app, path))), 0);

/** Initial JS and CSS (gzip) of every app's index.html. */
export async function initialLoadPerApp(): Promise<Figure[]> {
  return APPS.flatMap((app): Figure[] => {
    const { scripts, styles } = initialAssets(readFileSync(`${distDir(app)}/index.html`, 'utf8'));
    return [
      {
        name: `${app}: JS`,
        value: sizeOf(app, scripts),
        unit: 'KB',
        budget: JS_BUDGET_KB[app],
        note: fileCount(scripts.length),
      },
      {
        name: `${app}: CSS`,
        value: sizeOf(app, styles),
        unit: 'KB',
        budget: CSS_BUDGET_KB,
        note: fileCount(styles.length),
      },
    ];
  });
}
