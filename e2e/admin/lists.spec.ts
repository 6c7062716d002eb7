import { adminMessages, globalMessages } from '@cairn/domain';
import { expect, test } from '../fixtures';
import { holdRequests } from '../support/hold';
import { signInAs } from '../support/session';
import { ADMIN, dropExpectedStatusErrors, injectFault } from './support';

test.describe('the admin lists', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ADMIN);
  });

  test('/admin/indices lists every index; the edit link is active only for Cairn indexes', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/admin/indices');
    const table = page.getByRole('grid', { name: 'Indices' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Index Name',
      'Index Ticker',
      'Status',
      'Hidden from Marketplace',
      'Actions',
    ]);
    // The edit link is the index's name: a link for a Cairn index, plain text for a partner one.
    const cairn = table.getByRole('row', { name: /Cairn Bitcoin Index/ });
    await expect(cairn.getByRole('link', { name: 'Cairn Bitcoin Index' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const partner = table.getByRole('row', { name: /Meridian Digital Assets 5/ });
    await expect(partner.getByRole('link')).toHaveCount(0);
    await expect(partner.getByText('Partner', { exact: true })).toBeVisible();
    await cairn.getByRole('link', { name: 'Cairn Bitcoin Index' }).click();
    await expect(page).toHaveURL(/\/admin\/index-creation\/.+/);
    expect(consoleErrors).toEqual([]);
  });

  test('at 1280 px the Indices table fits its box: the Actions column keeps its 16 px end inset', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/indices');
    const table = page.getByRole('grid', { name: 'Indices' });
    // The list is read through the gateway: on a busy machine it can take longer than 5 s.
    await expect(table.getByRole('row', { name: /Northwind DeFi Blue Chip/ })).toBeVisible({
      timeout: 20_000,
    });
    // The columns at their content's width came to 1,024 px in a 1,014 px box: the table scrolled
    // and 'Hide' ended 6 px from the border. A long name wraps instead.
    const [scrolls, hideInset] = await table.evaluate((grid) => {
      const box = grid.parentElement as HTMLElement;
      const hide = [...grid.querySelectorAll('button')]
        .filter((button) => button.textContent === 'Hide')
        .at(-1);
      const inner = box.getBoundingClientRect().right - box.clientLeft;
      return [box.scrollWidth - box.clientWidth, inner - (hide?.getBoundingClientRect().right ?? 0)];
    });
    expect(scrolls).toBe(0);
    expect(hideInset).toBeGreaterThanOrEqual(15.5);
  });

  test('a failed toggle puts the row back and says so', async ({ page, request, consoleErrors }) => {
    await page.goto('/admin/indices');
    const row = page.getByRole('grid', { name: 'Indices' }).getByRole('row', { name: /Cairn Mid Cap/ });
    await expect(row.getByRole('gridcell').nth(1)).toHaveText('Active');
    await injectFault(request, '/admin/index/', '500');
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('alert').filter({ hasText: globalMessages.serverError })).toBeVisible();
    await expect(row.getByRole('gridcell').nth(1)).toHaveText('Active');
    await expect(row.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    dropExpectedStatusErrors(consoleErrors, [500]);
  });

  test('/admin/models lists every model; Show/Hide changes the row in place', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/admin/models');
    const table = page.getByRole('grid', { name: 'Models' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Product Type',
      'Is Active?',
      'Is Hidden?',
      'Actions',
    ]);
    const row = table.getByRole('row', { name: /Sector Rotation/ });
    // The name is the row header; the cells follow: product, active, hidden.
    const hidden = row.getByRole('gridcell').nth(2);
    const before = await hidden.textContent();
    await row.getByRole('button', { name: before === 'Hidden' ? 'Show' : 'Hide' }).click();
    await expect(hidden).toHaveText(before === 'Hidden' ? 'Shown' : 'Hidden');
    await page.reload();
    await expect(
      page
        .getByRole('grid', { name: 'Models' })
        .getByRole('row', { name: /Sector Rotation/ })
        .getByRole('gridcell')
        .nth(2),
    ).toHaveText(before === 'Hidden' ? 'Shown' : 'Hidden');
    // Put it back for the other tests.
    await page
      .getByRole('grid', { name: 'Models' })
      .getByRole('row', { name: /Sector Rotation/ })
      .getByRole('button', { name: before === 'Hidden' ? 'Hide' : 'Show' })
      .click();
    await expect(
      page
        .getByRole('grid', { name: 'Models' })
        .getByRole('row', { name: /Sector Rotation/ })
        .getByRole('gridcell')
        .nth(2),
    ).toHaveText(before ?? '');
    expect(consoleErrors).toEqual([]);
  });

  test('the lists say Loading.... while they load', async ({ page }) => {
    const models = await holdRequests(page, /\/api\/admin\/models(\?.*)?$/);
    await page.goto('/admin/models');
    await expect(page.getByRole('status').filter({ hasText: adminMessages.loading })).toBeVisible();
    await models.release();
    await expect(page.getByRole('grid', { name: 'Models' })).toBeVisible();
  });

  for (const { path, api, body, empty } of [
    { path: '/admin/indices', api: '**/api/admin/indexes', body: [], empty: adminMessages.noIndexes },
    {
      path: '/admin/models',
      api: '**/api/admin/models',
      body: { models: [] },
      empty: adminMessages.noModels,
    },
  ]) {
    test(`${path} says '${empty}' when there is none`, async ({ page }) => {
      await page.route(api, (route) => route.fulfill({ json: body }));
      await page.goto(path);
      await expect(page.getByRole('grid').getByText(empty)).toBeVisible();
    });
  }
});
