import type { OperationRule } from '@cairn/domain';
import { z } from 'zod';

export { fillPath, pathParameterNames } from './path';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a response body is read: JSON parsed by the schema, a file (blob), text, or nothing. */
export type ResponseKind = 'json' | 'blob' | 'text' | 'empty';

/**
 * One call of the contract, shared by the client (which sends it and parses the answer) and the
 * sandbox (which validates the request and serves it). Path parameters are written `{name}`.
 */
export interface CallSpec<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Kind extends ResponseKind = ResponseKind,
  Auth extends boolean = boolean,
> {
  /** The function name, e.g. 'getUserProfile': used in errors, the OpenAPI operationId and logs. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Under /api, e.g. '/admin/index/{id}'. */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** Groups the call in the OpenAPI document (doc 1, 2 or 3 resource). */
  readonly tag: string;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** `multipart` for uploads and admin saves; else JSON. */
  readonly bodyKind: 'none' | 'json' | 'multipart';
  readonly response: Response;
  readonly responseKind: Kind;
  /** Whether the call needs a signed-in user (a bearer token). */
  readonly auth: Auth;
  /**
   * Which accounts may make this change (issue 28): the server refuses others with 403
   * `{ code: USER_CORRECTABLE, message }` (the domain's `operationVerdict`). Absent: any signed-in user.
   */
  readonly access?: OperationRule;
}

const none = z.object({}).strict();
/** The empty schema used where a call has no parameters, query or body. */
export type None = typeof none;

type Defaults = { params: None; query: None; body: None };

/**
 * A part of a call's input: nothing for the empty schema (its strict input type admits no keys).
 * Both directions are checked, as every object schema is assignable to the empty one.
 */
type InputPart<S extends z.ZodType> = S extends None ? (None extends S ? unknown : z.input<S>) : z.input<S>;

/** The input a call's function takes: path params, query and body merged into one object. */
export type CallInput<C extends CallSpec> = InputPart<C['params']> &
  InputPart<C['query']> &
  InputPart<C['body']>;

/** What a call resolves to. */
export type CallOutput<C extends CallSpec> = C['responseKind'] extends 'blob'
  ? Download
  : C['responseKind'] extends 'text'
    ? string
    : z.output<C['response']>;

/** A downloaded file. */
export interface Download {
  readonly blob: Blob;
  /** From `Content-Disposition`, else the call's default name. */
  readonly filename: string;
}

/** Declares a call. Omitted parts default to "none"; `auth` defaults to true. */
export function defineCall<
  P extends z.ZodType = None,
  Q extends z.ZodType = None,
  B extends z.ZodType = None,
  R extends z.ZodType = z.ZodType,
  K extends ResponseKind = 'json',
  A extends boolean = true,
>(spec: {
  name: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyKind?: 'json' | 'multipart';
  response: R;
  responseKind?: K;
  auth?: A;
  access?: OperationRule;
}): CallSpec<P, Q, B, R, K, A> {
  const defaults: Defaults = { params: none, query: none, body: none };
  return {
    name: spec.name,
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tag: spec.tag,
    params: (spec.params ?? defaults.params) as P,
    query: (spec.query ?? defaults.query) as Q,
    body: (spec.body ?? defaults.body) as B,
    bodyKind: spec.body ? (spec.bodyKind ?? 'json') : 'none',
    response: spec.response,
    responseKind: spec.responseKind ?? ('json' as K),
    auth: spec.auth ?? (true as A),
    ...(spec.access ? { access: spec.access } : {}),
  };
}

/** The schema of an empty JSON object, for responses without content the API still sends as `{}`. */
export const EmptyObject = z.object({});
