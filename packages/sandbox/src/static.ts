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
 * Reads `relative` inside `root`, refusing anything that escapes it (`..`, absolute paths).
 * Returns null when there is no such regular file.
 */
export async function readInside(
  root: string,
  relative: string,
): Promise<{ body: Buffer; type: string } | null> {
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
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { body: await readFile(file), type: contentType(file) };
  } catch {
    return null;
  }
}
