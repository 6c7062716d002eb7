import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, type AppName } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../src/core/world';
import { createGateway } from '../../src/gateway';
import { LEARNING_VIDEO_URL } from '../../src/seed/media';
import { calls, harness, NOW } from './harness';

/** The SVG inside an icon's data URL. */
function svgOf(icon: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  expect(icon.startsWith(prefix), icon.slice(0, 40)).toBe(true);
  return Buffer.from(icon.slice(prefix.length), 'base64').toString('utf8');
}

describe('seeded icons and learning videos', () => {
  it('some models and indices have an icon and a video, the others none (the apps show their fallbacks)', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const all = await investor.call(calls.getModels, {});
    for (const type of ['MODEL', 'INDEX'] as const) {
      const ofType = all.filter((item) => item.type === type);
      const withIcon = ofType.filter((item) => item.icon !== null);
      const withVideo = ofType.filter((item) => item.video_url !== null);
      expect(withIcon.length, type).toBeGreaterThan(2);
      expect(withIcon.length, type).toBeLessThan(ofType.length);
      expect(withVideo.length, type).toBeGreaterThan(1);
      expect(withVideo.length, type).toBeLessThan(withIcon.length);
      for (const item of withIcon) {
        expect(item.icon_resource_path).toBe(item.icon);
        const svg = svgOf(item.icon as string);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        // Only the mark's letters: nothing that needs escaping, no script.
        expect(svg).not.toMatch(/<script|&|on\w+=/i);
      }
      for (const item of withVideo) expect(item.video_url).toBe(LEARNING_VIDEO_URL);
    }
  });

  it('model and index details carry them, and the icons differ by investment', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const model = await investor.call(calls.getModelDetails, { name: 'Bitcoin & Ether' });
    expect(svgOf(model.icon as string)).toContain('>BE</text>');
    expect(model.video_url).toBe(LEARNING_VIDEO_URL);
    const index = await investor.call(calls.getIndexDetails, { ticker: 'CDEFI' });
    expect(svgOf(index.icon as string)).toContain('>DeFi</text>');
    expect(index.video_url).toBe(LEARNING_VIDEO_URL);
    expect(index.icon).not.toBe(model.icon);
    const plain = await investor.call(calls.getModelDetails, { name: 'Momentum' });
    expect(plain).toMatchObject({ icon: null, video_url: null });
    // The breakdown of a model lists its indices with their icons.
    const cbtc = model.index_breakdown.find((row) => row.ticker === 'CBTC');
    expect(svgOf(cbtc?.icon as string)).toContain('>BTC</text>');
  });

  it('the video URL plays from the origin: WebM served by the gateway under its CSP', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cairn-media-'));
    const distDirs = Object.fromEntries(APPS.map((app) => [app, join(root, app)])) as Record<AppName, string>;
    const gateway = createGateway({ distDirs, world: createWorld({ now: () => NOW }) });
    const response = await gateway.request(LEARNING_VIDEO_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('video/webm');
    expect(response.headers.get('Content-Security-Policy')).toContain("media-src 'self'");
    const body = new Uint8Array(await response.arrayBuffer());
    // The EBML header every WebM file opens with.
    expect([...body.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(body.length).toBeGreaterThan(10_000);

    for (const path of ['/__sandbox/media/nothing.webm', '/__sandbox/media/..%2Fpackage.json']) {
      expect((await gateway.request(path)).status, path).toBe(404);
    }
  });
});
