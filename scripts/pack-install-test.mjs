// What other teams get: packs @cairn/domain and @cairn/ui with `npm pack`, installs the tarballs
// into a fresh Vite app outside the workspace, builds it, and renders VerificationCode and
// TaxSummary from the built output in Chromium. Needs `npm run build:packages` first.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../config/chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'cairn-pack-'));
const app = join(work, 'app');
mkdirSync(join(app, 'src'), { recursive: true });
const run = (cmd, args, cwd) => {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    console.error(`pack-install: ${cmd} ${args.join(' ')} failed\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  return result.stdout;
};

for (const pkg of ['domain', 'ui'])
  run('npm', ['pack', '--pack-destination', work], join(root, 'packages', pkg));
const tarball = (name) =>
  join(
    work,
    readdirSync(work).find((f) => f.startsWith(`cairn-${name}-`)),
  );
const version = (name) =>
  JSON.parse(
    execFileSync(
      'node',
      ['-p', `JSON.stringify(require('${root}node_modules/${name}/package.json').version)`],
      { encoding: 'utf8' },
    ),
  );

writeFileSync(
  join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'cairn-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@cairn/domain': `file:${tarball('domain')}`,
        '@cairn/ui': `file:${tarball('ui')}`,
        react: version('react'),
        'react-dom': version('react-dom'),
      },
      devDependencies: { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
    },
    null,
    2,
  ),
);
writeFileSync(
  join(app, 'vite.config.js'),
  "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
);
writeFileSync(
  join(app, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
);
writeFileSync(join(app, 'src', 'main.jsx'), readFileSync(new URL('./pack-install-app.jsx', import.meta.url)));

console.log('pack-install: installing the packed tarballs into a fresh app...');
run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app);
run('npx', ['vite', 'build'], app);

const dist = join(app, 'dist');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer(async (req, res) => {
  const path = req.url === '/' ? '/index.html' : (req.url ?? '/');
  try {
    const body = await readFile(join(dist, path));
    res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch(chromiumLaunchOptions());
let failed = false;
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('textbox', { name: /verification code/i }).waitFor({ timeout: 15_000 });
  await page.getByText('Short-term').first().waitFor({ timeout: 15_000 });
  const background = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--cairn-color-background').trim(),
  );
  if (!background) throw new Error('the kit stylesheet did not load (no --cairn-color-background)');
  if (errors.length > 0) throw new Error(`console errors: ${errors.join(' | ')}`);
  console.log('pack-install: VerificationCode and TaxSummary render from the packed @cairn/ui in Chromium');
} catch (error) {
  failed = true;
  console.error(`pack-install: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
if (failed) process.exit(1);
