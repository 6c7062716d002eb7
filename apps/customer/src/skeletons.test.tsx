import { sandboxAnswers, stubApi, TestApp, testRouter } from '@cairn/app-shell/testing';
import type { RouteId } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CUSTOMER_PAGES } from './routes';
import { DraftsProvider } from './shared/drafts/drafts';
import { TransferProvider } from './shared/transfers/TransferProvider';

/** What a reader sees of a page header: its back link, title, description and how many controls. */
function headerSeen(container: HTMLElement) {
  const title = container.querySelector('h1');
  const header = title?.closest('[data-size]');
  if (!title || !header) return null;
  const actions = header.lastElementChild?.children[1];
  return {
    back: header.querySelector(':scope > a')?.textContent ?? null,
    title: title.textContent,
    description: title.nextElementSibling?.textContent ?? null,
    controls: actions?.children.length ?? 0,
  };
}

// Issue 29: a route's skeleton is built from the page's own header, so the header a reader sees
// while the page's code loads is the one that stays (no jump, no other words). The dashboard's
// greeting and the details pages' titles come with their data: their skeletons hold a placeholder.
const STATIC_HEADERS: readonly RouteId[] = [
  'portfolio',
  'performance',
  'models',
  'indices',
  'account',
  'activity-log',
  'tax-center',
  'tax-transactions',
  'trade-history',
  'documents',
];

describe('each route’s skeleton shows the page’s own header', () => {
  it.each(STATIC_HEADERS)('%s', async (id) => {
    const page = CUSTOMER_PAGES.find((entry) => entry.id === id);
    if (!page) throw new Error(`no page ${id}`);
    const location = testRouter(page.path);
    stubApi(sandboxAnswers.investor, { token: 'token' });
    const skeleton = await render(
      <TestApp app="customer" location={location}>
        <page.Skeleton />
      </TestApp>,
    );
    const whileLoading = headerSeen(skeleton.container);
    expect(whileLoading?.title).toBeTruthy();
    await skeleton.unmount();

    // The page as the signed-in area frames it (its drafts and transfer flows).
    const loaded = await render(
      <TestApp app="customer" location={location}>
        <DraftsProvider userId="skeleton-test">
          <TransferProvider>
            <page.Page />
          </TransferProvider>
        </DraftsProvider>
      </TestApp>,
    );
    // The page's code and first reads may take a while on a busy machine: the check waits, not times.
    await expect.poll(() => headerSeen(loaded.container), { timeout: 60_000 }).toEqual(whileLoading);
  });
});
