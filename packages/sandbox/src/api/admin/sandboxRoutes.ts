import type { Hono } from 'hono';
import type { World } from '../../core/world';
import { encryptCsv, sampleCryptoWithdrawalsCsv } from './cryptoWithdrawals';
import { ICONS_ROUTE, storedIcon } from './icon';
import { adminSlice } from './state';

/** The download name of the encrypted sample. */
export const ENCRYPTED_SAMPLE_NAME = 'crypto-withdrawals.csv.enc';

/**
 * The admin area's sandbox-only routes (under /__sandbox): GET /crypto-withdrawals.csv.enc, a
 * sample crypto-withdrawal CSV encrypted with the most recently generated key (a fresh IV each
 * time), so staff can try the decrypt round trip on the Keys page; 409 before any key exists.
 */
export function registerAdminSandboxRoutes(routes: Hono, world: World): void {
  // Uploaded icons, by content hash: the URL never serves other bytes, so caches keep it a year.
  routes.get(`${ICONS_ROUTE}/:file`, (c) => {
    const icon = storedIcon(world, c.req.param('file'));
    if (!icon) return c.json({ code: 'NOT_FOUND', message: 'No such icon' }, 404);
    return c.body(new Uint8Array(Buffer.from(icon.data, 'base64')), 200, {
      'Content-Type': icon.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  routes.get(`/${ENCRYPTED_SAMPLE_NAME}`, async (c) => {
    const latest = adminSlice(world).keys.at(-1);
    if (!latest) {
      return c.json(
        {
          code: 'NO_KEY',
          message:
            'Generate a crypto-withdrawal key first (Keys page, POST /api/admin/keys/crypto-withdrawal).',
        },
        409,
      );
    }
    const content = await encryptCsv(latest.key, sampleCryptoWithdrawalsCsv(world));
    return c.body(content, 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${ENCRYPTED_SAMPLE_NAME}"`,
    });
  });
}
