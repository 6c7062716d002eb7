import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { World } from './world';

/**
 * Short-lived signed URLs (issue 28): a document is served only at a URL that names its user and
 * an expiry and carries an HMAC-SHA256 of the three (document, user, expiry) under a secret the
 * server draws at start and never stores or answers. A URL cannot be guessed, is bound to its
 * user, and stops working when it expires (real time, like tokens: the sandbox clock tool does
 * not move it).
 */

/** How long a signed document URL works. */
export const SIGNED_URL_TTL_MS = 5 * 60 * 1000;

const secrets = new WeakMap<World, Buffer>();

/** The world's signing secret: 32 random bytes, drawn once per process and never persisted. */
function secretOf(world: World): Buffer {
  let secret = secrets.get(world);
  if (!secret) {
    secret = randomBytes(32);
    secrets.set(world, secret);
  }
  return secret;
}

function signatureOf(world: World, documentId: string, userId: string, expires: number): string {
  return createHmac('sha256', secretOf(world))
    .update(JSON.stringify(['document', documentId, userId, expires]))
    .digest('base64url');
}

/** The route documents are served at (under the gateway's /__sandbox). */
export const DOCUMENTS_ROUTE = '/__sandbox/documents';

/** A signed URL for one document of one user, working for {@link SIGNED_URL_TTL_MS}. */
export function signedDocumentUrl(world: World, userId: string, documentId: string): string {
  const expires = Math.floor((world.realNow().getTime() + SIGNED_URL_TTL_MS) / 1000);
  const signature = signatureOf(world, documentId, userId, expires);
  const query = new URLSearchParams({ expires: String(expires), signature });
  return `${DOCUMENTS_ROUTE}/${encodeURIComponent(userId)}/${encodeURIComponent(documentId)}?${query}`;
}

/** Why a document URL is refused, or `null` when its signature is good and it has not expired. */
export function documentUrlRefusal(
  world: World,
  userId: string,
  documentId: string,
  expiresParam: string | undefined,
  signatureParam: string | undefined,
): 'missing' | 'invalid' | 'expired' | null {
  if (!expiresParam || !signatureParam) return 'missing';
  if (!/^\d{1,12}$/.test(expiresParam)) return 'invalid';
  const expires = Number(expiresParam);
  const expected = Buffer.from(signatureOf(world, documentId, userId, expires));
  const given = Buffer.from(signatureParam);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (world.realNow().getTime() >= expires * 1000) return 'expired';
  return null;
}
