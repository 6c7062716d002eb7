/**
 * The apps' component tests (`*.test.tsx` under `apps/<app>/src`, the `apps` Vitest project): a page or
 * flow rendered with the real hooks and call functions, the api-client's shared client sending to a
 * stub `fetch` (its transport seam), an SWR cache and a session of the test's own, and the router
 * in memory. Only the apps' tests import this module (`@cairn/app-shell/testing`).
 */
import {
  type ApiClient,
  configureApiClient,
  createSession,
  memoryStorage,
  type Session,
  setToast,
  swrCacheFor,
  swrDefaults,
} from '@cairn/api-client';
import type { AppName } from '@cairn/domain';
import { AppRoot } from '@cairn/ui';
import { lazy, type ReactNode } from 'react';
import { type Cache, type State, SWRConfig } from 'swr';
import { cleanup } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppNameContext } from '../navigation';
import admin from './fixtures/admin.json';
import halfway from './fixtures/halfway.json';
import investor from './fixtures/investor.json';

/**
 * The sandbox's answers to every GET without path parameters for three demo users, at its fixed test
 * clock (written by `scripts/capture-app-fixtures.ts`): investor@ (funded, ACTIVE), halfway@ (an
 * individual mid-onboarding) and admin@ (staff: the user and admin reads). Spread them into
 * {@link stubApi}'s routes and override what a test is about.
 */
export const sandboxAnswers: Readonly<Record<'investor' | 'halfway' | 'admin', StubRoutes>> = {
  investor: answering(investor),
  halfway: answering(halfway),
  admin: answering(admin),
};

function answering(answers: Record<string, unknown>): StubRoutes {
  return Object.fromEntries(
    Object.entries(answers).map(([key, answer]) => [key, () => structuredClone(answer)]),
  );
}

/**
 * The SWR cache of every test in a file, emptied when a test's session ends. One object, not one
 * per test: the api-client remembers each cache a hook has read through (so a mutation reaches
 * it) for the life of the page, and a cache unmounted with the last test would be written to by
 * the next test's mutations.
 */
const testCache = new Map<string, State>();

/**
 * The apps' query defaults, with no de-duplication window: a test's first read must reach its own
 * stub, not join a request of the test before.
 */
const testSwrConfig = { ...swrDefaults, dedupingInterval: 0, provider: () => testCache as Cache };

const ToastRegion = lazy(() => import('../toastRegion'));

/** A render error fails the test (the error boundary would hide it behind the error screen). */
const throwRenderError = (error: unknown) => {
  throw error;
};

/** One request the stub received: its method, path under /api, query, JSON body (if any). */
export interface StubRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  /** The path parameters named `{name}` in the route's pattern. */
  readonly params: Readonly<Record<string, string>>;
}

/** What a route answers: a JSON body (200), or a full Response (status, error body). */
export type StubAnswer = unknown;
export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

/** Routes by 'METHOD /path/{param}' (the contract's paths, under /api). */
export type StubRoutes = Readonly<Record<string, StubHandler>>;

/** A JSON error answer of the API (`{ code, message }`). */
export function apiError(status: number, body: { code: string; message: string }): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function match(pattern: string, path: string): Record<string, string> | null {
  const parts = pattern.split('/');
  const actual = path.split('/');
  if (parts.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith('{') && part.endsWith('}')) params[part.slice(1, -1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/** The stub API of one test: its routes (replaceable mid-test) and the requests it saw. */
export interface StubApi {
  readonly client: ApiClient;
  readonly session: Session;
  /** Every request in order; unrouted ones included (answered 501). */
  readonly requests: StubRequest[];
  /** Requests no route answered: a test asserts this stays empty. */
  readonly unrouted: StubRequest[];
  /** Adds or replaces routes. */
  route(routes: StubRoutes): void;
  /** The requests of one route key, e.g. 'POST /user/withdrawal'. */
  calls(key: string): StubRequest[];
}

/**
 * Installs a stub API as the shared client's transport: each request is matched against `routes`
 * ('GET /user/profile': handler) and answered with the handler's JSON (200) or Response. A signed-in
 * test passes `token`.
 */
export function stubApi(routes: StubRoutes, { token }: { token?: string } = {}): StubApi {
  const api = makeStubApi(routes, token);
  latest = api;
  return api;
}

/** The stub of the running test: the apps project's setup ends it after each test. */
let latest: StubApi | undefined;

function makeStubApi(routes: StubRoutes, token: string | undefined): StubApi {
  let table: Record<string, StubHandler> = { ...routes };
  const requests: StubRequest[] = [];
  const unrouted: StubRequest[] = [];
  const session = createSession(memoryStorage());
  if (token !== undefined) session.setToken(token);
  // The end of the test's session empties the cache and the read times, as a logout does.
  swrCacheFor(session)();
  session.onEnd(() => testCache.clear());
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    for (const [key, handler] of Object.entries(table)) {
      const [method, pattern] = key.split(' ');
      if (method !== request.method || pattern === undefined) continue;
      const params = match(pattern, path);
      if (params === null) continue;
      const seen: StubRequest = { method: request.method, path, query: url.searchParams, body, params };
      requests.push(seen);
      const answer = await handler(seen);
      // A copy: a handler may hand out one Response for several requests (a fault kept in a
      // variable), and a body can be read once; the second reader got a used body, which the
      // client reports as a network failure instead of the answer (a flaky toast in CI).
      if (answer instanceof Response) return answer.clone();
      return new Response(JSON.stringify(answer ?? {}), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const seen: StubRequest = { method: request.method, path, query: url.searchParams, body, params: {} };
    requests.push(seen);
    unrouted.push(seen);
    return apiError(501, { code: 'UNROUTED', message: `${request.method} ${path} has no stub` });
  };
  const client = configureApiClient({ fetch, session });
  return {
    client,
    session,
    requests,
    unrouted,
    route(more) {
      table = { ...table, ...more };
    },
    calls(key) {
      const [method, pattern] = key.split(' ');
      return requests.filter(
        (request) =>
          request.method === method && pattern !== undefined && match(pattern, request.path) !== null,
      );
    },
  };
}

/** The router of a test: in memory, starting at `path`; `history` lists every path it went to. */
export function testRouter(path: string) {
  return memoryLocation({ path, record: true });
}

/**
 * The frame of an app's component test: the app's name (which paths route in place), the kit's
 * root (toasts, error boundary, links through the router), the tests' SWR cache with the app's
 * query defaults, and the in-memory router. Render it after {@link stubApi}; end the test with
 * {@link endTest}.
 */
export function TestApp({
  app,
  location,
  children,
}: {
  app: AppName;
  location: ReturnType<typeof testRouter>;
  children: ReactNode;
}) {
  return (
    <Router hook={location.hook}>
      <AppNameContext.Provider value={app}>
        <AppRoot
          app={app}
          navigate={location.navigate}
          onError={throwRenderError}
          onToasterReady={setToast}
          toastRegion={ToastRegion}
        >
          <SWRConfig value={testSwrConfig}>{children}</SWRConfig>
        </AppRoot>
      </AppNameContext.Provider>
    </Router>
  );
}

/**
 * Ends a component test: unmounts what it rendered, then ends its session (emptying the cache), so
 * the next test starts signed out with nothing cached. The apps project calls it after every test
 * (`config/apps-test-setup.ts`) for the test's latest {@link stubApi}: a test file needs no hook.
 */
export async function endTest(api: StubApi | undefined = latest): Promise<void> {
  await cleanup();
  api?.session.end('user');
  if (api === latest) latest = undefined;
  localStorage.clear();
  sessionStorage.clear();
}
