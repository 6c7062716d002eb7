// The gateway the bench loads pages from: the sandbox API and the built apps on one free port,
// started the way playwright.config.ts starts it, and stopped with the bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from './apps';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface Gateway {
  readonly origin: string;
  stop(): Promise<void>;
}

/** On BENCH_PORT when set (a machine shared by several runs), else on a free port. */
export async function startGateway(): Promise<Gateway> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@cairn/source', '--import', 'tsx', 'packages/sandbox/src/main.ts'],
    { cwd: repoRoot, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // However the bench ends (a crash included), the gateway ends with it.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the gateway did not answer /api/health within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async stop() {
      process.off('exit', stopOnExit);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
