import { describe, expect, it } from 'vitest';
import { openAdminApp } from './testing';

type Screen = Awaited<ReturnType<typeof openAdminApp>>['screen'];

const grid = (screen: Screen, name: string) => screen.getByRole('grid', { name });
const row = (screen: Screen, table: string, name: RegExp) => grid(screen, table).getByRole('row', { name });

// The admin lists share one row pattern (issue 30): the name is the link where the row opens
// something, the actions column is 'Actions' on both, its buttons quiet and in one order, Edit last.
describe('the admin lists: one row pattern', () => {
  it('indices: a Cairn index opens from its name and Edit; a partner index says why it does not', async () => {
    const { screen, api } = await openAdminApp('/admin/indices');
    const cairn = row(screen, 'Indices', /Cairn Bitcoin Index/);
    await expect.element(cairn.getByRole('link', { name: 'Cairn Bitcoin Index' })).toBeVisible();
    const cairnActions = cairn.getByRole('gridcell').last();
    expect(
      [...cairnActions.element().querySelectorAll('button, a, [role=link]')].map((item) => item.textContent),
    ).toEqual(['Deactivate', 'Hide', 'Edit']);
    // One style: every action the same quiet variant.
    expect(
      [...cairnActions.element().querySelectorAll('[data-variant]')].map((item) =>
        item.getAttribute('data-variant'),
      ),
    ).toEqual(['ghost', 'ghost', 'ghost']);

    const partner = row(screen, 'Indices', /Meridian Digital Assets 5/);
    await expect.element(partner.getByRole('link', { name: /Meridian/ })).not.toBeInTheDocument();
    await expect.element(partner.getByText('Partner', { exact: true })).toBeVisible();
    const edit = partner.getByRole('link', { name: 'Edit' });
    await expect.element(edit).toHaveAttribute('aria-disabled', 'true');
    await expect.element(edit).toHaveAccessibleDescription(/only Cairn indices can be edited/);
    expect(api.unrouted).toEqual([]);
  });

  it("models: the same header and order, the name and Edit open the model; 'No' carries no icon", async () => {
    const { screen, api } = await openAdminApp('/admin/models');
    const table = grid(screen, 'Models');
    await expect.element(table.getByRole('columnheader').last()).toHaveTextContent('Actions');
    const momentum = row(screen, 'Models', /Momentum/);
    await expect.element(momentum.getByRole('link', { name: 'Momentum' })).toBeVisible();
    const actions = momentum.getByRole('gridcell').last();
    expect(
      [...actions.element().querySelectorAll('button, a')].map((item) => [
        item.textContent,
        item.getAttribute('data-variant'),
      ]),
    ).toEqual([
      [/Hide|Show/.exec(actions.element().textContent ?? '')?.[0], 'ghost'],
      ['Edit', 'ghost'],
    ]);
    const no = table.getByText('No', { exact: true }).first().element();
    expect(no.querySelector('svg')).toBeNull();
    expect(api.unrouted).toEqual([]);
  });
});

describe('the settings pages', () => {
  it('keys: Generate Key is the first card header action, not a lone footer row', async () => {
    const { screen, api } = await openAdminApp('/admin/keys');
    const card = screen.getByRole('region', { name: 'Generate a key' });
    const button = card.getByRole('button', { name: 'Generate Key' });
    await expect.element(button).toBeVisible();
    const header = card
      .getByRole('heading', { name: 'Generate a key' })
      .element()
      .closest('div')?.parentElement;
    expect(header?.contains(button.element())).toBe(true);
    expect(api.unrouted).toEqual([]);
  });

  it('keys: the header description ends on the cards edge', async () => {
    const { screen } = await openAdminApp('/admin/keys');
    const card = screen.getByRole('region', { name: 'Decrypt a file' });
    await expect.element(card).toBeVisible();
    const description = screen.getByText(/Crypto-withdrawal CSV files are encrypted/).element();
    expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.element().getBoundingClientRect().right + 1,
    );
  });

  it('waitlist: no access code card until there is a code', async () => {
    const { screen, api } = await openAdminApp('/admin/waitlist-settings', {
      'PUT /admin/waitlist/access-code': () => ({ access_code: 'ABC123' }),
    });
    await expect.element(screen.getByRole('region', { name: 'Waitlist email' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Access code' })).not.toBeInTheDocument();
    await screen.getByRole('textbox', { name: 'Email' }).fill('person@example.com');
    await screen.getByRole('button', { name: 'Get Access Code' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Access code' })).toHaveValue('ABC123');
    await expect.element(screen.getByRole('region', { name: 'Access code' })).toBeVisible();
    expect(api.unrouted).toEqual([]);
  });

  it('trade settings: the link starts on the text edge', async () => {
    const { screen } = await openAdminApp('/admin/trade-settings');
    await expect.element(screen.getByRole('link', { name: /open Models/ })).toBeVisible();
    const text = screen.getByText('This page is not implemented.').element();
    const link = screen.getByRole('link', { name: /open Models/ }).element();
    expect(
      Math.abs(link.getBoundingClientRect().left - text.getBoundingClientRect().left),
    ).toBeLessThanOrEqual(1);
  });
});
