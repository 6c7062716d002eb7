import * as testing from '@cairn/app-shell/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { documentsTexts } from './copy';
import { route } from './route';

let api: testing.StubApi | undefined;
afterEach(() => vi.restoreAllMocks());

/** The route's page as the demo investor sees it, the contract answered by `routes` over the sandbox's. */
async function open(routes: testing.StubRoutes = {}) {
  api = testing.stubApi({ ...testing.sandboxAnswers.investor, ...routes }, { token: 'token' });
  const Page = await route.load();
  const where = testing.testRouter('/activity/documents');
  const screen = await render(
    <testing.TestApp app="customer" location={where}>
      <Page />
    </testing.TestApp>,
  );
  return { api, screen };
}

// /activity/documents (doc 2 §2 Activity, §9): the route folder's page with the contract stubbed.
describe('the documents page', () => {
  it('lists the Advisory Agreement first, then the statements newest first', async () => {
    // The sandbox lists them in that order already: the page must sort them, so answer them reversed.
    const listed = testing.sandboxAnswers.investor['GET /custody-integrations/documents'];
    const { screen } = await open({
      'GET /custody-integrations/documents': async (request) => {
        const documents = await listed?.(request);
        return Array.isArray(documents) ? [...documents].reverse() : documents;
      },
    });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: documentsTexts.heading }))
      .toBeInTheDocument();
    const table = screen.getByRole('grid', { name: documentsTexts.heading });
    await expect.element(table.getByRole('rowheader').first()).toHaveTextContent('Advisory Agreement');
    await expect
      .element(table.getByRole('rowheader').nth(1))
      .toHaveTextContent('Monthly Statement - October 2026');
  });

  it('opens a document through its URL call, in a new tab', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { screen, api } = await open({
      'GET /custody-integrations/documents/{id}/url': ({ params }) => ({
        url: `https://documents.example/${params.id ?? ''}`,
      }),
    });
    await screen.getByRole('button', { name: `${documentsTexts.open} Advisory Agreement` }).click();
    await vi.waitFor(() =>
      expect(opened).toHaveBeenCalledWith(
        'https://documents.example/doc-advisory-agreement',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(api.calls('GET /custody-integrations/documents/{id}/url').map((call) => call.params.id)).toEqual([
      'doc-advisory-agreement',
    ]);
    expect(api.unrouted).toEqual([]);
  });

  it('says so when there are no documents', async () => {
    const { screen } = await open({ 'GET /custody-integrations/documents': () => [] });
    await expect.element(screen.getByText(documentsTexts.noDocuments)).toBeInTheDocument();
  });
});
