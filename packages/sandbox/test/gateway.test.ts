import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APPS, type AppName, PATH_TABLE, requestMessages } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES, MULTIPART_BODY_MAX_BYTES } from '../src/core/serverLimits';
import { createWorld } from '../src/core/world';
import { createGateway, missingBuilds } from '../src/gateway';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../src/security';
import { acceptedEncodings } from '../src/static';

/** Three fake builds, each index.html naming its app, plus an asset and a secret outside. */
function fakeBuilds(): Record<AppName, string> {
  const root = mkdtempSync(join(tmpdir(), 'cairn-gateway-'));
  writeFileSync(join(root, 'secret.txt'), 'outside the build');
  const dirs = {} as Record<AppName, string>;
  for (const app of APPS) {
    const dir = join(root, app);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${app}</title>`);
    writeFileSync(join(dir, 'assets', 'main-abc123.js'), `console.log('${app}')`);
    // The build's compressed twins (vite-plugin-compression2 in config/vite.app.ts).
    writeFileSync(join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync(`console.log('${app}')`));
    writeFileSync(join(dir, 'assets', 'main-abc123.js.gz'), gzipSync(`console.log('${app}')`));
    writeFileSync(join(dir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(join(dir, 'color-mode.js'), '/* colour mode */');
    dirs[app] = dir;
  }
  return dirs;
}

const gateway = createGateway({ distDirs: fakeBuilds() });
const get = (path: string) => gateway.request(path);

describe('gateway path table', () => {
  it.each([
    ['/', 'onboarding'],
    ['/login', 'onboarding'],
    ['/2fa', 'onboarding'],
    ['/forgot-password', 'onboarding'],
    ['/403', 'onboarding'],
    ['/terms-and-conditions', 'onboarding'],
    ['/privacy-policy', 'onboarding'],
    ['/appredirect?target=x', 'onboarding'],
    ['/onboarding/signup', 'onboarding'],
    ['/dashboard', 'customer'],
    ['/portfolio', 'customer'],
    ['/performance', 'customer'],
    ['/marketplace/models/Alpha%20One', 'customer'],
    ['/account', 'customer'],
    ['/activity/tax-center', 'customer'],
    ['/admin', 'admin'],
    ['/admin/models', 'admin'],
  ])('%s serves the %s app with status 200', async (path, app) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<title>${app}</title>`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the onboarding app for unknown paths, with status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>onboarding</title>');
  });

  it("serves each app's assets from its own base, hashed ones immutable", async () => {
    for (const app of APPS) {
      const asset = await get(`/app/${app}/assets/main-abc123.js`);
      expect(asset.status).toBe(200);
      expect(await asset.text()).toBe(`console.log('${app}')`);
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const script = await get(`/app/${app}/color-mode.js`);
      expect(script.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    [null, null],
  ])(
    'with Accept-Encoding %j an asset comes %s-encoded, the same bytes once decoded',
    async (header, encoding) => {
      const response = await gateway.request(
        '/app/customer/assets/main-abc123.js',
        header === null ? {} : { headers: { 'Accept-Encoding': header } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const body = Buffer.from(await response.arrayBuffer());
      const decoded =
        encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      expect(decoded.toString()).toBe("console.log('customer')");
    },
  );

  it('sends a file with no compressed twin as it is, whatever the browser accepts', async () => {
    const response = await gateway.request('/app/customer/color-mode.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('/* colour mode */');
  });

  it.each([
    ['', []],
    ['gzip', ['gzip']],
    ['GZIP, BR', ['br', 'gzip']],
    ['br;q=0.5, gzip;q=1.0', ['br', 'gzip']],
    ['br; q=0, gzip', ['gzip']],
    ['*;q=0', []],
    ['*, gzip;q=0', ['br']],
    ['deflate, compress', []],
    ['br;q=abc', []],
  ])('Accept-Encoding %j allows %j', (header, allowed) => {
    expect([...acceptedEncodings(header)].sort()).toEqual([...allowed].sort());
  });

  it.each([
    '/app/customer/assets/missing.js',
    '/app/customer/../secret.txt',
    '/app/customer/..%2f..%2fsecret.txt',
    '/app/customer/%2e%2e/secret.txt',
    '/app/customer/assets',
    '/app/customer/%E0%A4%A',
    '/app/customer/assets/main-abc123.js.map',
    '/app/customer/assets/main-abc123.js.MAP',
    '/app/customer/assets/main-abc123.js%2Emap',
    '/app/admin/assets/main-abc123.js.map',
  ])('answers 404 for %s (missing, a folder, outside the build, or a source map)', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('outside the build');
    expect(text).not.toContain('sources');
  });

  it('says which app is not built instead of crashing', async () => {
    const dirs = fakeBuilds();
    const broken = createGateway({ distDirs: { ...dirs, admin: join(dirs.admin, 'nowhere') } });
    const response = await broken.request('/admin');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The admin app is not built. Run: npm run build');
    expect(missingBuilds({ ...dirs, admin: join(dirs.admin, 'nowhere') })).toEqual(['admin']);
    expect(missingBuilds(dirs)).toEqual([]);
  });
});

describe('security headers', () => {
  it.each([
    '/login',
    '/dashboard',
    '/no/such/page',
    '/app/admin/assets/main-abc123.js',
    '/api/health',
    '/api/nope',
  ])('are on %s', async (path) => {
    const response = await get(path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers.get(name)).toBe(value);
  });

  it('send violation reports to the gateway', () => {
    expect(CONTENT_SECURITY_POLICY).toContain('report-uri /csp-report');
    expect(CONTENT_SECURITY_POLICY).toContain('report-to csp');
    expect(SECURITY_HEADERS['Reporting-Endpoints']).toBe('csp="/csp-report"');
  });

  it('forbid inline and eval scripts and any framing', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|eval)/);
  });
});

describe('API', () => {
  it('answers GET /api/health', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
  it('answers unknown API paths with a JSON 404, not the SPA', async () => {
    const response = await get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No API route for GET /api/no-such-call',
    });
  });
});

describe('CSP violation reports (POST /csp-report)', () => {
  const reporting = () => {
    const lines: string[] = [];
    const gateway = createGateway({
      distDirs: fakeBuilds(),
      world: createWorld(),
      log: (line) => lines.push(line),
    });
    const post = (type: string, body: string) =>
      gateway.request('/csp-report', { method: 'POST', headers: { 'Content-Type': type }, body });
    const summary = async () =>
      (await (await gateway.request('/__sandbox/csp-reports')).json()) as { count: number };
    return { lines, post, summary };
  };

  it('counts and logs report-uri reports', async () => {
    const { lines, post, summary } = reporting();
    const response = await post(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://127.0.0.1:4173/login',
          'effective-directive': 'script-src',
          'blocked-uri': 'eval',
          'source-file': 'http://127.0.0.1:4173/app/onboarding/assets/main.js',
          'line-number': 1,
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(lines).toEqual([
      '[csp] script-src blocked eval on http://127.0.0.1:4173/login (http://127.0.0.1:4173/app/onboarding/assets/main.js:1)',
    ]);
    expect((await summary()).count).toBe(1);
  });

  it('counts and logs Reporting API batches (report-to)', async () => {
    const { lines, post, summary } = reporting();
    const report = (blockedURL: string) => ({
      type: 'csp-violation',
      url: 'http://127.0.0.1:4173/admin',
      body: { documentURL: 'http://127.0.0.1:4173/admin', effectiveDirective: 'style-src-elem', blockedURL },
    });
    const response = await post(
      'application/reports+json',
      JSON.stringify([
        report('inline'),
        { type: 'deprecation', body: {} },
        report('https://evil.example/x.css'),
      ]),
    );
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      '[csp] style-src-elem blocked https://evil.example/x.css on http://127.0.0.1:4173/admin',
    );
    expect((await summary()).count).toBe(2);
  });

  it('keeps each report on one log line, whatever it holds', async () => {
    const { lines, post } = reporting();
    await post(
      'application/csp-report',
      JSON.stringify({
        'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'x\n[csp] forged line' },
      }),
    );
    expect(lines).toEqual(['[csp] img-src blocked x [csp] forged line on ']);
  });

  it('refuses what is not a report, and bodies over 64 KB', async () => {
    const { post, summary } = reporting();
    expect((await post('text/plain', '{}')).status).toBe(415);
    expect((await post('application/csp-report', 'nope')).status).toBe(400);
    expect((await post('application/csp-report', 'x'.repeat(JSON_BODY_MAX_BYTES + 1))).status).toBe(413);
    expect((await summary()).count).toBe(0);
  });
});

describe('the example nginx config', () => {
  const nginx = readFileSync(new URL('../nginx.example.conf', import.meta.url), 'utf8');
  const included = readFileSync(new URL('../nginx.security-headers.conf', import.meta.url), 'utf8');
  // nginx quotes a value with double quotes, or with single quotes when it holds double ones.
  const directive = (name: string, value: string) =>
    value.includes('"') ? `add_header ${name} '${value}' always;` : `add_header ${name} "${value}" always;`;
  /** The body of the location block that starts with `start`. */
  const location = (start: string) => {
    const from = nginx.indexOf(start);
    expect(from, start).toBeGreaterThan(-1);
    return nginx.slice(from, nginx.indexOf('\n    }', from));
  };

  it('sends the same security headers as the gateway, and HSTS', () => {
    for (const text of [nginx, included]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(text).toContain(directive(name, value));
      }
      expect(text).toMatch(/add_header Strict-Transport-Security "max-age=(\d+); includeSubDomains" always;/);
      expect(Number(/max-age=(\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    }
  });

  it('serves over TLS only: port 80 redirects, 443 has the certificate', () => {
    expect(nginx).toContain('return 301 https://$host$request_uri;');
    expect(nginx).toMatch(/listen 443 ssl/);
    expect(nginx).toContain('ssl_certificate ');
    expect(nginx).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
  });

  it('takes an upload of 9 MB plus its form on the API, small bodies elsewhere', () => {
    expect(location('location /api/')).toContain(`client_max_body_size ${MULTIPART_BODY_MAX_BYTES / 1024}k;`);
    expect(nginx).toContain(`client_max_body_size ${JSON_BODY_MAX_BYTES / 1024}k;`);
    // Over the limit, the API's error body, as the sandbox answers.
    expect(location('location /api/')).toContain('error_page 413 = @api_too_large;');
    expect(location('location @api_too_large')).toContain(
      `return 413 '${JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: requestMessages.tooLarge(MULTIPART_BODY_MAX_BYTES) })}';`,
    );
  });

  it("sends the build's compressed assets, as the gateway does", () => {
    const assets = location('location ~ ^/app/(onboarding|customer|admin)/assets/');
    expect(assets).toContain('gzip_static on;');
    expect(assets).toContain('gzip_vary on;');
  });

  it('sends the gateway cache headers: API no-store, hashed assets a year, pages no-cache', () => {
    expect(location('location /api/')).toContain('add_header Cache-Control "no-store" always;');
    expect(location('location ~ ^/app/(onboarding|customer|admin)/assets/')).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable";',
    );
    for (const app of APPS) {
      const pages = nginx
        .split('location ')
        .filter((block) => block.includes(`try_files /${app}/index.html`));
      expect(pages.length).toBeGreaterThan(0);
      for (const block of pages) expect(block).toContain('add_header Cache-Control "no-cache";');
    }
    // Every location that sets a header repeats the security headers (nginx drops inherited ones).
    for (const block of nginx.split('location ').slice(1)) {
      if (block.includes('add_header'))
        expect(block).toContain('include /etc/nginx/cairn/nginx.security-headers.conf;');
    }
  });

  it('never serves a source map, and takes CSP reports', () => {
    expect(location('location ~ \\.map$')).toContain('return 404;');
    expect(nginx.indexOf('location ~ \\.map$')).toBeLessThan(nginx.indexOf('location ~ ^/app/'));
    expect(location('location = /csp-report')).toContain('limit_except POST');
  });

  it('routes every path of the table to its app', () => {
    for (const { app, exact, prefixes } of PATH_TABLE) {
      for (const path of [...exact, ...prefixes]) {
        const name = path === '/' ? 'location = /' : path.slice(1);
        expect(nginx, `${path} -> ${app}`).toContain(name);
      }
      expect(nginx).toContain(`try_files /${app}/index.html`);
    }
  });
});
