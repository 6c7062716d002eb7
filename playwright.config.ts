import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './config/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4199);

/**
 * End-to-end tests through the one-origin gateway serving the built apps and the sandbox API,
 * in Chromium. The gateway runs on its own port so a developer's `npm start` can keep running.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // On CI's shared 2-core machine a test gets one retry; a test that needed it is reported as
  // flaky, by name, in the list reporter's summary and in npm test's closing lines.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --conditions=@cairn/source --import tsx packages/sandbox/src/main.ts',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
