import { createApiClient, createSession, defineCall, memoryStorage } from '@cairn/api-client';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSandboxRoutes } from '../../src/api/sandboxRoutes';
import { type ApiEnv, implement, MALFORMED_BODY, userCorrectable } from '../../src/core/contract';
import { pathMatches } from '../../src/core/faults';
import { send } from '../../src/core/outbox';
import { demoPasswordHash } from '../../src/core/secrets';
import { addUser, type SandboxUser, startSession } from '../../src/core/users';
import { createWorld } from '../../src/core/world';

const Note = z.object({ id: z.string(), text: z.string().min(1), tags: z.array(z.string()) });
const getNote = defineCall({
  name: 'getNote',
  method: 'GET',
  path: '/notes/{id}',
  summary: 'A note',
  tag: 'test',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  query: z.object({
    tags: z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .optional(),
  }),
  response: Note,
});
const saveNote = defineCall({
  name: 'saveNote',
  method: 'PUT',
  path: '/notes/{id}',
  summary: 'Save a note',
  tag: 'test',
  params: z.object({ id: z.string() }),
  body: z.object({ text: z.string().min(1, 'Text is required') }),
  response: Note,
});
const broken = defineCall({
  name: 'broken',
  method: 'GET',
  path: '/broken',
  summary: 'Bug',
  tag: 'test',
  response: Note,
});
const publicPing = defineCall({
  name: 'publicPing',
  method: 'GET',
  path: '/ping',
  summary: 'Ping',
  tag: 'test',
  response: z.object({ signed_in: z.boolean() }),
  auth: false,
});

const user = (id: string, overrides: Partial<SandboxUser> = {}): SandboxUser => ({
  id,
  email: `${id}@cairn.test`,
  password_hash: demoPasswordHash('contract-test-user', 'x'),
  first_name: 'Ada',
  middle_name: null,
  last_name: 'Lovelace',
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
  created_at: '2025-01-01T00:00:00Z',
  institution: null,
  ...overrides,
});

function setup() {
  const world = createWorld({ now: () => new Date('2026-11-21T12:00:00Z') });
  const notes: Record<string, { text: string }> = { '1': { text: 'hello' } };
  const api = new Hono<ApiEnv>();
  api.use('*', async (c, next) => {
    c.set('world', world);
    await next();
  });
  implement(api, getNote, ({ input }) => {
    const note = notes[input.id];
    if (!note) throw userCorrectable(`No note ${input.id}`);
    return { id: input.id, text: note.text, tags: input.tags ?? [] };
  });
  implement(api, saveNote, ({ input }) => {
    notes[input.id] = { text: input.text };
    return { id: input.id, text: input.text, tags: [] };
  });
  implement(api, broken, () => ({ id: 1 }) as never);
  implement(api, publicPing, ({ user: who }) => ({ signed_in: who !== undefined }));
  const app = new Hono().route('/api', api).route('/__sandbox', createSandboxRoutes(world));
  const ada = addUser(world, user('ada'));
  const demo = addUser(world, user('demo', { demo: true }));
  const token = startSession(world, ada);
  const demoToken = startSession(world, demo);
  const clientFor = (t?: string) => {
    const session = createSession(memoryStorage());
    if (t) session.setToken(t);
    return createApiClient({
      fetch: (request) => Promise.resolve(app.fetch(request)),
      baseUrl: 'http://sandbox.test/api',
      session,
    });
  };
  return {
    world,
    app,
    notes,
    token,
    client: clientFor(token),
    anonymous: clientFor(),
    demoClient: clientFor(demoToken),
  };
}

describe('implement(): the sandbox serves a call of the contract', () => {
  it('validates and serves, query arrays included', async () => {
    const { client } = setup();
    await expect(client.call(getNote, { id: '1', tags: ['a', 'b'] })).resolves.toEqual({
      id: '1',
      text: 'hello',
      tags: ['a', 'b'],
    });
    await expect(client.call(getNote, { id: '1', tags: ['solo'] })).resolves.toMatchObject({
      tags: ['solo'],
    });
  });

  it('answers a bad request with 400 {code, message} and changes nothing', async () => {
    const { app, notes, token } = setup();
    const response = await app.request('/api/notes/1', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: 'text: Text is required' });
    const notJson = await app.request('/api/notes/1', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{nope',
    });
    expect(await notJson.json()).toEqual({ code: 'BAD_REQUEST', message: 'The body is not valid JSON' });
    const badParam = await app.request('/api/notes/abc', { headers: { Authorization: `Bearer ${token}` } });
    expect(badParam.status).toBe(400);
    expect(notes['1']).toEqual({ text: 'hello' });
  });

  it('requires a signed-in user unless the call is public', async () => {
    const { anonymous, client } = setup();
    await expect(anonymous.call(getNote, { id: '1' })).rejects.toMatchObject({ status: 401 });
    await expect(anonymous.call(publicPing)).resolves.toEqual({ signed_in: false });
    await expect(client.call(publicPing)).resolves.toEqual({ signed_in: true });
  });

  it('answers 418 to a demo account changing anything, but lets it read', async () => {
    const { demoClient, notes } = setup();
    await expect(demoClient.call(getNote, { id: '1' })).resolves.toMatchObject({ text: 'hello' });
    await expect(demoClient.call(saveNote, { id: '1', text: 'changed' })).rejects.toMatchObject({
      status: 418,
    });
    expect(notes['1']).toEqual({ text: 'hello' });
  });

  it('passes USER_CORRECTABLE errors through with their message', async () => {
    const { client } = setup();
    await expect(client.call(getNote, { id: '9' })).rejects.toMatchObject({
      status: 400,
      body: { code: 'USER_CORRECTABLE', message: 'No note 9' },
    });
  });

  it('refuses to send an answer outside the schema (a sandbox bug) with 500 SANDBOX_CONTRACT', async () => {
    const { client } = setup();
    await expect(client.call(broken)).rejects.toMatchObject({
      status: 500,
      body: { code: 'SANDBOX_CONTRACT' },
    });
  });
});

describe('faults', () => {
  it.each([
    ['500', 500],
    ['401', 401],
    ['404', 404],
    ['418', 418],
    ['user-correctable', 400],
  ])('the x-sandbox-fault header %s answers %i', async (fault, status) => {
    const { app, world } = setup();
    const token = Object.keys(
      (world.slices.get('sessions') as { byToken: Record<string, string> }).byToken,
    )[0];
    const response = await app.request('/api/notes/1', {
      headers: { 'x-sandbox-fault': fault, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(status);
  });

  it('malformed answers a body that breaks the schema: the client raises ContractError', async () => {
    const { app, client } = setup();
    await app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ path_pattern: '/notes/', fault: 'malformed', count: 1 }),
    });
    await expect(client.call(getNote, { id: '1' })).rejects.toMatchObject({ name: 'ContractError' });
    await expect(client.call(getNote, { id: '1' })).resolves.toMatchObject({ text: 'hello' });
    expect(JSON.parse(MALFORMED_BODY)).toBeTypeOf('string');
  });

  it('registered faults apply to the next `count` matching calls only', async () => {
    const { app, client } = setup();
    const added = await app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ path_pattern: '^/api/notes/1$', fault: '500', count: 2 }),
    });
    expect(added.status).toBe(200);
    await expect(client.call(getNote, { id: '1' })).rejects.toMatchObject({ status: 500 });
    await expect(client.call(getNote, { id: '1' })).rejects.toMatchObject({ status: 500 });
    await expect(client.call(getNote, { id: '1' })).resolves.toMatchObject({ id: '1' });
  });

  it('rejects a bad fault registration with 400', async () => {
    const { app } = setup();
    const response = await app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ fault: 'meteor' }),
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ['/notes', '/api/notes/1', true],
    ['^/api/notes/[^/]+$', '/api/notes/12', true],
    ['^/api/notes/[^/]+$', '/api/notes/12/x', false],
    // Regular-expression syntax beyond ^, $, .* and [^/]+ is literal text (issue 28).
    ['^/api/notes/\\d+$', '/api/notes/12', false],
    ['^(', '/api/notes', false],
  ])('pattern %s matches %s: %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });
});

describe('the outbox', () => {
  it('lists sent codes oldest first at /__sandbox/outbox', async () => {
    const { app, world } = setup();
    send(world, { to: '+15555550100', channel: 'sms', code: '123456' });
    send(world, { to: 'ada@cairn.test', channel: 'email', code: '654321' });
    const response = await app.request('/__sandbox/outbox');
    expect(await response.json()).toEqual([
      { to: '+15555550100', channel: 'sms', code: '123456', sent_at: '2026-11-21T12:00:00.000Z' },
      { to: 'ada@cairn.test', channel: 'email', code: '654321', sent_at: '2026-11-21T12:00:00.000Z' },
    ]);
  });
});
