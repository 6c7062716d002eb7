import { type ApiClient, ApiError, createApiClient, createSession, memoryStorage } from '@cairn/api-client';
import { ADMIN_ROLE } from '@cairn/domain';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { createApi } from '../../src/api';
import { createSandboxRoutes } from '../../src/api/sandboxRoutes';
import { demoPasswordHash } from '../../src/core/secrets';
import { addUser, type SandboxUser, startSession } from '../../src/core/users';
import { createWorld, type World } from '../../src/core/world';

/** The fixed clock of the admin tests. */
export const NOW = new Date('2026-11-21T12:00:00Z');

let serial = 0;

/** Adds a user with sensible defaults (an ACTIVE individual at DASHBOARD without roles). */
export function makeUser(world: World, overrides: Partial<SandboxUser> = {}): SandboxUser {
  serial += 1;
  return addUser(world, {
    id: `test-user-${serial}`,
    email: `user${serial}@test.example`,
    password_hash: demoPasswordHash('admin-test-user', 'Cairn-test-1!'),
    first_name: 'Test',
    middle_name: null,
    last_name: `User ${serial}`,
    phone_number: '+15555550100',
    account_type: 'INDIVIDUAL',
    status: 'ACTIVE',
    roles: [],
    min_tier: 3,
    kyc_status: 'SUCCESS',
    location: 'DASHBOARD',
    mfa: false,
    demo: false,
    tlh_enabled: false,
    requires_tutorial: false,
    phone_verified: true,
    email_verified: true,
    created_at: NOW.toISOString(),
    institution: null,
    ...overrides,
  });
}

/** A world with the API at /api and the sandbox routes (with the admin ones) at /__sandbox. */
export function createSandbox() {
  const world = createWorld({ now: () => NOW });
  const app = new Hono();
  const sandboxRoutes = createSandboxRoutes(world);
  app.route('/api', createApi(world));
  app.route('/__sandbox', sandboxRoutes);
  const fetch = (request: Request) => Promise.resolve(app.fetch(request));

  /** A client signed in as `user` (signed out when undefined). */
  const clientFor = (user?: SandboxUser): ApiClient => {
    const session = createSession(memoryStorage());
    if (user) session.setToken(startSession(world, user));
    return createApiClient({
      fetch,
      baseUrl: 'http://sandbox.test/api',
      session,
      reporter: () => silentReporter,
    });
  };

  const staff = makeUser(world, { roles: [ADMIN_ROLE], email: 'staff@test.example' });
  return { world, app, fetch, clientFor, staff, admin: clientFor(staff) };
}

/** Contract errors are expected in the fuzz tests: keep them out of the console. */
export const silentReporter = { captureException: () => {} };

/** Awaits a call that must fail with an ApiError and returns it. */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A 1×1 PNG image. */
export function pngFile(name = 'icon.png'): File {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return new File([bytes], name, { type: 'image/png' });
}
