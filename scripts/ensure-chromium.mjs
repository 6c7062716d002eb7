// Makes sure a Chromium exists for the browser tests. Where none is found and this runs as root on
// Debian, installs Debian's `chromium` package with apt-get; anywhere else it stops with one line
// saying exactly what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../config/chromium.mjs';

const found = findChromium();
if (found) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
if (isRoot && isDebian) {
  console.log('ensure-chromium: no Chromium found; installing Debian package "chromium" with apt-get...');
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const update = run(['update', '-qq']);
  const install =
    update.status === 0 ? run(['install', '-y', '-qq', '--no-install-recommends', 'chromium']) : update;
  if (install.status === 0 && findChromium()) {
    console.log(`ensure-chromium: installed ${findChromium()}`);
    process.exit(0);
  }
  console.error(
    'ensure-chromium: apt-get could not install "chromium"; install it, or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

console.error(
  'ensure-chromium: no Chromium found. Install one (Debian/Ubuntu: "sudo apt-get install chromium"; macOS: "brew install --cask chromium") or set CHROME_PATH to a Chromium or Chrome binary.',
);
process.exit(1);
