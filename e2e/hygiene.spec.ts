import { readdirSync, readFileSync } from 'node:fs';
import { APPS } from '@cairn/domain';
import { expect, expectAxeClean, test } from './fixtures';

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

/**
 * The axe check itself (it runs axe-core in the page, see `expectAxeClean`): it fails on a violation
 * in the page and in an open modal in either colour mode, and leaves out only what a modal hides.
 */
test('the axe check finds a violation in the page, in an open modal and in the second colour mode', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAxeClean(page, 'sign-in as it is');

  // A button without a name, in the page.
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  await expect(expectAxeClean(page, 'probe')).rejects.toThrow(/button-name/);
  await page.evaluate(() => document.querySelector('main button:empty')?.remove());

  // A modal (its page hidden, as React Aria does) whose grey text reads on the dark background
  // (5.5:1) but not on the light one (3.5:1): found only by the second mode's colour pass. (Styles
  // set through the CSSOM: the strict CSP refuses style attributes.)
  await page.evaluate(() => {
    document.body.firstElementChild?.setAttribute('aria-hidden', 'true');
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-label', 'Probe');
    modal.style.background = 'var(--cairn-color-background)';
    modal.style.color = '#888';
    modal.textContent = 'faint words';
    document.body.append(modal);
  });
  await expect(expectAxeClean(page, 'probe modal')).rejects.toThrow(
    /probe modal, light[\s\S]*color-contrast/,
  );
});
