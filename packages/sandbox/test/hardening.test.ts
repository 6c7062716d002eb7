import { request as httpRequest } from 'node:http';
import { ALL_CALLS } from '@cairn/api-client';
import {
  type OnboardingLocation,
  requestMessages,
  TEXT_LIMITS,
  textTooLongMessage,
  twoFactorMessages,
  uploadMessages,
} from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { accountOf } from '../src/api/user/state';
import {
  ACCESS_TOKEN_TTL_MS,
  JSON_BODY_MAX_BYTES,
  MULTIPART_BODY_MAX_BYTES,
  SIGN_IN_FAILURE_WINDOW_MS,
} from '../src/core/serverLimits';
import { userByEmail } from '../src/core/users';
import { createWorld } from '../src/core/world';
import { createGateway } from '../src/gateway';
import { listen } from '../src/server';
import { advanceTo } from './onboardingSteps';

/**
 * The hardening issue, one block per numbered problem, through the gateway as a browser or an
 * attacker reaches it: bodies bounded while they stream, malformed bodies 400, JSON only as JSON,
 * uploads checked by content, sign-in throttled, tokens that end, no-store on the API.
 */

const START = new Date('2026-11-21T12:00:00Z');
const PASSWORD = 'Str0ng!pass';

function sandbox() {
  const clock = { now: START };
  const world = createWorld({ now: () => clock.now });
  const gateway = createGateway({
    distDirs: { onboarding: '/none', customer: '/none', admin: '/none' },
    world,
  });
  const send = (path: string, init: RequestInit = {}) => gateway.request(`/api${path}`, init);
  const json = (method: string, path: string, body: unknown, token?: string) =>
    send(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  let serial = 0;
  /** A fresh user (never a shared demo user), signed up: its email and token. */
  async function freshUser(at?: OnboardingLocation) {
    serial += 1;
    const email = `hardening.${serial}@example.com`;
    const response = await json('POST', '/user/signup', {
      first_name: 'Quinn',
      last_name: 'Lopez',
      email,
      phone_number: '+16175550123',
      accepted_tos: true,
      password: PASSWORD,
      account_type: 'INDIVIDUAL',
    });
    expect(response.status).toBe(200);
    const user = userByEmail(world, email);
    if (at && user) advanceTo(world, user, at);
    return { email, token: ((await response.json()) as { access_token: string }).access_token };
  }
  const signIn = (username: string, password: string) =>
    json('POST', '/user/authentication', { username, password, type: 'USER_PASS' });
  const profile = (token: string) => send('/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  return { world, clock, gateway, send, json, freshUser, signIn, profile };
}

/** A body of `size` bytes produced chunk by chunk, counting how much of it was ever read. */
function countedBody(size: number, chunk = 64 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= size) {
        controller.close();
        return;
      }
      const length = Math.min(chunk, size - counter.pulled);
      counter.pulled += length;
      controller.enqueue(new Uint8Array(length));
    },
  });
  return { stream, counter };
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fileOf = (name: string, type: string, size: number, head: number[]) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};

const MULTIPART_CALLS = ALL_CALLS.filter((call) => call.bodyKind === 'multipart');

describe('1. a body that is not the multipart form it claims answers 400, never 500', () => {
  it('covers the six multipart operations', () => {
    expect(MULTIPART_CALLS.map((call) => call.name).sort()).toEqual([
      'createAdminIndex',
      'createAdminModel',
      'decryptCryptoWithdrawals',
      'updateAdminIndex',
      'updateAdminModel',
      'uploadApplicationDocument',
    ]);
  });

  it.each(MULTIPART_CALLS.map((call) => [call.name, call] as const))('%s', async (_, call) => {
    const { send, signIn, world } = sandbox();
    // Staff for the admin calls, an applicant for the document upload.
    const email = call.path.startsWith('/admin') ? 'admin@cairn.example' : 'halfway@cairn.example';
    // This world's copy of staff signs in without its SMS step (the first sign-in seeds the users).
    await signIn(email, 'Cairn-demo-1!');
    const user = userByEmail(world, email);
    if (user) user.mfa = false;
    // The applicant is at the documents step, where the upload belongs (issue 28).
    if (user && !call.path.startsWith('/admin')) advanceTo(world, user, 'INDIVIDUAL_DOCUMENTS');
    const token = (
      (await (await signIn(email, 'Cairn-demo-1!')).json()) as {
        AuthenticationResult: { AccessToken: string };
      }
    ).AuthenticationResult.AccessToken;
    const path = call.path.replace(/\{\w+\}/g, 'x');
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=----cairn']) {
      const response = await send(path, {
        method: call.method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
        body: 'hello',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'BAD_REQUEST',
        message: requestMessages.invalidMultipart,
      });
    }
  });
});

describe('2. every body is bounded while it streams: 413 before it is read', () => {
  it('refuses a declared 40 MB upload without reading a byte of it', async () => {
    const { send, freshUser } = sandbox();
    const { token } = await freshUser('INDIVIDUAL_DOCUMENTS');
    const { stream, counter } = countedBody(40 * 1024 * 1024);
    const response = await send('/account/application/document', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(40 * 1024 * 1024),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: requestMessages.tooLarge(MULTIPART_BODY_MAX_BYTES),
    });
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops reading a 40 MB upload sent without a length as soon as it passes the limit', async () => {
    const { send, freshUser } = sandbox();
    const { token } = await freshUser('INDIVIDUAL_DOCUMENTS');
    const { stream, counter } = countedBody(40 * 1024 * 1024);
    const response = await send('/account/application/document', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    // Memory never holds more than the limit and one chunk: nowhere near the body's 40 MB.
    expect(counter.pulled).toBeLessThanOrEqual(MULTIPART_BODY_MAX_BYTES + 2 * 64 * 1024);
  });

  it('answers 413 over a real socket before the client has sent the body', async () => {
    const server = await listen(sandbox().gateway, { host: '127.0.0.1', port: 0 });
    try {
      const size = 40 * 1024 * 1024;
      const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        const request = httpRequest(`${server.url}/api/account/application/document`, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': size },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent }));
        });
        // The server may close the connection once it has answered: the rest is never sent.
        request.on('error', (error) => (sent > 0 ? undefined : reject(error)));
        const chunk = Buffer.alloc(64 * 1024);
        const pump = () => {
          while (sent < size && !request.destroyed) {
            sent += chunk.length;
            if (!request.write(chunk)) {
              request.once('drain', pump);
              return;
            }
          }
        };
        request.flushHeaders();
        setTimeout(pump, 50);
      });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(result.sent).toBeLessThan(size);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('takes an 8 MB ID document (under 9 MB with its form)', async () => {
    const { send, freshUser } = sandbox();
    const { token } = await freshUser('INDIVIDUAL_DOCUMENTS');
    const form = new FormData();
    form.append('document_type', 'passport_document');
    form.append('file', fileOf('passport.png', 'image/png', 8 * 1024 * 1024, PNG));
    const response = await send('/account/application/document', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
  });

  it('refuses JSON bodies over 64 KB, and sandbox tool bodies too', async () => {
    const { json, gateway } = sandbox();
    const big = { username: 'x'.repeat(JSON_BODY_MAX_BYTES), password: 'y', type: 'USER_PASS' };
    const response = await json('POST', '/user/authentication', big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large: this call accepts at most 64 KB',
    });
    const tool = await gateway.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path_pattern: 'x'.repeat(JSON_BODY_MAX_BYTES), fault: '500' }),
    });
    expect(tool.status).toBe(413);
  });

  it('refuses a 10,000-character first name at signup, and keeps nothing', async () => {
    const { json, world } = sandbox();
    const response = await json('POST', '/user/signup', {
      first_name: 'Q'.repeat(10_000),
      last_name: 'Lopez',
      email: 'long.name@example.com',
      phone_number: '+16175550123',
      accepted_tos: true,
      password: PASSWORD,
      account_type: 'INDIVIDUAL',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: `first_name: ${textTooLongMessage(TEXT_LIMITS.line)}`,
    });
    expect(userByEmail(world, 'long.name@example.com')).toBeUndefined();
  });
});

describe('3. uploads are checked by content, and stored under a safe name', () => {
  const upload = async (file: File) => {
    const s = sandbox();
    const { email, token } = await s.freshUser('INDIVIDUAL_DOCUMENTS');
    const form = new FormData();
    form.append('document_type', 'passport_document');
    form.append('file', file);
    const response = await s.send('/account/application/document', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const user = userByEmail(s.world, email);
    return { response, documents: user ? accountOf(s.world, user.id).documents : [] };
  };

  it("refuses an executable renamed evil.png (bytes 'MZ…')", async () => {
    const { response, documents } = await upload(
      fileOf('evil.png', 'image/png', 4096, [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'USER_CORRECTABLE', message: uploadMessages.fileContent });
    expect(documents).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const { response, documents } = await upload(new File([], 'passport.pdf', { type: 'application/pdf' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'USER_CORRECTABLE', message: uploadMessages.fileEmpty });
    expect(documents).toEqual([]);
  });

  it('stores ../../../../etc/passwd.png as passwd.png', async () => {
    const { response, documents } = await upload(fileOf('../../../../etc/passwd.png', 'image/png', 64, PNG));
    expect(response.status).toBe(200);
    expect(documents.map((document) => document.file_name)).toEqual(['passwd.png']);
  });
});

describe('4. sign-in abuse', () => {
  it('throttles the 6th wrong password, then even the right one, until the window passes', async () => {
    const { freshUser, signIn, clock } = sandbox();
    const { email } = await freshUser();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signIn(email, `Wrong-pass-${attempt}!`);
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { code: string }).code).toBe('INVALID_USERNAME_OR_PASSWORD');
    }
    const sixth = await signIn(email, 'Wrong-pass-6!');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ code: 'TOO_MANY_TRIES', message: twoFactorMessages.TOO_MANY_TRIES });
    expect(twoFactorMessages.TOO_MANY_TRIES).toBe('Too many attempts. Please try again later.');
    expect(Number(sixth.headers.get('Retry-After'))).toBe(SIGN_IN_FAILURE_WINDOW_MS / 1000);
    expect((await signIn(email, PASSWORD)).status).toBe(429);

    clock.now = new Date(START.getTime() + SIGN_IN_FAILURE_WINDOW_MS + 1);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('counts only failures: signing in again and again is never slowed', async () => {
    const { freshUser, signIn } = sandbox();
    const { email } = await freshUser();
    for (let attempt = 0; attempt < 20; attempt += 1)
      expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('throttles per client too: guessing across accounts, or at emails that do not exist', async () => {
    const { freshUser, signIn, gateway } = sandbox();
    const { email } = await freshUser();
    const from = (address: string, username: string, password: string) =>
      gateway.request(
        '/api/user/authentication',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password, type: 'USER_PASS' }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await from('203.0.113.7', `nobody${guess}@example.com`, 'Guess-1!')).status).toBe(400);
    }
    // The attacker's address is held back, whatever it tries; another client is not.
    expect((await from('203.0.113.7', email, PASSWORD)).status).toBe(429);
    expect((await from('198.51.100.2', email, PASSWORD)).status).toBe(200);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('signing up again with a known email and a wrong password is throttled like sign-in', async () => {
    const { freshUser, json } = sandbox();
    const { email } = await freshUser();
    const again = (password: string) =>
      json('POST', '/user/signup', {
        first_name: 'Quinn',
        last_name: 'Lopez',
        email,
        phone_number: '+16175550123',
        accepted_tos: true,
        password,
        account_type: 'INDIVIDUAL',
      });
    // The signup itself counted: 4 more tries for this email (its unfinished signup, email not
    // verified, is told INCORRECT_PASSWORD as doc 1 §8 says), then even the right password waits.
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await again(`Wrong-pass-${attempt}!`)).status).toBe(400);
    expect((await again('Wrong-pass-5!')).status).toBe(429);
    expect((await again(PASSWORD)).status).toBe(429);
  });

  it('a password change ends the user’s other sessions, not the one that changed it', async () => {
    const { freshUser, signIn, json, profile } = sandbox();
    const { email, token: first } = await freshUser();
    const other = (
      (await (await signIn(email, PASSWORD)).json()) as {
        AuthenticationResult: { AccessToken: string };
      }
    ).AuthenticationResult.AccessToken;
    expect((await profile(other)).status).toBe(200);
    const change = await json(
      'PATCH',
      '/user/profile/auth-attribute',
      { current_password: PASSWORD, new_password: 'N3w!password' },
      first,
    );
    expect(change.status).toBe(200);
    expect((await profile(other)).status).toBe(401);
    expect((await profile(first)).status).toBe(200);
  });

  it('a wrong current password is throttled like sign-in', async () => {
    const { freshUser, json } = sandbox();
    const { token } = await freshUser();
    const change = (current: string) =>
      json(
        'PATCH',
        '/user/profile/auth-attribute',
        { current_password: current, new_password: 'N3w!password' },
        token,
      );
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await change(`Wrong-pass-${attempt}!`)).status).toBe(400);
    expect((await change(PASSWORD)).status).toBe(429);
  });

  it('tokens expire 12 hours after sign-in', async () => {
    const { freshUser, profile, clock } = sandbox();
    const { token } = await freshUser();
    clock.now = new Date(START.getTime() + ACCESS_TOKEN_TTL_MS - 1);
    expect((await profile(token)).status).toBe(200);
    clock.now = new Date(START.getTime() + ACCESS_TOKEN_TTL_MS);
    expect((await profile(token)).status).toBe(401);
  });
});

describe('5. JSON only as application/json', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'a signup sent as %j answers 415, creates no account and sends no SMS',
    async (type) => {
      const { send, world } = sandbox();
      const response = await send('/user/signup', {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: JSON.stringify({
          first_name: 'Quinn',
          last_name: 'Lopez',
          email: 'csrf.victim@example.com',
          phone_number: '+16175550123',
          accepted_tos: true,
          password: PASSWORD,
          account_type: 'INDIVIDUAL',
        }),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: requestMessages.jsonOnly,
      });
      expect(userByEmail(world, 'csrf.victim@example.com')).toBeUndefined();
      expect(world.slices.get('outbox')).toBeUndefined();
    },
  );

  it('a body that is not JSON answers 400', async () => {
    const { send } = sandbox();
    const response = await send('/user/authentication', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: requestMessages.invalidJson });
  });
});

describe('6. no API answer is ever cached', () => {
  it('sends Cache-Control: no-store on personal data, errors and the rest', async () => {
    const { freshUser, profile, send } = sandbox();
    const { token } = await freshUser();
    const answers = [
      await profile(token),
      await send('/account/application?include_sensitive=true', {
        headers: { Authorization: `Bearer ${token}` },
      }),
      await send('/user/profile'),
      await send('/health'),
      await send('/no-such-call'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 200, 404]);
    for (const answer of answers) expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });
});
