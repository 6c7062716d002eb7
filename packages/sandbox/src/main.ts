import { openDataFile } from './core/persist';
import { createWorld } from './core/world';
import { createGateway, defaultDistDirs, missingBuilds } from './gateway';
import { demoLoginLines } from './seed/demoUsers';
import { listen } from './server';
import { isLoopback, toolsAccessFrom } from './toolsGuard';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0-65535), not "${process.env.PORT}".`);
  process.exit(1);
}

const distDirs = defaultDistDirs();
const missing = missingBuilds(distDirs);
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')}. Run "npm start" (it builds first) or "npm run build".`);
  process.exit(1);
}

try {
  const world = createWorld({ tlhFlag: process.env.SANDBOX_TLH !== 'off', log: (line) => console.log(line) });
  const dataPath = process.env.SANDBOX_DATA;
  const dataFile = dataPath ? openDataFile(world, dataPath) : undefined;
  if (dataPath && dataFile) {
    if (dataFile.note) console.log(dataFile.note);
    console.log(
      dataFile.loaded
        ? `Sandbox state loaded from ${dataPath}`
        : `Sandbox state will be saved to ${dataPath}`,
    );
  }
  const server = await listen(
    createGateway({
      distDirs,
      world,
      tools: toolsAccessFrom(),
      ...(dataFile ? { data: dataFile } : {}),
    }),
    { host, port },
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    console.log('Cairn stopped.');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`Cairn is running at ${server.url}`);
  console.log(
    `  investors: ${server.url}/login   staff: ${server.url}/admin   API: ${server.url}/api/health`,
  );
  if (toolsAccessFrom() === 'loopback' && !isLoopback(host) && host !== 'localhost') {
    console.log(
      '  sandbox tools (/__sandbox: outbox, faults, KYC, clock) answer only on this machine; SANDBOX_TOOLS=open opens them',
    );
  }
  console.log('Demo logins:');
  for (const line of demoLoginLines()) console.log(line);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
