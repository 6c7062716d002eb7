import { customerCallSpecs as calls } from '@cairn/api-client';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LINK_MESSAGES } from '../../src/api/customer/sandboxRoutes';
import { SIGNED_URL_TTL_MS } from '../../src/core/signedUrls';
import { harness } from '../user/harness';

/** Issue 28: documents only through short-lived URLs signed for their user. */
async function setup() {
  const h = harness();
  const investor = await h.signedIn('investor@cairn.example');
  const [document] = await investor.call(calls.getCustodyDocuments, {});
  if (!document) throw new Error('the investor has no document');
  const { url } = await investor.call(calls.getCustodyDocumentUrl, { id: document.id });
  return { h, investor, document, url };
}

const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('custody documents through signed URLs (issue 28)', () => {
  it('answers a URL naming the user, an expiry in minutes and a signature; it opens the PDF', async () => {
    const { h, url } = await setup();
    const parsed = new URL(url, 'http://sandbox.test');
    expect(parsed.pathname).toMatch(/^\/__sandbox\/documents\/[^/]+\/[^/]+$/);
    const expires = Number(parsed.searchParams.get('expires')) * 1000;
    expect(expires - h.clock.now.getTime()).toBeGreaterThan(0);
    expect(expires - h.clock.now.getTime()).toBeLessThanOrEqual(SIGNED_URL_TTL_MS);
    expect(parsed.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    const response = await h.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('refuses the old guessable URL (no signature)', async () => {
    const { h, url } = await setup();
    const bare = new URL(url, 'http://sandbox.test').pathname;
    expect(await refusal(await h.app.request(bare))).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN', message: DOCUMENT_LINK_MESSAGES.missing },
    });
  });

  it('refuses a tampered signature, expiry or document', async () => {
    const { h, url } = await setup();
    const parsed = new URL(url, 'http://sandbox.test');
    const signature = parsed.searchParams.get('signature') ?? '';
    const tampered = [
      url.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
      url.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`),
      url.replace(/expires=\d+/, 'expires=soon'),
      url.replace(/\/([^/?]+)\?/, '/other-document?'),
    ];
    for (const link of tampered) {
      expect(await refusal(await h.app.request(link)), link).toEqual({
        status: 403,
        body: { code: 'FORBIDDEN', message: DOCUMENT_LINK_MESSAGES.invalid },
      });
    }
  });

  it("refuses another user's URL: the signature binds the user", async () => {
    const { h, url } = await setup();
    const other = await h.signedIn('history@cairn.example');
    const [theirs] = await (await h.signedIn('history@cairn.example')).call(calls.getCustodyDocuments, {});
    expect(theirs).toBeDefined();
    const otherUrl = (await other.call(calls.getCustodyDocumentUrl, { id: theirs?.id ?? '' })).url;
    const otherUser = new URL(otherUrl, 'http://sandbox.test').pathname.split('/')[3] ?? '';
    // The investor's signed link, pointed at another user's documents.
    const swapped = url.replace(/^\/__sandbox\/documents\/[^/]+\//, `/__sandbox/documents/${otherUser}/`);
    expect((await h.app.request(swapped)).status).toBe(403);
  });

  it('stops working when it expires', async () => {
    const { h, url } = await setup();
    const start = h.clock.now;
    h.clock.now = new Date(start.getTime() + SIGNED_URL_TTL_MS - 1000);
    expect((await h.app.request(url)).status).toBe(200);
    h.clock.now = new Date(start.getTime() + SIGNED_URL_TTL_MS);
    expect(await refusal(await h.app.request(url))).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN', message: DOCUMENT_LINK_MESSAGES.expired },
    });
  });

  it('signs with a secret of the running server: another server refuses the link', async () => {
    const { url } = await setup();
    const { h: other } = await setup();
    expect((await other.app.request(url)).status).toBe(403);
  });
});
