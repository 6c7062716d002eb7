import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** A running server process: its address, its output so far, and how it ended. */
interface Running {
  readonly child: ChildProcess;
  readonly url: string;
  readonly output: () => { stdout: string; stderr: string };
  readonly exited: Promise<number | null>;
}

/** Starts `npm start`'s server process and resolves once it says where it runs. */
function startMain(env: Record<string, string>): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@cairn/source', '--import', 'tsx', 'src/main.ts'], {
      cwd: sandboxRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    });
    let stdout = '';
    let stderr = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const url = /Cairn is running at (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) resolve({ child, url, output: () => ({ stdout, stderr }), exited });
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
}

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const FRESH = {
  first_name: 'Quinn',
  last_name: 'Lopez',
  email: 'durable.signup@example.com',
  phone_number: '+16175550123',
  accepted_tos: true,
  password: 'Str0ng!pass',
  account_type: 'INDIVIDUAL',
};

describe('SANDBOX_DATA in the server process', () => {
  it('keeps an answered change when the process is killed right after answering', async () => {
    const data = join(mkdtempSync(join(tmpdir(), 'cairn-durable-')), 'sandbox.json');
    const env = { CAIRN_APPS_DIST: builds(), SANDBOX_DATA: data };
    const first = await startMain(env);
    const signup = await postJson(`${first.url}/api/user/signup`, FRESH);
    expect(signup.status).toBe(200);
    const { access_token: token } = (await signup.json()) as { access_token: string };
    // kill -9 at once: no shutdown handler runs, no timer fires.
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startMain(env);
    try {
      expect(second.output().stdout).toContain(`Sandbox state loaded from ${data}`);
      const signIn = await postJson(`${second.url}/api/user/authentication`, {
        username: FRESH.email,
        password: FRESH.password,
        type: 'USER_PASS',
      });
      expect(signIn.status).toBe(200);
      const profile = await fetch(`${second.url}/api/user/profile`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(profile.status).toBe(200);
    } finally {
      second.child.kill('SIGINT');
      await second.exited;
    }
  }, 60_000);

  it('answers 500 when the data file cannot be written, and keeps serving', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cairn-durable-'));
    const running = await startMain({
      CAIRN_APPS_DIST: builds(),
      SANDBOX_DATA: join(folder, 'sandbox.json'),
    });
    try {
      rmSync(folder, { recursive: true });
      const signup = await postJson(`${running.url}/api/user/signup`, FRESH);
      expect(signup.status).toBe(500);
      expect(await signup.json()).toEqual({
        code: 'SERVER_ERROR',
        message: 'The sandbox could not save this change to its data file: nothing was changed',
      });
      expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    } finally {
      running.child.kill('SIGINT');
    }
    expect(await running.exited).toBe(0);
  }, 60_000);

  it.each([
    ['truncated', '{"cairn_sandbox":2,"snapsh', 'is truncated (its first record is incomplete)'],
    ['corrupt', 'this is not sandbox data\n', 'is damaged (line 1 is not complete JSON)'],
  ])(
    'refuses a %s data file with one line naming it and how to reset it',
    async (_, content, problem) => {
      const data = join(mkdtempSync(join(tmpdir(), 'cairn-durable-')), 'sandbox.json');
      writeFileSync(data, content);
      const result = await runMain({ CAIRN_APPS_DIST: builds(), PORT: '0', SANDBOX_DATA: data });
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        `SANDBOX_DATA file ${data} ${problem}: delete it (rm ${data}) to start from the seeded data, or set SANDBOX_DATA to another file.`,
      ]);
    },
    30_000,
  );
});

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
