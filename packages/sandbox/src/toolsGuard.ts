import type { Context, MiddlewareHandler } from 'hono';

/**
 * Who may reach the sandbox's own routes under /__sandbox (issue 28).
 *
 * - Cross-site posts are refused everywhere under /__sandbox: a request other than GET/HEAD whose
 *   `Origin` is not the server's own origin answers 403 (no `Origin` is fine: curl and scripts
 *   send none). A page on another site cannot sign a custodial agreement, approve KYC, fund an
 *   account or queue faults through a visitor's browser.
 * - The tools (outbox, faults, KYC approval, deposits, cost-basis switches, clock, CSP report
 *   summary, sample files) answer only to a client on the loopback interface, unless the server
 *   runs with `SANDBOX_TOOLS=open`. The partner stand-ins the apps open in the user's browser
 *   (the custodian signing page, signed document links, the learning media) are not tools: they
 *   answer on any interface the server listens on.
 */

/** How the tools are reached: `loopback` (the default) or `open` (SANDBOX_TOOLS=open). */
export type ToolsAccess = 'loopback' | 'open';

/** The env value that opens the tools to other interfaces. */
export const TOOLS_OPEN = 'open';

/** The tools' access from the environment: `SANDBOX_TOOLS=open` opens them, anything else keeps them on loopback. */
export function toolsAccessFrom(env: Record<string, string | undefined> = process.env): ToolsAccess {
  return env.SANDBOX_TOOLS === TOOLS_OPEN ? 'open' : 'loopback';
}

/** Paths under /__sandbox that the apps open in the user's browser (not tools). */
const STAND_INS = [
  /^\/__sandbox\/custodian-sign$/,
  /^\/__sandbox\/documents\//,
  /^\/__sandbox\/media\//,
  /^\/__sandbox\/icons\//,
];

export const CROSS_SITE_MESSAGE = 'Sandbox tools do not take requests from other sites';
export const NOT_LOOPBACK_MESSAGE =
  'Sandbox tools answer only on this machine (loopback); start the server with SANDBOX_TOOLS=open to reach them from elsewhere';

/** Whether an address is a loopback one (127.0.0.0/8, ::1, IPv4-mapped 127.x). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The client's address when the request came through a socket (@hono/node-server puts the
 * IncomingMessage in the context's env); `undefined` for a request made in-process with
 * `app.fetch` (tests, the fuzz script), which never left the machine.
 */
function remoteAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const incoming = env && typeof env === 'object' ? env.incoming : undefined;
  if (!incoming) return undefined;
  return incoming.socket?.remoteAddress ?? '';
}

/** Whether the request's `Origin` (if any) is the server's own origin. */
export function sameOriginOrNone(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  return origin === new URL(c.req.url).origin;
}

/** The middleware guarding /__sandbox/*. */
export function guardSandboxTools(access: ToolsAccess): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !sameOriginOrNone(c)) {
      return c.json({ code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE }, 403);
    }
    if (access === 'loopback' && !STAND_INS.some((pattern) => pattern.test(c.req.path))) {
      const address = remoteAddress(c);
      if (address !== undefined && !isLoopback(address)) {
        return c.json({ code: 'FORBIDDEN', message: NOT_LOOPBACK_MESSAGE }, 403);
      }
    }
    return next();
  };
}
