import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * Starts `app` on host:port. Resolves with the bound address and a `close` function; rejects
 * with a one-line message when the port is taken or the host cannot be bound.
 */
export function listen(
  app: Hono,
  { host, port }: { host: string; port: number },
): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive sockets would hold close() open; end them.
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    // An idle keep-alive socket is closed by the client first: Node's agents (Playwright's request
    // context among them) drop a free socket after 5 s, the same as Node's server default, and a
    // request sent on a socket the server was closing at that moment failed with ECONNRESET.
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} on ${host} is already in use: stop the other server or set PORT (e.g. PORT=4180 npm start).`,
          ),
        );
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'EACCES') {
        reject(
          new Error(
            `Cannot listen on ${host}:${port} (${error.code}): set HOST and PORT to an address you may bind.`,
          ),
        );
      } else {
        reject(error);
      }
    });
  });
}
