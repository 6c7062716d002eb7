import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createApiClient,
  createSession,
  customerCallSpecs,
  memoryStorage,
  userCallSpecs,
} from '@cairn/api-client';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/api';
import { NOT_SAVED_MESSAGE } from '../../src/core/durable';
import { openDataFile } from '../../src/core/persist';
import { userByEmail } from '../../src/core/users';
import { createWorld, type World } from '../../src/core/world';
import { DEMO_PASSWORD } from '../../src/seed/demoUsers';
import { quietReporter, signupPayload } from '../user/harness';

/** Issue 28: what the data file holds, and that a change it cannot hold never happens. */

const START = new Date('2026-11-21T12:00:00Z');

/** A sandbox API over a world loaded from the data file at `path`, as a start makes it. */
function start(path: string) {
  const world = createWorld({ now: () => START });
  const file = openDataFile(world, path);
  const app = new Hono().route('/api', createApi(world, { data: file }));
  const client = (token?: string) => {
    const session = createSession(memoryStorage());
    if (token) session.setToken(token);
    return createApiClient({
      fetch: (request) => Promise.resolve(app.fetch(request)),
      baseUrl: 'http://sandbox.test/api',
      session,
      reporter: quietReporter,
    });
  };
  return { world, file, app, client };
}

const dataPath = () => join(mkdtempSync(join(tmpdir(), 'cairn-file-')), 'sandbox.json');

/** Everything in memory, as JSON. */
const memoryOf = (world: World) => JSON.stringify([...world.slices.entries()]);

describe('the data file holds no secret', () => {
  it('keeps password hashes, token digests and masked SSNs only, in a file only its owner reads', async () => {
    const path = dataPath();
    const { client } = start(path);
    const password = 'Plain-text-7!';
    const { access_token: signupToken } = await client().call(
      userCallSpecs.signUp,
      signupPayload({ email: 'secret.keeper@example.com', password }),
    );
    const signedIn = await client().call(userCallSpecs.signIn, {
      username: 'secret.keeper@example.com',
      password,
      type: 'USER_PASS',
    });
    if (signedIn.Result !== 'SUCCESS') throw new Error('expected a session');
    const token = signedIn.AuthenticationResult.AccessToken;
    await client(token).call(userCallSpecs.updateApplication, { ssn: '123456789' });
    // The running process still has the full number for include_sensitive.
    expect((await client(token).call(userCallSpecs.getApplication, { include_sensitive: true })).ssn).toBe(
      '123456789',
    );

    const text = readFileSync(path, 'utf8');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    for (const secret of [password, DEMO_PASSWORD, signupToken, token, '123456789']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('scrypt$');
    expect(text).toContain('•••-••-6789');

    // After a restart: the same tokens and password work, and the SSN is the masked one.
    const again = start(path);
    expect((await again.client(token).call(userCallSpecs.getUserProfile, {})).user.email).toBe(
      'secret.keeper@example.com',
    );
    await again.client().call(userCallSpecs.signIn, {
      username: 'secret.keeper@example.com',
      password,
      type: 'USER_PASS',
    });
    expect(
      (await again.client(token).call(userCallSpecs.getApplication, { include_sensitive: true })).ssn,
    ).toBe('•••-••-6789');
  }, 60_000);

  it('loads a file an older sandbox wrote with plaintext passwords and tokens: they become a hash and digests', () => {
    const path = dataPath();
    const user = {
      id: 'u-old',
      email: 'old@example.com',
      password: 'Older-pass-1!',
      first_name: 'Ola',
      middle_name: null,
      last_name: 'Old',
      phone_number: '+16175550123',
      account_type: 'INDIVIDUAL',
      status: 'ACTIVE',
      roles: [],
      min_tier: 3,
      kyc_status: 'NOT_STARTED',
      location: 'CONTACT_DETAILS',
      mfa: false,
      demo: false,
      tlh_enabled: false,
      requires_tutorial: true,
      phone_verified: false,
      email_verified: false,
      created_at: START.toISOString(),
      institution: null,
    };
    const snapshot = {
      users: { byId: { 'u-old': user } },
      sessions: { byToken: { 'old-token': { user_id: 'u-old', expires_at: '2026-11-22T00:00:00.000Z' } } },
    };
    writeFileSync(path, `${JSON.stringify({ cairn_sandbox: 2, snapshot })}\n`, { mode: 0o644 });
    start(path);
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain('Older-pass-1!');
    expect(text).not.toContain('old-token');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const world = createWorld({ now: () => START });
    openDataFile(world, path);
    expect(userByEmail(world, 'old@example.com')?.password_hash).toMatch(/^scrypt\$/);
  }, 60_000);
});

describe('a change the file cannot hold never happens', () => {
  it('two withdrawals answered 500 are neither in memory nor in the file after a restart', async () => {
    const path = dataPath();
    const { world, client } = start(path);
    const signedIn = await client().call(userCallSpecs.signIn, {
      username: 'tlhoff@cairn.example',
      password: DEMO_PASSWORD,
      type: 'USER_PASS',
    });
    if (signedIn.Result !== 'SUCCESS') throw new Error('expected a session');
    const investor = client(signedIn.AuthenticationResult.AccessToken);
    const before = await investor.call(customerCallSpecs.getActivity, {});
    // A change that is saved, so memory and file agree before the disk fails.
    await investor.call(userCallSpecs.updateRequiresTutorial, { requires_tutorial: false });
    const memory = memoryOf(world);
    const saved = readFileSync(path);

    // The file becomes unwritable: a directory stands where it was (even root cannot append).
    rmSync(path);
    mkdirSync(path);
    writeFileSync(join(path, 'blocker'), '');
    const withdrawal = {
      currency: 'USD' as const,
      amount: '2000',
      account_network: '011000015',
      account_number: '000123456789',
      is_complete: false,
      submission_confirmed: true as const,
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(investor.call(customerCallSpecs.createWithdrawal, withdrawal)).rejects.toMatchObject({
        status: 500,
        body: { code: 'SERVER_ERROR', message: NOT_SAVED_MESSAGE },
      });
      expect(memoryOf(world)).toBe(memory);
    }
    expect(await investor.call(customerCallSpecs.getActivity, {})).toEqual(before);

    // A restart from what the disk holds: neither withdrawal is there.
    rmSync(path, { recursive: true });
    writeFileSync(path, saved);
    const again = start(path);
    const token = signedIn.AuthenticationResult.AccessToken;
    expect(await again.client(token).call(customerCallSpecs.getActivity, {})).toEqual(before);
  }, 60_000);
});
