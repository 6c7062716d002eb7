import { requestMessages } from '@cairn/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { JSON_BODY_MAX_BYTES } from './serverLimits';

/**
 * Request bodies are bounded while they stream: a declared Content-Length over the limit is refused
 * before a byte is read, and a body without one (chunked) is counted as it arrives and refused as
 * soon as it passes the limit, so a 40 MB upload never sits in memory.
 */

/** A request body over its limit. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(requestMessages.tooLarge(maxBytes));
  }
}

/** Whether the request declares a body longer than `maxBytes` (without reading it). */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  return Number.isFinite(declared) && declared > maxBytes;
}

/**
 * Reads the request body, at most `maxBytes` of it: throws {@link BodyTooLarge} before reading when
 * the declared length is over, or as soon as the bytes read pass the limit (the rest is never
 * read: the stream is cancelled).
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresMoreThan(request, maxBytes)) throw new BodyTooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The `{ code, message }` answer of a body over its limit. */
export const tooLargeAnswer = (c: Context, maxBytes: number) =>
  c.json({ code: 'PAYLOAD_TOO_LARGE', message: requestMessages.tooLarge(maxBytes) }, 413);

/**
 * Middleware for routes outside the contract (sandbox tools, CSP reports): the body is read within
 * `maxBytes` and handed on as a fresh request, or the answer is 413.
 */
export function limitBody(maxBytes: number = JSON_BODY_MAX_BYTES): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readBodyWithin(c.req.raw, maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLargeAnswer(c, maxBytes);
      throw error;
    }
    c.req.raw = new Request(c.req.raw, { body });
    return next();
  };
}

/** The media type of a Content-Type header, lower case, without parameters ('' when absent). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
