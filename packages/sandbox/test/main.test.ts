import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '@cairn/domain';
import { describe, expect, it } from 'vitest';

const sandboxRoot = fileURLToPath(new URL('..', import.meta.url));

function builds(): string {
  const root = mkdtempSync(join(tmpdir(), 'cairn-main-'));
  for (const app of APPS) {
    mkdirSync(join(root, app), { recursive: true });
    writeFileSync(join(root, app, 'index.html'), `<title>${app}</title>`);
  }
  return root;
}

/** Runs `npm start`'s server process with the given environment until it exits or prints `until`. */
function runMain(env: Record<string, string>, until?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--conditions=@cairn/source', '--import', 'tsx', 'src/main.ts'], {
      cwd: sandboxRoot,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (until && stdout.includes(until)) child.kill('SIGINT');
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the server process (npm start)', () => {
  it('prints one clear line, not a stack trace, when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const result = await runMain({ CAIRN_APPS_DIST: builds(), PORT: String(port), HOST: '127.0.0.1' });
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        `Port ${port} on 127.0.0.1 is already in use: stop the other server or set PORT (e.g. PORT=4180 npm start).`,
      ]);
    } finally {
      blocker.close();
    }
  }, 30_000);

  it('starts, says where, and stops cleanly on Ctrl-C', async () => {
    const result = await runMain({ CAIRN_APPS_DIST: builds(), PORT: '0', HOST: '127.0.0.1' }, 'Press Ctrl-C');
    expect(result.stdout).toMatch(/Cairn is running at http:\/\/127\.0\.0\.1:\d+/);
    expect(result.stdout).toContain('Cairn stopped.');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
  }, 30_000);

  it('refuses to start when the apps are not built, saying what to run', async () => {
    const result = await runMain({ CAIRN_APPS_DIST: join(tmpdir(), 'cairn-nothing-here'), PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Not built: onboarding, customer, admin. Run "npm start" (it builds first) or "npm run build".',
    );
  }, 30_000);

  it('rejects a PORT that is not a port number', async () => {
    const result = await runMain({ CAIRN_APPS_DIST: builds(), PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('PORT must be a port number (0-65535), not "eighty".');
  }, 30_000);
});
