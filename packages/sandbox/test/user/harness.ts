import {
  type ApiClient,
  createApiClient,
  createSession,
  type ErrorReporter,
  memoryStorage,
  userCallSpecs,
} from '@cairn/api-client';
import type { OnboardingLocation } from '@cairn/domain';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { createApi } from '../../src/api';
import { createSandboxRoutes } from '../../src/api/sandboxRoutes';
import type { OutboxMessage } from '../../src/core/outbox';
import { userByEmail } from '../../src/core/users';
import { createWorld, type World, type WorldOptions } from '../../src/core/world';
import { DEMO_PASSWORD } from '../../src/seed/demoUsers';
import { advanceTo } from '../onboardingSteps';

/** The user calls' specs, by name. */
export const calls = userCallSpecs;

/** The tests' fixed clock (it can be moved: `clock.now = ...`). */
export const START = new Date('2026-11-21T12:00:00Z');

/** A reporter that keeps what it got, instead of printing ContractErrors to the test output. */
export function quietReporter(): ErrorReporter & { readonly reported: unknown[] } {
  const reported: unknown[] = [];
  return { reported, captureException: (error) => void reported.push(error) };
}

/** A new user's signup payload (the API client's SignupPayload shape). */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Quinn',
    middle_name: 'Avery',
    last_name: 'Lopez',
    email: 'quinn.lopez@example.com',
    phone_number: '+16175550123',
    accepted_tos: true as const,
    password: 'Str0ng!pass',
    account_type: 'INDIVIDUAL' as const,
    ...overrides,
  };
}

/**
 * A world with the sandbox API at /api and the sandbox routes (outbox, KYC, custodian signing) at
 * /__sandbox, and clients that reach it in-process through `app.fetch`.
 */
export function harness(options: Pick<WorldOptions, 'tlhFlag'> = {}) {
  const clock = { now: START };
  const world: World = createWorld({ ...options, now: () => clock.now });
  const app = new Hono();
  app.route('/api', createApi(world));
  const sandbox = createSandboxRoutes(world);
  app.route('/__sandbox', sandbox);

  /** A signed-out client with its own session. */
  function client(
    send: (request: Request) => Promise<Response> = (request) => Promise.resolve(app.fetch(request)),
  ): ApiClient {
    return createApiClient({
      fetch: send,
      baseUrl: 'http://sandbox.test/api',
      session: createSession(memoryStorage()),
      reporter: quietReporter,
    });
  }

  async function outbox(): Promise<OutboxMessage[]> {
    const response = await app.request('/__sandbox/outbox');
    return (await response.json()) as OutboxMessage[];
  }

  /** The latest code sent to `to` on `channel`, read from GET /__sandbox/outbox. */
  async function latestCode(to: string, channel: 'sms' | 'email'): Promise<string> {
    const sent = (await outbox()).filter((message) => message.to === to && message.channel === channel);
    const last = sent.at(-1);
    if (!last) throw new Error(`No ${channel} code was sent to ${to}`);
    return last.code;
  }

  /** A client signed in as `email`, through the 2FA challenge (code from the outbox) when the user has one. */
  async function signedIn(email: string, password: string = DEMO_PASSWORD): Promise<ApiClient> {
    const signedInClient = client();
    const result = await signedInClient.call(calls.signIn, { username: email, password, type: 'USER_PASS' });
    if (result.Result === 'SUCCESS') {
      signedInClient.session.setToken(result.AuthenticationResult.AccessToken);
      return signedInClient;
    }
    const user = userByEmail(world, email);
    if (!user) throw new Error(`No user ${email}`);
    const code = await latestCode(user.phone_number, 'sms');
    const verified = await signedInClient.call(calls.verifySignInCode, {
      username: email,
      session_token: result.Session,
      verification_code: code,
    });
    signedInClient.session.setToken(verified.AuthenticationResult.AccessToken);
    return signedInClient;
  }

  /** Sends a raw JSON request (for bodies the typed client would not let through). */
  async function raw(method: string, path: string, options: { token?: string | null; body?: unknown } = {}) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const init: RequestInit = { method, headers };
    if (options.body !== undefined)
      init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    const response = await app.request(`/api${path}`, init);
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as { code?: string; message?: string }),
    };
  }

  /**
   * Everything in the world, as JSON: compared before and after a refused request. Sign-in
   * throttling counts refused passwords by design, so its slice is left out.
   */
  function snapshot(): string {
    return JSON.stringify(
      [...world.slices.entries()].filter(([name]) => name !== 'faults' && name !== 'signin.throttle'),
    );
  }

  /** Fills in the application of `email` up to `location` (onboarding calls need their step, issue 28). */
  function at(email: string, location: OnboardingLocation): void {
    const user = userByEmail(world, email);
    if (!user) throw new Error(`No user ${email}`);
    advanceTo(world, user, location);
  }

  return { world, app, clock, client, outbox, latestCode, signedIn, raw, snapshot, at };
}

/** The harness type. */
export type Harness = ReturnType<typeof harness>;

/** Asserts a call fails with an ApiError of this status (and body code, when given). */
export async function expectApiError(
  promise: Promise<unknown>,
  status: number,
  code?: string,
): Promise<void> {
  await expect(promise).rejects.toMatchObject({
    name: 'ApiError',
    status,
    ...(code ? { body: { code } } : {}),
  });
}
