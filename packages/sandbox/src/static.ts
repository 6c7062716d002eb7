import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
};

/** The content type for a file name. */
export const contentType = (file: string) => MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The path of `relative` inside `root` when it names a regular file there, refusing anything that
 * escapes it (`..`, absolute paths, a NUL, bad percent-encoding); else null.
 */
async function fileInside(root: string, relative: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** A found file's bytes, or null when it can no longer be read (gone since it was found). */
const bytesOf = (file: string): Promise<Buffer | null> => readFile(file).catch(() => null);

/**
 * Reads `relative` inside `root`, refusing anything that escapes it (`..`, absolute paths).
 * Returns null when there is no such regular file.
 */
export async function readInside(
  root: string,
  relative: string,
): Promise<{ body: Buffer; type: string } | null> {
  const file = await fileInside(root, relative);
  if (file === null) return null;
  const body = await bytesOf(file);
  return body === null ? null : { body, type: contentType(file) };
}

/** The encodings built beside an asset (`x.js.br`, `x.js.gz`), in the order the gateway prefers. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type ContentEncoding = (typeof ENCODINGS)[number]['name'];

/**
 * The encodings an `Accept-Encoding` header allows: those it names, or `*`, with a weight above 0
 * (`gzip;q=0` refuses gzip). No header: none (identity).
 */
export function acceptedEncodings(header: string | undefined | null): Set<ContentEncoding> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (token === '') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const allowed = new Set<ContentEncoding>();
  for (const { name } of ENCODINGS) {
    const weight = weights.get(name) ?? weights.get('*') ?? 0;
    if (weight > 0) allowed.add(name);
  }
  return allowed;
}

/**
 * {@link readInside}, but the variant built beside the file that the browser accepts (brotli, else
 * gzip), with its encoding; the file itself when none is built or accepted.
 */
export async function readEncodedInside(
  root: string,
  relative: string,
  accepted: ReadonlySet<ContentEncoding>,
): Promise<{ body: Buffer; type: string; encoding: ContentEncoding | null } | null> {
  const file = await fileInside(root, relative);
  if (file === null) return null;
  const type = contentType(file);
  for (const { name, suffix } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    const encoded = await fileInside(root, `${relative}${suffix}`);
    // A twin that is missing, or gone since it was found: the next encoding, or the file itself.
    const body = encoded === null ? null : await bytesOf(encoded);
    if (body !== null) return { body, type, encoding: name };
  }
  const body = await bytesOf(file);
  return body === null ? null : { body, type, encoding: null };
}
