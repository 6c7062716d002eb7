import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { APPS, type AppName } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { faultsSlice, pathMatches } from '../../src/core/faults';
import { createWorld } from '../../src/core/world';
import { CSP_DISTINCT_MAX } from '../../src/cspReports';
import { createGateway } from '../../src/gateway';
import { listen } from '../../src/server';
import {
  CROSS_SITE_MESSAGE,
  isLoopback,
  NOT_LOOPBACK_MESSAGE,
  type ToolsAccess,
  toolsAccessFrom,
} from '../../src/toolsGuard';

/** No app is built here: only /__sandbox and /csp-report are asked. */
const noBuilds = () => {
  const root = mkdtempSync(`${tmpdir()}/cairn-tools-`);
  return Object.fromEntries(APPS.map((app) => [app, `${root}/${app}`])) as Record<AppName, string>;
};

function setup(tools?: ToolsAccess) {
  const world = createWorld();
  const lines: string[] = [];
  const gateway = createGateway({
    distDirs: noBuilds(),
    world,
    log: (line) => lines.push(line),
    ...(tools ? { tools } : {}),
  });
  /** A request as if it came through a socket from `address` (@hono/node-server's env). */
  const from = (address: string, path: string, init: RequestInit = {}) =>
    gateway.fetch(new Request(`http://127.0.0.1:4173${path}`, init), {
      incoming: { socket: { remoteAddress: address } },
    });
  return { world, gateway, from, lines };
}

const FAULT = JSON.stringify({ path_pattern: '/portfolio', fault: '500' });
const json = { 'Content-Type': 'application/json' };

describe('sandbox tools refuse cross-site posts (issue 28)', () => {
  it.each([
    ['/__sandbox/faults', FAULT],
    ['/__sandbox/kyc/pending@cairn.example', '{}'],
    ['/__sandbox/deposit/investor@cairn.example', '{}'],
    ['/__sandbox/advance', '{"days":1}'],
    ['/__sandbox/cost-basis-updates/investor@cairn.example', '{"enabled":true}'],
    ['/__sandbox/custodian-sign', 'user=x&action=sign'],
  ])('%s with a foreign Origin answers 403 and does nothing', async (path, body) => {
    const { gateway, world } = setup();
    const before = JSON.stringify([...world.slices.entries()]);
    const response = await gateway.request(path, {
      method: 'POST',
      headers: { ...json, Origin: 'https://evil.example' },
      body,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE });
    expect(JSON.stringify([...world.slices.entries()])).toBe(before);
  });

  it('takes a post from its own origin, and one without Origin (curl)', async () => {
    const { gateway, world } = setup();
    const own = await gateway.request('http://127.0.0.1:4173/__sandbox/faults', {
      method: 'POST',
      headers: { ...json, Origin: 'http://127.0.0.1:4173' },
      body: FAULT,
    });
    expect(own.status).toBe(200);
    const curl = await gateway.request('/__sandbox/faults', { method: 'POST', headers: json, body: FAULT });
    expect(curl.status).toBe(200);
    expect(faultsSlice(world).pending).toHaveLength(2);
  });

  it('refuses the literal "null" origin (a sandboxed frame or a data: page)', async () => {
    const { gateway } = setup();
    const response = await gateway.request('/__sandbox/faults', {
      method: 'POST',
      headers: { ...json, Origin: 'null' },
      body: FAULT,
    });
    expect(response.status).toBe(403);
  });
});

describe('sandbox tools answer only on loopback unless SANDBOX_TOOLS=open', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    ['fe80::1', false],
    ['', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });

  it('refuses the outbox, faults and clock to another machine', async () => {
    const { from } = setup();
    for (const [method, path] of [
      ['GET', '/__sandbox/outbox'],
      ['GET', '/__sandbox/clock'],
      ['GET', '/__sandbox/csp-reports'],
      ['POST', '/__sandbox/faults'],
    ] as const) {
      const response = await from('10.0.0.5', path, {
        method,
        ...(method === 'POST' ? { headers: json, body: FAULT } : {}),
      });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ code: 'FORBIDDEN', message: NOT_LOOPBACK_MESSAGE });
    }
  });

  it('answers them on loopback, and everywhere when open', async () => {
    expect((await setup().from('127.0.0.1', '/__sandbox/outbox')).status).toBe(200);
    expect((await setup().from('::ffff:127.0.0.1', '/__sandbox/outbox')).status).toBe(200);
    expect((await setup('open').from('10.0.0.5', '/__sandbox/outbox')).status).toBe(200);
  });

  it('leaves the partner stand-ins the apps open in the browser to any interface', async () => {
    const { from } = setup();
    // Not refused: they answer their own 404 for unknown links.
    expect((await from('10.0.0.5', '/__sandbox/custodian-sign?user=nobody')).status).toBe(404);
    expect((await from('10.0.0.5', '/__sandbox/media/none.mp4')).status).toBe(404);
    expect((await from('10.0.0.5', '/__sandbox/icons/none.png')).status).toBe(404);
  });

  it('reads SANDBOX_TOOLS=open and nothing else as open', () => {
    expect(toolsAccessFrom({ SANDBOX_TOOLS: 'open' })).toBe('open');
    expect(toolsAccessFrom({ SANDBOX_TOOLS: 'yes' })).toBe('loopback');
    expect(toolsAccessFrom({})).toBe('loopback');
  });

  it('answers a client on 127.0.0.1 over a real socket', async () => {
    const server = await listen(setup().gateway, { host: '127.0.0.1', port: 0 });
    try {
      expect((await fetch(`${server.url}/__sandbox/outbox`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('fault patterns are matched without building a RegExp from the request', () => {
  it.each([
    ['/portfolio', '/api/portfolio/fees', true],
    ['/portfolio', '/api/model/models', false],
    ['^/api/portfolio$', '/api/portfolio', true],
    ['^/api/portfolio$', '/api/portfolio/fees', false],
    ['^/api/model/details', '/api/model/details/Momentum', true],
    ['^/api/model/details', '/x/api/model/details', false],
    ['^/api/tax/transactions/[^/]+/cost-basis$', '/api/tax/transactions/dep-1/cost-basis', true],
    ['^/api/tax/transactions/[^/]+/cost-basis$', '/api/tax/transactions/a/b/cost-basis', false],
    ['^/api/tax/transactions/[^/]+/cost-basis$', '/api/tax/transactions//cost-basis', false],
    ['^.*/tax/transactions$', '/api/tax/transactions', true],
    ['^.*/tax/transactions$', '/api/tax/transactions/x', false],
    ['^.*/user/wallet/', '/api/user/wallet/ETH', true],
    // Anything else is literal text: no backtracking group, no character class.
    ['^(a+)+$', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!', false],
    ['(a+)+', '/api/(a+)+', true],
    ['[a-z]', '/api/x', false],
  ])('%s on %s: %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });

  it('refuses a pattern longer than 200 characters', async () => {
    const { gateway } = setup();
    const response = await gateway.request('/__sandbox/faults', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ path_pattern: `/${'a'.repeat(200)}`, fault: '500' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('CSP reports are counted once per distinct violation, in a bounded log', () => {
  const report = (document: string, blocked = 'eval') => ({
    type: 'csp-violation',
    body: { documentURL: document, effectiveDirective: 'script-src', blockedURL: blocked },
  });
  const post = (gateway: ReturnType<typeof setup>['gateway'], body: unknown) =>
    gateway.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify(body),
    });
  const summary = async (gateway: ReturnType<typeof setup>['gateway']) =>
    (await (await gateway.request('/__sandbox/csp-reports')).json()) as { count: number; dropped: number };

  it('counts hundreds of copies in one anonymous post once', async () => {
    const { gateway, lines } = setup();
    const copies = Array.from({ length: 100 }, () => report('http://127.0.0.1:4173/login'));
    expect((await post(gateway, copies)).status).toBe(204);
    expect((await post(gateway, copies)).status).toBe(204);
    expect(await summary(gateway)).toMatchObject({ count: 1, dropped: 0 });
    expect(lines).toHaveLength(1);
  });

  it(`keeps at most ${CSP_DISTINCT_MAX} distinct violations and counts the rest as dropped`, async () => {
    const { gateway, lines } = setup();
    for (let batch = 0; batch < 3; batch += 1) {
      const distinct = Array.from({ length: 50 }, (_, i) => report(`http://127.0.0.1:4173/p/${batch}/${i}`));
      expect((await post(gateway, distinct)).status).toBe(204);
    }
    expect(await summary(gateway)).toMatchObject({ count: CSP_DISTINCT_MAX, dropped: 50 });
    expect(lines).toHaveLength(CSP_DISTINCT_MAX);
  });

  it('refuses a report body over 16 KB', async () => {
    const { gateway } = setup();
    const big = Array.from({ length: 200 }, (_, i) =>
      report(`http://127.0.0.1:4173/${'x'.repeat(100)}/${i}`),
    );
    expect((await post(gateway, big)).status).toBe(413);
    expect(await summary(gateway)).toMatchObject({ count: 0 });
  });
});
