// Finds the Chromium every browser test uses (Vitest browser mode, Storybook tests, Playwright):
// CHROME_PATH, then Debian's /usr/bin/chromium, then a browser Playwright itself installed.
// Nothing here downloads a browser: this machine kind has no internet beyond package registries.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Flags for headless Chromium on a closed network, as root, in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function playwrightsOwnChromium() {
  try {
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The Chromium executable to use, or undefined when none is installed. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return playwrightsOwnChromium();
}

/** Playwright launch options for the found Chromium. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}
