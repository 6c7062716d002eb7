import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './config/chromium.mjs';

/**
 * End-to-end tests through the one-origin gateway serving the built apps and the sandbox API, in
 * Chromium. Each worker starts its own gateway (`e2e/fixtures.ts`, from E2E_PORT, default 4199,
 * upwards), so a developer's `npm start` can keep running and workers never share sandbox state.
 * Files run in parallel (E2E_WORKERS, default 3: a browser waits on its own events much of the time, so
 * three workers kept the two cores busier than two: the suite alone 558 → 491 s); a file's tests run in order.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // On CI's shared 2-core machine a test gets one retry; a test that needed it is reported as
  // flaky, by name, in the list reporter's summary and in npm test's closing lines.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace of every test cost about a sixth of the suite's time on this machine; a
    // failing test's retry (CI) records one. Locally: `npx playwright test <spec> --trace on`.
    trace: 'on-first-retry',
    // The kit honours reduced motion (no fades): axe never measures a dialog mid-fade, and no
    // test waits on an animation. Motion itself is covered by the kit's stories.
    reducedMotion: 'reduce',
  },
});
