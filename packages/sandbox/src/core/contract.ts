import type { CallSpec } from '@cairn/api-client';
import { requestMessages } from '@cairn/domain';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { ACCESS_REFUSAL_CODE, accessVerdict } from './access';
import { SLOW_FAULT_MS, takeFault } from './faults';
import { BodyTooLarge, declaresMoreThan, mediaTypeOf, readBodyWithin, tooLargeAnswer } from './limits';
import { JSON_BODY_MAX_BYTES, MULTIPART_BODY_MAX_BYTES } from './serverLimits';
import { type SandboxUser, userByToken } from './users';
import type { World } from './world';

/** The Hono environment of the API: the world every handler reads and writes. */
export type ApiEnv = { Variables: { world: World; faulted?: boolean } };
/** The API app areas register calls on. */
export type ApiApp = Hono<ApiEnv>;

/** A sandbox error answer: `{ code, message }` with a status. */
export class SandboxError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 418 | 422 | 429 | 500,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** 400 with code USER_CORRECTABLE: the apps show this message to the user (doc 3 §3). */
export const userCorrectable = (message: string) => new SandboxError(400, 'USER_CORRECTABLE', message);
/** 404 with a message naming what is missing. */
export const notFound = (message: string) => new SandboxError(404, 'NOT_FOUND', message);

/** What a handler gets. */
export interface HandlerContext<C extends CallSpec> {
  /** Path parameters, query and body merged, as parsed by the call's schemas. */
  readonly input: z.output<C['params']> & z.output<C['query']> & z.output<C['body']>;
  /** The signed-in user (calls with `auth: false` get it only when a valid token came along). */
  readonly user: C['auth'] extends false ? SandboxUser | undefined : SandboxUser;
  readonly world: World;
  /** The bearer token of the request, if any. */
  readonly token: string | undefined;
  /** The raw Hono context, for headers. */
  readonly c: Context<ApiEnv>;
}

/** A file answer for `blob` calls. */
export interface FileAnswer {
  readonly file: { readonly name: string; readonly type: string; readonly content: string | Uint8Array };
}

type Answer<C extends CallSpec> = C['responseKind'] extends 'blob'
  ? FileAnswer
  : C['responseKind'] extends 'text'
    ? string
    : C['responseKind'] extends 'empty'
      ? undefined
      : z.input<C['response']>;

export interface ImplementOptions {
  /** Demo accounts may call it (sign-out, reads): otherwise their non-GET calls answer 418. */
  readonly demoAllowed?: boolean;
}

const issuesText = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

/** The largest body a call reads: an upload and its form, or a small JSON document. */
export const bodyLimitOf = (spec: CallSpec) =>
  spec.bodyKind === 'multipart' ? MULTIPART_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;

/**
 * The request body as the call's schema reads it, within the call's limit (413 past it): a JSON
 * document sent as application/json (415 otherwise: a cross-site form or `text/plain` beacon must
 * not reach a call), or a multipart form (415 for another type). A body that does not parse is a
 * 400, never a crash. A call without a body reads nothing.
 */
async function readBody(spec: CallSpec, c: Context<ApiEnv>): Promise<unknown> {
  if (spec.bodyKind === 'none') return {};
  const type = mediaTypeOf(c.req.raw);
  if (spec.bodyKind === 'multipart') {
    if (type !== 'multipart/form-data')
      throw new SandboxError(415, 'UNSUPPORTED_MEDIA_TYPE', requestMessages.multipartOnly);
    const bytes = await readBodyWithin(c.req.raw, MULTIPART_BODY_MAX_BYTES);
    c.req.raw = new Request(c.req.raw, { body: bytes });
    try {
      return await c.req.parseBody({ all: true });
    } catch {
      throw new SandboxError(400, 'BAD_REQUEST', requestMessages.invalidMultipart);
    }
  }
  const bytes = await readBodyWithin(c.req.raw, JSON_BODY_MAX_BYTES);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  if (type !== 'application/json')
    throw new SandboxError(415, 'UNSUPPORTED_MEDIA_TYPE', requestMessages.jsonOnly);
  try {
    return JSON.parse(text);
  } catch {
    throw new SandboxError(400, 'BAD_REQUEST', requestMessages.invalidJson);
  }
}

/** The Hono path of a call: `{id}` becomes `:id`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The body the `malformed` fault sends: valid JSON that no response schema accepts. */
export const MALFORMED_BODY = '"sandbox-malformed-response"';

/**
 * Serves one call of the contract: fault injection, authentication, the demo-account rule, the
 * call's state rule (its spec's `access`: 403 USER_CORRECTABLE), request validation (400 `{code, message}`, never a crash), then the handler, whose answer is
 * checked against the call's response schema (a mismatch is a sandbox bug: 500, and logged).
 */
export function implement<C extends CallSpec>(
  app: ApiApp,
  spec: C,
  handler: (context: HandlerContext<C>) => Answer<C> | Promise<Answer<C>>,
  options: ImplementOptions = {},
): void {
  app.on(spec.method, honoPath(spec.path), async (c) => {
    // A body declared too large is refused before anything else, without reading a byte of it.
    if (spec.bodyKind !== 'none' && declaresMoreThan(c.req.raw, bodyLimitOf(spec)))
      return tooLargeAnswer(c, bodyLimitOf(spec));
    const world = c.get('world');
    const fault = takeFault(world, c.req.path, c.req.header('x-sandbox-fault'));
    if (fault !== undefined && fault !== 'slow') c.set('faulted', true);
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_FAULT_MS));
    if (fault === '500') return c.json({ code: 'SERVER_ERROR', message: 'Sandbox fault: server error' }, 500);
    if (fault === '401') return c.json({ code: 'UNAUTHORIZED', message: 'Sandbox fault: unauthorized' }, 401);
    if (fault === '404') return c.json({ code: 'NOT_FOUND', message: 'Sandbox fault: not found' }, 404);
    if (fault === '418') return c.json({ code: 'DEMO_ACCOUNT', message: 'Sandbox fault: demo account' }, 418);
    if (fault === 'user-correctable') {
      return c.json(
        { code: 'USER_CORRECTABLE', message: 'Sandbox fault: please correct your request.' },
        400,
      );
    }
    if (fault === 'malformed') return c.body(MALFORMED_BODY, 200, { 'Content-Type': 'application/json' });

    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const user = userByToken(world, token);
    if (spec.auth && !user) return c.json({ code: 'UNAUTHORIZED', message: 'Sign in first' }, 401);
    if (user?.demo && spec.method !== 'GET' && !options.demoAllowed) {
      return c.json({ code: 'DEMO_ACCOUNT', message: "Demo accounts can't make changes" }, 418);
    }
    // The call's state rule (issue 28), before the request is read: a refused account learns
    // nothing about the call beyond the refusal, and nothing changes.
    if (user) {
      const verdict = accessVerdict(world, spec, user);
      if (verdict.kind === 'refuse')
        return c.json({ code: ACCESS_REFUSAL_CODE, message: verdict.message }, 403);
    }

    try {
      const params = spec.params.safeParse(c.req.param());
      if (!params.success) throw new SandboxError(400, 'BAD_REQUEST', issuesText(params.error));
      const query = spec.query.safeParse(queryObject(new URL(c.req.url)));
      if (!query.success) throw new SandboxError(400, 'BAD_REQUEST', issuesText(query.error));
      const body = spec.body.safeParse(await readBody(spec, c));
      if (!body.success) throw new SandboxError(400, 'BAD_REQUEST', issuesText(body.error));
      const input = { ...(body.data as object), ...(query.data as object), ...(params.data as object) };
      const answer = await handler({ input, user, world, token, c } as unknown as HandlerContext<C>);

      if (spec.responseKind === 'empty') return c.body(null, 204);
      if (spec.responseKind === 'text') return c.text(answer as string);
      if (spec.responseKind === 'blob') {
        const { file } = answer as FileAnswer;
        return c.body(typeof file.content === 'string' ? file.content : new Uint8Array(file.content), 200, {
          'Content-Type': file.type,
          'Content-Disposition': `attachment; filename="${file.name}"`,
        });
      }
      const checked = spec.response.safeParse(answer);
      if (!checked.success) {
        const message = `${spec.name} answered outside its schema: ${issuesText(checked.error)}`;
        world.options.log?.(`[contract] ${message}`);
        return c.json({ code: 'SANDBOX_CONTRACT', message }, 500);
      }
      return c.json(answer as object);
    } catch (error) {
      if (error instanceof SandboxError)
        return c.json({ code: error.code, message: error.message }, error.status);
      if (error instanceof BodyTooLarge) return tooLargeAnswer(c, error.maxBytes);
      throw error;
    }
  });
}
