import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const port = Number(process.env.SCREENSHOTS_PORT ?? 4190);

/**
 * `npm run screenshots`: every route and every dialog step of the three apps in both themes at
 * 1280, 1440 and 1920 px wide (900 high; `SHOTS_WIDTHS` narrows it), through the gateway and the
 * sandbox, written as PNGs to `screenshots/` (ignored by git), then the layout audit, one block per
 * app per width (`scripts/layout-audit.ts`, also in `screenshots/audit.txt`). Not a test: it is run
 * by hand to look at the screens (DESIGN.md "How to check yourself").
 */
export default defineConfig({
  testDir: '../scripts/screenshots',
  testMatch: '*.shots.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'node --conditions=@cairn/source --import tsx packages/sandbox/src/main.ts',
    cwd: '..',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
