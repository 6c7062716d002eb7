/**
 * The page-path part of `nginx.example.conf`, generated from the path table (which the route
 * manifest gives): each app's exact paths and prefixes serve its index.html. `npm run
 * nginx:example` rewrites the part between the markers; a test fails when the file is stale.
 */
import { PATH_TABLE, type PathTableEntry } from '@cairn/domain';

export const NGINX_PAGES_BEGIN =
  '    # BEGIN page paths: generated from the route manifest (npm run nginx:example)';
export const NGINX_PAGES_END = '    # END page paths';

/** One location serving an app's index.html, always revalidated. */
const location = (match: string, app: string) =>
  [
    `    location ${match} {`,
    '        add_header Cache-Control "no-cache";',
    '        include /etc/nginx/cairn/nginx.security-headers.conf;',
    `        try_files /${app}/index.html =500;`,
    '    }',
  ].join('\n');

/** A regex alternative of path segments: `x` or `(x|y)`. */
const alternatives = (paths: readonly string[]) => {
  const names = paths.map((path) => path.slice(1));
  return names.length === 1 ? (names[0] ?? '') : `(${names.join('|')})`;
};

/** The locations of one app's page paths. */
function appLocations({ app, exact, prefixes }: PathTableEntry): string[] {
  const named = exact.filter((path) => path !== '/');
  return [
    `    # ${app}: ${[...exact, ...prefixes.map((prefix) => `${prefix}/*`)].join(' ')}`,
    ...(named.length > 0 ? [location(`~ ^/${alternatives(named)}/?$`, app)] : []),
    ...(exact.includes('/') ? [location('= /', app)] : []),
    ...(prefixes.length > 0 ? [location(`~ ^/${alternatives(prefixes)}(/|$)`, app)] : []),
  ];
}

/** The generated part, markers included. */
export function nginxPageLocations(table: readonly PathTableEntry[] = PATH_TABLE): string {
  return [NGINX_PAGES_BEGIN, ...table.flatMap(appLocations), NGINX_PAGES_END].join('\n');
}

/** The config with its page-path part replaced by the one the table gives. */
export function withPageLocations(config: string, table: readonly PathTableEntry[] = PATH_TABLE): string {
  const from = config.indexOf(NGINX_PAGES_BEGIN);
  const to = config.indexOf(NGINX_PAGES_END);
  if (from < 0 || to < from) throw new Error('nginx.example.conf has lost its page-path markers');
  return `${config.slice(0, from)}${nginxPageLocations(table)}${config.slice(to + NGINX_PAGES_END.length)}`;
}
