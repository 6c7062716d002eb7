import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { consoleErrorReporter, setErrorReporter } from '../errorReporter';
import { createSession, memoryStorage } from '../session';
import { defineCall } from './call';
import {
  bindCall,
  configureApiClient,
  createApiClient,
  DEFAULT_DOWNLOAD_NAME,
  filenameFromContentDisposition,
  type UploadProgress,
} from './client';
import { ApiError, ContractError, NetworkError, statusOf } from './errors';

const Thing = z.object({ id: z.string(), quantity: z.string() });
const getThing = defineCall({
  name: 'getThing',
  method: 'GET',
  path: '/things/{id}',
  summary: 'A thing',
  tag: 'test',
  params: z.object({ id: z.string() }),
  query: z.object({ include: z.array(z.string()).optional(), year: z.number().optional() }),
  response: Thing,
});
const saveThing = defineCall({
  name: 'saveThing',
  method: 'PUT',
  path: '/things/{id}',
  summary: 'Save a thing',
  tag: 'test',
  params: z.object({ id: z.string() }),
  body: z.object({ quantity: z.string() }),
  response: Thing,
});
const uploadThing = defineCall({
  name: 'uploadThing',
  method: 'POST',
  path: '/things/upload',
  summary: 'Upload',
  tag: 'test',
  body: z.object({ file: z.instanceof(Blob), meta: z.object({ kind: z.string() }), note: z.string() }),
  bodyKind: 'multipart',
  response: z.object({ ok: z.boolean() }),
});
const report = defineCall({
  name: 'report',
  method: 'GET',
  path: '/report',
  summary: 'CSV',
  tag: 'test',
  response: z.unknown(),
  responseKind: 'blob',
});
const logout = defineCall({
  name: 'logout',
  method: 'DELETE',
  path: '/session',
  summary: 'Out',
  tag: 'test',
  response: z.unknown(),
  responseKind: 'empty',
});

function recorder(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return respond(request);
  };
  return { requests, fetch };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => setErrorReporter(consoleErrorReporter));

describe('the API client', () => {
  it('builds the URL from path parameters and query, sends the bearer token and cookies, parses the answer', async () => {
    const { requests, fetch } = recorder(() => json({ id: 'a/b', quantity: '0.1' }));
    const session = createSession(memoryStorage());
    session.setToken('t0k3n');
    const client = createApiClient({ fetch, baseUrl: 'http://api.test/api', session });
    const thing = await client.call(getThing, { id: 'a/b', include: ['x', 'y'], year: 2026 });
    expect(thing).toEqual({ id: 'a/b', quantity: '0.1' });
    const [request] = requests;
    expect(request?.url).toBe('http://api.test/api/things/a%2Fb?include=x&include=y&year=2026');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(request?.credentials).toBe('include');
  });

  it('sends the body as JSON without the path parameters', async () => {
    const { requests, fetch } = recorder(() => json({ id: '7', quantity: '2' }));
    const client = createApiClient({
      fetch,
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    await client.call(saveThing, { id: '7', quantity: '2' });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ quantity: '2' });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('sends multipart forms (files as files, objects as JSON) and reports upload progress', async () => {
    const { requests, fetch } = recorder(() => json({ ok: true }));
    const client = createApiClient({
      fetch,
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    const progress: UploadProgress[] = [];
    const file = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });
    await client.call(
      uploadThing,
      { file, meta: { kind: 'passport' }, note: 'hi' },
      { onProgress: (p) => progress.push(p) },
    );
    const request = requests[0];
    if (!request) throw new Error('no request was sent');
    const form = await request.formData();
    expect((form.get('file') as File).name).toBe('id.pdf');
    expect(form.get('meta')).toBe('{"kind":"passport"}');
    expect(form.get('note')).toBe('hi');
    expect(progress.map((p) => p.state)).toEqual(['LOADING', 'PENDING', 'SUCCESS']);
    expect(progress.at(-1)?.percent).toBe(100);
  });

  it('downloads files with the name from Content-Disposition, else the default CSV name', async () => {
    const named = createApiClient({
      fetch: async () =>
        new Response('a,b\n', {
          headers: { 'Content-Disposition': 'attachment; filename="gains-2025.csv"' },
        }),
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    const download = await named.call(report);
    expect(download.filename).toBe('gains-2025.csv');
    expect(await download.blob.text()).toBe('a,b\n');
    const unnamed = createApiClient({
      fetch: async () => new Response('x'),
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    expect((await unnamed.call(report)).filename).toBe(DEFAULT_DOWNLOAD_NAME);
  });

  it.each([
    ['attachment; filename="a b.csv"', 'a b.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv; filename="fallback.csv"', 'résumé.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.csv"', 'fallback.csv'],
    ['attachment', null],
    [null, null],
  ])('reads the filename of %j as %j', (header, name) => {
    expect(filenameFromContentDisposition(header)).toBe(name);
  });

  it('answers an empty response with undefined', async () => {
    const client = createApiClient({
      fetch: async () => new Response(null, { status: 204 }),
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    await expect(client.call(logout)).resolves.toBeUndefined();
  });

  it('ends the session on a 401 from any call and tells the subscribers', async () => {
    const session = createSession(memoryStorage());
    session.setToken('old');
    const ended: string[] = [];
    session.onEnd((reason) => ended.push(reason));
    const client = createApiClient({
      fetch: async () => json({ code: 'UNAUTHORIZED', message: 'Sign in first' }, 401),
      baseUrl: 'http://api.test/api',
      session,
    });
    const error = await client.call(getThing, { id: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(statusOf(error)).toBe(401);
    expect(session.getToken()).toBeNull();
    expect(ended).toEqual(['unauthorized']);
  });

  it('raises ApiError with the body for error statuses', async () => {
    const client = createApiClient({
      fetch: async () => json({ code: 'USER_CORRECTABLE', message: 'Fix this' }, 400),
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    const error = (await client.call(getThing, { id: '1' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message: 'Fix this' });
    expect(error.message).toBe('getThing: HTTP 400 (Fix this)');
    const plain = createApiClient({
      fetch: async () => new Response('<html>oops</html>', { status: 502 }),
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    const bare = (await plain.call(getThing, { id: '1' }).catch((e: unknown) => e)) as ApiError;
    expect(bare.body).toBeUndefined();
    expect(statusOf(bare)).toBe(502);
  });

  it('raises NetworkError when no response arrives', async () => {
    const client = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    const error = await client.call(getThing, { id: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(statusOf(error)).toBe(0);
  });

  it('raises a ContractError naming the call and the issues, and reports it', async () => {
    const reported: unknown[] = [];
    setErrorReporter({ captureException: (error) => reported.push(error) });
    const client = createApiClient({
      fetch: async () => json({ id: 5 }),
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    const error = (await client.call(getThing, { id: '1' }).catch((e: unknown) => e)) as ContractError;
    expect(error).toBeInstanceOf(ContractError);
    expect(error.call).toBe('getThing');
    expect(error.issues.map((issue) => issue.path.join('.'))).toEqual(['id', 'quantity']);
    expect(error.message).toMatch(/^getThing: the response does not match the contract \(id: /);
    expect(reported).toEqual([error]);
  });

  it('raises ContractError, never anything else, for any malformed body (fuzz)', async () => {
    setErrorReporter({ captureException: () => {} });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.constant(''),
          fc.record({ id: fc.jsonValue(), quantity: fc.jsonValue() }).map((value) => JSON.stringify(value)),
        ),
        async (body) => {
          const client = createApiClient({
            fetch: async () => new Response(body, { status: 200 }),
            baseUrl: 'http://api.test/api',
            session: createSession(memoryStorage()),
          });
          const result = await client.call(getThing, { id: '1' }).then(
            (value) => ({ ok: true as const, value }),
            (error: unknown) => ({ ok: false as const, error }),
          );
          if (result.ok) expect(Thing.parse(result.value)).toEqual(result.value);
          else expect(result.error).toBeInstanceOf(ContractError);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('binds a call to the shared client, which tests and other teams can configure', async () => {
    const fetch = vi.fn(async () => json({ id: '1', quantity: '3' }));
    configureApiClient({ fetch, baseUrl: 'http://api.test/api', session: createSession(memoryStorage()) });
    const get = bindCall(getThing);
    expect(get.spec).toBe(getThing);
    await expect(get({ id: '1' })).resolves.toEqual({ id: '1', quantity: '3' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
