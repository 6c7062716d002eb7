import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { APPS, type AppName, appForPath, assetPrefix } from '@cairn/domain';
import { Hono } from 'hono';
import { createApi } from './api';
import { createSandboxRoutes } from './api/sandboxRoutes';
import { type Durability, durably } from './core/durable';
import { limitBody } from './core/limits';
import { createWorld, type World } from './core/world';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH, createCspReports } from './cspReports';
import { SECURITY_HEADERS } from './security';
import { acceptedEncodings, readEncodedInside, readInside } from './static';
import { guardSandboxTools, type ToolsAccess } from './toolsGuard';

/**
 * Where the built apps are: `apps/<name>/dist` in this repository, or `<CAIRN_APPS_DIST>/<name>`
 * when that variable is set (prebuilt apps copied elsewhere, tests).
 */
export function defaultDistDirs(
  env: Record<string, string | undefined> = process.env,
): Record<AppName, string> {
  const root = env.CAIRN_APPS_DIST;
  const repo = fileURLToPath(new URL('../../../', import.meta.url));
  return Object.fromEntries(
    APPS.map((app) => [app, root ? `${root}/${app}` : `${repo}apps/${app}/dist`]),
  ) as Record<AppName, string>;
}

/**
 * Whether an asset path names a source map (also percent-encoded): they are built beside the
 * assets for the error reporter and never served, as they would publish the source.
 */
export function isSourceMap(relative: string): boolean {
  let decoded = relative;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    // Not decodable: readInside refuses it anyway.
  }
  return /\.map$/i.test(decoded.trim());
}

/** The apps whose build is missing (no index.html). */
export function missingBuilds(distDirs: Record<AppName, string>): AppName[] {
  return APPS.filter((app) => !existsSync(`${distDirs[app]}/index.html`));
}

/** Options of {@link createGateway}. */
export interface GatewayOptions {
  readonly distDirs?: Record<AppName, string>;
  readonly world?: World;
  /** The data file (SANDBOX_DATA): changing requests are all-or-nothing through it (core/durable). */
  readonly data?: Durability;
  /** Where CSP violation reports are logged (default: the world's log). */
  readonly log?: (line: string) => void;
  /** Who reaches the sandbox tools: loopback clients only (default) or anyone (SANDBOX_TOOLS=open). */
  readonly tools?: ToolsAccess;
}

/**
 * The one-origin gateway: `/api/*` goes to the sandbox API, `/app/<name>/*` serves that app's
 * built assets (brotli or gzip where the build wrote them and the browser accepts them; never a
 * source map: they stay beside the build for the error reporter), CSP
 * violation reports arrive at `/csp-report`, and every other path serves the owning app's
 * index.html (SPA fallback), per the path table. Every response carries the security headers.
 */
export function createGateway(options: GatewayOptions = {}): Hono {
  const distDirs = options.distDirs ?? defaultDistDirs();
  const world = options.world ?? createWorld();
  const gateway = new Hono();

  gateway.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });

  gateway.route('/api', createApi(world, options.data ? { data: options.data } : {}));

  // Before any /__sandbox route: cross-site posts and (by default) other machines are refused.
  gateway.use('/__sandbox/*', guardSandboxTools(options.tools ?? 'loopback'));

  const cspReports = createCspReports(options.log ?? ((line) => world.options.log?.(line)));
  gateway.post(CSP_REPORT_PATH, limitBody(CSP_REPORT_MAX_BYTES), cspReports.receive);
  gateway.get('/__sandbox/csp-reports', cspReports.summary);

  gateway.use('/__sandbox/*', limitBody(), async (c, next) => {
    const refused = await durably(c, next, options.data, world.options.log);
    if (refused) return refused;
    return undefined;
  });
  gateway.route('/__sandbox', createSandboxRoutes(world));

  for (const app of APPS) {
    const prefix = assetPrefix(app);
    gateway.get(`${prefix}*`, async (c) => {
      const relative = c.req.path.slice(prefix.length);
      const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
      const file =
        relative && !isSourceMap(relative)
          ? await readEncodedInside(distDirs[app], relative, accepted)
          : null;
      if (!file) return c.text('Not found', 404);
      // Hashed build assets never change; the colour-mode script is not hashed.
      const immutable = relative.startsWith('assets/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      c.header('Content-Type', file.type);
      // The build's .br or .gz twin when the browser takes it (a caching proxy keys on the header).
      c.header('Vary', 'Accept-Encoding');
      if (file.encoding !== null) c.header('Content-Encoding', file.encoding);
      return c.body(new Uint8Array(file.body));
    });
  }

  gateway.get('*', async (c) => {
    const { app, known } = appForPath(c.req.path);
    const page = await readInside(distDirs[app], 'index.html');
    if (!page) {
      return c.text(`The ${app} app is not built. Run: npm run build`, 503);
    }
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', page.type);
    // Unknown paths still get the onboarding app (it renders the not-found page) but say 404.
    return c.body(new Uint8Array(page.body), known ? 200 : 404);
  });

  return gateway;
}
