import {
  type ApiClient,
  ApiError,
  createApiClient,
  createSession,
  customerCallSpecs,
  type Download,
  type ErrorReporter,
  memoryStorage,
  userCallSpecs,
} from '@cairn/api-client';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { createApi } from '../../src/api';
import { createSandboxRoutes } from '../../src/api/sandboxRoutes';
import type { OutboxMessage } from '../../src/core/outbox';
import { demoPasswordHash } from '../../src/core/secrets';
import { addUser, type SandboxUser, userByEmail } from '../../src/core/users';
import { createWorld, type World, type WorldOptions } from '../../src/core/world';
import { DEMO_PASSWORD } from '../../src/seed/demoUsers';
import { ensureUsersSeeded } from '../../src/seed/users';

/** The customer calls' specs, by name. */
export const calls = customerCallSpecs;
/** The user calls' specs (sign-in, status), by name. */
export const userCalls = userCallSpecs;

/** The tests' fixed clock. */
export const NOW = new Date('2026-11-21T12:00:00Z');

/** A reporter that keeps what it got, instead of printing ContractErrors to the test output. */
export function quietReporter(): ErrorReporter & { readonly reported: unknown[] } {
  const reported: unknown[] = [];
  return { reported, captureException: (error) => void reported.push(error) };
}

let serial = 0;

/**
 * A world with the sandbox API at /api and the sandbox routes (with the customer ones) at
 * /__sandbox, and clients that reach it in-process through `app.fetch`.
 */
export function harness(options: Pick<WorldOptions, 'tlhFlag'> = {}) {
  const world: World = createWorld({ ...options, now: () => NOW });
  const app = new Hono();
  app.route('/api', createApi(world));
  const sandbox = createSandboxRoutes(world);
  app.route('/__sandbox', sandbox);
  ensureUsersSeeded(world);

  /** A signed-out client with its own session. */
  function client(): ApiClient {
    return createApiClient({
      fetch: (request) => Promise.resolve(app.fetch(request)),
      baseUrl: 'http://sandbox.test/api',
      session: createSession(memoryStorage()),
      reporter: quietReporter,
    });
  }

  async function latestCode(to: string): Promise<string> {
    const response = await app.request('/__sandbox/outbox');
    const sent = ((await response.json()) as OutboxMessage[]).filter((message) => message.to === to);
    const last = sent.at(-1);
    if (!last) throw new Error(`No code was sent to ${to}`);
    return last.code;
  }

  /** A client signed in as `email` through the api-client, answering the 2FA challenge from the outbox. */
  async function signedIn(email: string, password: string = DEMO_PASSWORD): Promise<ApiClient> {
    const signed = client();
    const result = await signed.call(userCalls.signIn, { username: email, password, type: 'USER_PASS' });
    if (result.Result === 'SUCCESS') {
      signed.session.setToken(result.AuthenticationResult.AccessToken);
      return signed;
    }
    const user = userByEmail(world, email);
    if (!user) throw new Error(`No user ${email}`);
    const verified = await signed.call(userCalls.verifySignInCode, {
      username: email,
      session_token: result.Session,
      verification_code: await latestCode(user.phone_number),
    });
    signed.session.setToken(verified.AuthenticationResult.AccessToken);
    return signed;
  }

  /** A new ACTIVE, KYC-approved individual the customer area knows nothing about (a fresh signup). */
  function newUser(overrides: Partial<SandboxUser> = {}): SandboxUser {
    serial += 1;
    return addUser(world, {
      id: `customer-test-${serial}`,
      email: `new${serial}@test.example`,
      password_hash: demoPasswordHash('customer-test-user', DEMO_PASSWORD),
      first_name: 'Noa',
      middle_name: null,
      last_name: `Tester ${serial}`,
      phone_number: '+16175550199',
      account_type: 'INDIVIDUAL',
      status: 'ACTIVE',
      roles: [],
      min_tier: 3,
      kyc_status: 'SUCCESS',
      location: 'DASHBOARD',
      mfa: false,
      demo: false,
      tlh_enabled: true,
      requires_tutorial: false,
      phone_verified: true,
      email_verified: true,
      created_at: NOW.toISOString(),
      institution: null,
      ...overrides,
    });
  }

  /** Funds an account through the sandbox route POST /__sandbox/deposit/{email}. */
  async function deposit(email: string, body: unknown): Promise<Response> {
    return app.request(`/__sandbox/deposit/${encodeURIComponent(email)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** Everything in the world but the fault queue and the sessions, as JSON: compared around refused requests. */
  function snapshot(): string {
    return JSON.stringify(
      [...world.slices.entries()].filter(([name]) => name !== 'faults' && name !== 'sessions'),
    );
  }

  return { world, app, client, signedIn, newUser, deposit, snapshot };
}

/** The harness type. */
export type Harness = ReturnType<typeof harness>;

/** Awaits a call that must fail with an ApiError and returns it. */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/**
 * A download's parts. `CallSpec` does not carry the response kind as a literal type, so the
 * client's result type for blob calls is the schema's; the value is a {@link Download}.
 */
export const asDownload = (value: unknown) => value as Download;
