import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * What the sandbox keeps instead of secrets: passwords as scrypt hashes with a salt of their own,
 * tokens (access tokens, 2FA session tokens) as SHA-256 digests. Neither the world nor its data
 * file (SANDBOX_DATA) ever holds a password or a live token.
 */

/**
 * scrypt's cost: node's default (N 2^14, r 8, p 1: 16 MiB, tens of milliseconds a check). The tests'
 * sandboxes (Vitest's sandbox project, the e2e gateways) set `SANDBOX_PASSWORD_COST=10` (N 2^10, a
 * sixteenth of the work): they sign in hundreds of times and the check's strength is not what they
 * test. Each hash records its own N, so a hash verifies under any setting.
 */
const COST = { N: 2 ** passwordCost(process.env.SANDBOX_PASSWORD_COST), r: 8, p: 1 } as const;

/** log2 of scrypt's N from `SANDBOX_PASSWORD_COST` (10 to 20), else 14. */
function passwordCost(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 14;
  const cost = Number(setting);
  if (!Number.isInteger(cost) || cost < 10 || cost > 20)
    throw new Error(`SANDBOX_PASSWORD_COST must be a whole number from 10 to 20, not "${setting}".`);
  return cost;
}
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, N: number, r: number, p: number) =>
  scryptSync(password.normalize('NFC'), salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r });

/** `scrypt$N$r$p$<salt base64>$<key base64>` of a password, with a random salt unless one is given. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const key = derive(password, salt, COST.N, COST.r, COST.p);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The shape of a stored hash (the data file is checked against it). */
export const PASSWORD_HASH = /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/;

/** A hash no password matches, checked for unknown accounts so they take as long as known ones. */
const NOBODY = hashPassword(randomBytes(24).toString('base64'));

/**
 * Whether `typed` is the password of `stored` (compared in constant time). Without a stored hash
 * (no such account) the same work is done against a hash nothing matches.
 */
export function verifyPassword(stored: string | undefined, typed: string): boolean {
  const [scheme, n, r, p, salt, key] = (stored ?? NOBODY).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = derive(typed, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return stored !== undefined && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Demo users' hashes, by salt: every world seeds the same demo users with the same salts. */
const demoHashes = new Map<string, string>();

/**
 * The hash of a demo user's (public) password: its salt is made from the user's id, so worlds
 * seeded in one process share the work (tests make many worlds).
 */
export function demoPasswordHash(userId: string, password: string): string {
  const salt = createHash('sha256').update(`cairn-demo-salt:${userId}`).digest().subarray(0, 16);
  const key = `${salt.toString('base64')}:${password}`;
  let hash = demoHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword(password, salt);
    demoHashes.set(key, hash);
  }
  return hash;
}

/** The prefix of a token's digest: tells a digest from a token an older data file kept. */
const DIGEST_PREFIX = 'sha256:';

/** What the sandbox keeps of a token: `sha256:<hex>`. */
export const tokenDigest = (token: string) =>
  `${DIGEST_PREFIX}${createHash('sha256').update(token, 'utf8').digest('hex')}`;

/** Whether a key is a token's digest (an older file kept tokens themselves). */
export const isTokenDigest = (key: string) => key.startsWith(DIGEST_PREFIX);

/** A record keyed by tokens, keyed by their digests instead (keys already digests stay). */
export const digestKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [isTokenDigest(key) ? key : tokenDigest(key), value]),
  );
