import { type ChildProcess, spawn } from 'node:child_process';

/** A gateway (the built apps and a fresh sandbox) running for one Playwright worker. */
export interface RunningGateway {
  readonly url: string;
  stop(): Promise<void>;
}

const STARTUP_MS = 90_000;

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts `packages/sandbox/src/main.ts` on `port`, as `npm start` does, and waits until it answers.
 * Each worker gets its own, so tests in different workers never see each other's sandbox state.
 */
export async function startGateway(port: number): Promise<RunningGateway> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--conditions=@cairn/source', '--import', 'tsx', 'packages/sandbox/src/main.ts'],
    {
      // The password checks at a sixteenth of their default work (`core/secrets.ts`): every test
      // signs in, and the check's strength is not what the suite tests.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX_PASSWORD_COST: '10' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const deadline = Date.now() + STARTUP_MS;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`the gateway on port ${port} exited: ${errors.trim()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `the gateway on port ${port} did not answer within ${STARTUP_MS / 1000} s: ${errors.trim()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
