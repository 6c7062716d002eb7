import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, type AppName, PATH_TABLE } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { createGateway, missingBuilds } from '../src/gateway';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../src/security';

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
    '/app/customer/assets/missing.js',
    '/app/customer/../secret.txt',
    '/app/customer/..%2f..%2fsecret.txt',
    '/app/customer/%2e%2e/secret.txt',
    '/app/customer/assets',
    '/app/customer/%E0%A4%A',
  ])('answers 404 for %s (missing, a folder, or outside the build)', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside the build');
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

describe('the example nginx config', () => {
  const nginx = readFileSync(new URL('../nginx.example.conf', import.meta.url), 'utf8');
  const included = readFileSync(new URL('../nginx.security-headers.conf', import.meta.url), 'utf8');

  it('sends the same security headers as the gateway', () => {
    for (const text of [nginx, included]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(text).toContain(`add_header ${name} "${value}" always;`);
      }
    }
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
