import { dec } from '@cairn/domain';
import type { Hono } from 'hono';
import { z } from 'zod';
import { documentUrlRefusal } from '../../core/signedUrls';
import { userByEmail } from '../../core/users';
import type { World } from '../../core/world';
import { ensureUsersSeeded } from '../../seed/users';
import { depositCrypto, depositFiat } from './engine';
import { assetBySymbol } from './invest';
import { marketThrough } from './market';
import { clockOf, customerOf, customerSlice } from './state';

const PositiveDecimal = z
  .union([z.string().regex(/^\d+(\.\d+)?$/), z.number().finite()])
  .transform((value) => dec(value))
  .refine((value) => value.gt(0), { error: 'Must be greater than 0' });

/** Body of POST /__sandbox/deposit/{email}: a USD wire, or a crypto deposit of a quantity. */
export const SandboxDeposit = z.union([
  z.object({ amount_usd: PositiveDecimal }).strict(),
  z.object({ symbol: z.string().min(1), quantity: PositiveDecimal }).strict(),
]);

/** Body of POST /__sandbox/cost-basis-updates/{email}. */
export const SandboxCostBasisUpdates = z.object({ enabled: z.boolean() }).strict();

const issues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');

/** A tiny valid PDF naming the document, so 'open document' shows something real. */
function documentPdf(title: string, date: string): string {
  const text = `${title} (${date}) - Cairn sandbox document`.replace(/[()\\]/g, (char) => `\\${char}`);
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

/**
 * The customer area's sandbox-only routes (under /__sandbox, never /api):
 * - POST /deposit/{email} with `{ amount_usd }` (a USD wire) or `{ symbol, quantity }` (a crypto
 *   deposit, whose cost basis is then missing): funds the account at once, on the account's clock;
 *   an account with a portfolio that reaches the rebalancing minimum gets a rebalance queued to
 *   invest it;
 * - POST /cost-basis-updates/{email} with `{ enabled }`: switches the update-enabled flag;
 * - GET /documents/{userId}/{documentId}: the document a document URL points at, as a PDF.
 */
/** Why a document link is refused (403): reopen the document from the Documents page for a new link. */
export const DOCUMENT_LINK_MESSAGES = {
  missing: 'This document link is not signed: open the document from the Documents page',
  invalid: 'This document link is not valid: open the document from the Documents page',
  expired: 'This document link has expired: open the document again from the Documents page',
} as const;

export function registerCustomerSandboxRoutes(routes: Hono, world: World): void {
  routes.post('/deposit/:email', async (c) => {
    ensureUsersSeeded(world);
    const user = userByEmail(world, c.req.param('email'));
    if (!user) return c.json({ code: 'NOT_FOUND', message: `No user ${c.req.param('email')}` }, 404);
    const parsed = SandboxDeposit.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ code: 'BAD_REQUEST', message: issues(parsed.error) }, 400);
    const state = customerOf(world, user);
    const { now, today } = clockOf(world, user);
    const catalog = marketThrough(world, today);
    const body = parsed.data;
    if ('amount_usd' in body) {
      return c.json({ deposit: depositFiat(user, state, catalog, body.amount_usd, now.toISOString()) });
    }
    const asset = assetBySymbol(catalog, body.symbol);
    if (!asset) return c.json({ code: 'BAD_REQUEST', message: `symbol: no asset ${body.symbol}` }, 400);
    return c.json({
      deposit: depositCrypto(user, state, catalog, asset.symbol, body.quantity, now.toISOString()),
    });
  });

  routes.post('/cost-basis-updates/:email', async (c) => {
    ensureUsersSeeded(world);
    const user = userByEmail(world, c.req.param('email'));
    if (!user) return c.json({ code: 'NOT_FOUND', message: `No user ${c.req.param('email')}` }, 404);
    const parsed = SandboxCostBasisUpdates.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ code: 'BAD_REQUEST', message: issues(parsed.error) }, 400);
    customerOf(world, user).cost_basis_update_enabled = parsed.data.enabled;
    return c.json({ update_enabled: parsed.data.enabled });
  });

  routes.get('/documents/:userId/:documentId', (c) => {
    const refusal = documentUrlRefusal(
      world,
      c.req.param('userId'),
      c.req.param('documentId'),
      c.req.query('expires'),
      c.req.query('signature'),
    );
    if (refusal !== null) {
      c.header('Cache-Control', 'no-store');
      return c.json({ code: 'FORBIDDEN', message: DOCUMENT_LINK_MESSAGES[refusal] }, 403);
    }
    const state = customerSlice(world).byUserId[c.req.param('userId')];
    const document = state?.documents.find((candidate) => candidate.id === c.req.param('documentId'));
    if (!document) return c.json({ code: 'NOT_FOUND', message: 'No such document' }, 404);
    return c.body(documentPdf(document.title, document.date), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${document.id}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
