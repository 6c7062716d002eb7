import { createServer } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { listen } from '../src/server';

const app = new Hono().get('/ping', (c) => c.text('pong'));

describe('listen', () => {
  it('serves on the given host and port and closes cleanly', async () => {
    const server = await listen(app, { host: '127.0.0.1', port: 0 });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/ping`);
    expect(await response.text()).toBe('pong');
    await server.close();
    await expect(fetch(`${server.url}/ping`)).rejects.toThrow();
  });

  it('rejects with one clear line when the port is already in use', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(listen(app, { host: '127.0.0.1', port })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use: stop the other server or set PORT (e.g. PORT=4180 npm start).`,
      );
    } finally {
      blocker.close();
    }
  });
});
