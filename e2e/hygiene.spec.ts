import { readdirSync, readFileSync } from 'node:fs';
import { APPS } from '@cairn/domain';
import { expect, test } from './fixtures';

/**
 * Production hygiene of the built apps behind the gateway: source maps are built beside the assets
 * (for the error reporter) but never linked from them nor served; hashed assets are immutable and
 * come compressed; pages revalidate.
 */
for (const app of APPS) {
  test(`${app}: source maps stay on the server`, async ({ request }) => {
    const assets = new URL(`../apps/${app}/dist/assets/`, import.meta.url);
    const files = readdirSync(assets);
    const maps = files.filter((file) => file.endsWith('.map'));
    expect(maps.length, 'maps are built').toBeGreaterThan(0);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(new URL(file, assets), 'utf8'), file).not.toContain('sourceMappingURL');
    }
    for (const map of maps) {
      const response = await request.get(`/app/${app}/assets/${map}`);
      expect(response.status(), map).toBe(404);
    }
    const script = files.find((name) => name.endsWith('.js'));
    const asset = await request.get(`/app/${app}/assets/${script}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The largest script comes as the build's brotli twin to a browser that takes it.
    const largest = files
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, size: readFileSync(new URL(name, assets)).length }))
      .sort((a, b) => b.size - a.size)[0];
    const compressed = await request.get(`/app/${app}/assets/${largest?.name}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect((await compressed.body()).toString()).toBe(
      readFileSync(new URL(`${largest?.name}`, assets), 'utf8'),
    );
  });
}

test('pages revalidate, the API is never cached', async ({ request }) => {
  expect((await request.get('/login')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/api/health')).headers()['cache-control']).toBe('no-store');
});
