import type { z } from 'zod';
import { type ErrorReporter, getErrorReporter } from '../errorReporter';
import { createSession, type Session } from '../session';
import type { CallInput, CallOutput, CallSpec } from './call';
import { ApiError, ContractError, type ErrorBody, NetworkError } from './errors';
import { type CallRef, loadCall } from './lazy';
import { fillPath, pathParameterNames } from './path';

/** The states of an upload slot (doc 1 §3), with a percentage for a progress bar. */
export type UploadState = 'STANDBY' | 'LOADING' | 'PENDING' | 'SUCCESS' | 'FAILURE';
/** Upload progress: LOADING while bytes go up, PENDING while the server works, then the outcome. */
export interface UploadProgress {
  readonly state: UploadState;
  readonly percent: number;
}

/** Options of one call. */
export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Multipart calls: progress of the upload. */
  readonly onProgress?: (progress: UploadProgress) => void;
}

export interface ApiClientOptions {
  /** Sends a request; defaults to the global fetch. Tests pass the sandbox's `app.fetch`. */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** The API's base: '/api' on the app's own origin by default. */
  readonly baseUrl?: string;
  /** The session holding the token; a 401 ends it. */
  readonly session?: Session;
  /** Where contract errors are reported; the installed error reporter by default. */
  readonly reporter?: () => ErrorReporter;
}

export interface ApiClient {
  readonly session: Session;
  /**
   * Sends a call (its spec, or a lazy reference: the spec loads first) with `input` and returns
   * the parsed response, or throws ApiError / ContractError / NetworkError.
   */
  call<C extends CallSpec>(
    call: CallRef<C>,
    input?: CallInput<C>,
    options?: CallOptions,
  ): Promise<CallOutput<C>>;
}

/** The zod side of the client (response and error-body parsing), loaded with the first response. */
const parsing = () => import('./parse');

/** The keys a schema declares, when it is an object schema (read from its definition: no zod code needed). */
function keysOf(schema: z.ZodType): string[] {
  const def = schema._zod.def;
  return def.type === 'object' ? Object.keys((def as z.core.$ZodObjectDef).shape) : [];
}

function appendQuery(url: URL, query: Record<string, unknown>) {
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else url.searchParams.set(key, String(value));
  }
}

function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (value === null) form.append(key, 'null');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

/** The file name from a Content-Disposition header (RFC 6266 `filename*` first), else null. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed percent-encoding: fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** The default name of a downloaded CSV when the response names none. */
export const DEFAULT_DOWNLOAD_NAME = 'cairn-report.csv';

/** Creates a client. Apps use the shared default ({@link apiClient}); tests and other teams make their own. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const session = options.session ?? createSession();
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const reporter = options.reporter ?? getErrorReporter;
  const base = options.baseUrl ?? '/api';

  function urlFor(spec: CallSpec, input: Record<string, unknown>): URL {
    const origin = globalThis.location?.origin ?? 'http://localhost';
    const url = new URL(`${base}${fillPath(spec.path, input)}`, origin);
    const query: Record<string, unknown> = {};
    for (const key of keysOf(spec.query)) query[key] = input[key];
    appendQuery(url, query);
    return url;
  }

  function bodyOf(spec: CallSpec, input: Record<string, unknown>): Record<string, unknown> {
    const skip = new Set([...pathParameterNames(spec.path), ...keysOf(spec.query)]);
    return Object.fromEntries(Object.entries(input).filter(([key]) => !skip.has(key)));
  }

  function contractError(spec: CallSpec, issues: z.core.$ZodIssue[], status: number): ContractError {
    const error = new ContractError(spec.name, issues, status);
    reporter().captureException(error, { call: spec.name, status });
    return error;
  }

  async function parseJson(spec: CallSpec, response: Response): Promise<unknown> {
    const [text, { parseResponse }] = await Promise.all([response.text(), parsing()]);
    const parsed = parseResponse(spec, text);
    if (!parsed.success) throw contractError(spec, parsed.issues, response.status);
    return parsed.data;
  }

  async function errorBody(response: Response): Promise<ErrorBody | undefined> {
    const [text, { parseErrorBody }] = await Promise.all([response.text(), parsing()]);
    return parseErrorBody(text);
  }

  return {
    session,
    async call(call, input, callOptions = {}) {
      // The session of the moment the call is made: loading a lazy spec must not change who asks.
      const token = session.getToken();
      const spec = await loadCall(call);
      const values = (input ?? {}) as Record<string, unknown>;
      const url = urlFor(spec, values);
      const headers = new Headers({ Accept: 'application/json' });
      if (token) headers.set('Authorization', `Bearer ${token}`);
      let body: BodyInit | undefined;
      if (spec.bodyKind === 'json') {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(bodyOf(spec, values));
      } else if (spec.bodyKind === 'multipart') {
        body = formData(bodyOf(spec, values));
      }
      const progress = callOptions.onProgress;
      progress?.({ state: 'LOADING', percent: 0 });
      let response: Response;
      try {
        const init: RequestInit = { method: spec.method, headers, credentials: 'include' };
        if (body !== undefined) init.body = body;
        if (callOptions.signal) init.signal = callOptions.signal;
        response = await send(new Request(url, init));
      } catch (cause) {
        progress?.({ state: 'FAILURE', percent: 0 });
        throw new NetworkError(spec.name, cause);
      }
      progress?.({ state: 'PENDING', percent: 100 });
      if (response.status === 401) {
        progress?.({ state: 'FAILURE', percent: 0 });
        session.end('unauthorized');
        throw new ApiError(spec.name, 401, await errorBody(response));
      }
      if (!response.ok) {
        progress?.({ state: 'FAILURE', percent: 0 });
        throw new ApiError(spec.name, response.status, await errorBody(response));
      }
      try {
        let result: unknown;
        if (spec.responseKind === 'blob') {
          const filename = filenameFromContentDisposition(response.headers.get('Content-Disposition'));
          result = { blob: await response.blob(), filename: filename ?? DEFAULT_DOWNLOAD_NAME };
        } else if (spec.responseKind === 'text') {
          result = await response.text();
        } else if (spec.responseKind === 'empty') {
          await response.body?.cancel();
          result = undefined;
        } else {
          result = await parseJson(spec, response);
        }
        progress?.({ state: 'SUCCESS', percent: 100 });
        return result as CallOutput<typeof spec>;
      } catch (error) {
        progress?.({ state: 'FAILURE', percent: 0 });
        throw error;
      }
    },
  };
}

let shared: ApiClient | undefined;

/** Replaces the shared client the call functions and hooks use (tests; a custom base URL). */
export function configureApiClient(options: ApiClientOptions = {}): ApiClient {
  shared = createApiClient(options);
  return shared;
}

/** The shared client: '/api' on this origin, the token in sessionStorage. */
export function apiClient(): ApiClient {
  shared ??= createApiClient();
  return shared;
}

/** A call function bound to the shared client, carrying its call (the spec, or its lazy reference). */
export type BoundCall<C extends CallSpec> = ((
  input?: CallInput<C>,
  options?: CallOptions,
) => Promise<CallOutput<C>>) & {
  readonly spec: CallRef<C>;
};

/** Makes the typed function of a call, sent with the shared client. */
export function bindCall<C extends CallSpec>(spec: CallRef<C>): BoundCall<C> {
  const fn = (input?: CallInput<C>, options?: CallOptions) => apiClient().call(spec, input, options);
  return Object.assign(fn, { spec });
}
