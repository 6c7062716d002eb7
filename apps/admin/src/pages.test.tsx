import { describe, expect, it } from 'vitest';
import { openAdminApp } from './testing';

type Screen = Awaited<ReturnType<typeof openAdminApp>>['screen'];

const grid = (screen: Screen, name: string) => screen.getByRole('grid', { name });
const row = (screen: Screen, table: string, name: RegExp) => grid(screen, table).getByRole('row', { name });

// The admin lists share one row pattern (issue 30): the name is the row's one link where the row
// opens something (no Edit repeating it), the actions column is 'Actions' on both with the spec's
// toggles quiet and in one order, and the states read in one vocabulary ('Active', 'Hidden').
describe('the admin lists: one row pattern', () => {
  it('indices: a Cairn index opens from its name alone; a partner index says why it does not', async () => {
    const { screen, api } = await openAdminApp('/admin/indices');
    const cairn = row(screen, 'Indices', /Cairn Bitcoin Index/);
    await expect.element(cairn.getByRole('link', { name: 'Cairn Bitcoin Index' })).toBeVisible();
    expect(cairn.element().querySelectorAll('a, [role=link]')).toHaveLength(1);
    const cairnActions = cairn.getByRole('gridcell').last();
    expect(
      [...cairnActions.element().querySelectorAll('button, a, [role=link]')].map((item) => item.textContent),
    ).toEqual(['Deactivate', 'Hide']);
    // One style: every action the same quiet variant.
    expect(
      [...cairnActions.element().querySelectorAll('[data-variant]')].map((item) =>
        item.getAttribute('data-variant'),
      ),
    ).toEqual(['ghost', 'ghost']);
    await expect.element(cairn.getByText('Active', { exact: true })).toBeVisible();
    await expect.element(cairn.getByText('Shown', { exact: true })).toBeVisible();

    const partner = row(screen, 'Indices', /Meridian Digital Assets 5/);
    await expect.element(partner.getByText('Partner', { exact: true })).toBeVisible();
    expect(partner.element().querySelectorAll('a, [role=link]')).toHaveLength(0);
    await expect
      .element(screen.getByText(/Partner indices are read-only: only Cairn indices can be edited/))
      .toBeVisible();
    expect(api.unrouted).toEqual([]);
  });

  it("models: the spec's headers over the Indices' badges; the name alone opens the model", async () => {
    const { screen, api } = await openAdminApp('/admin/models');
    const table = grid(screen, 'Models');
    await expect.element(table.getByRole('columnheader').nth(2)).toHaveTextContent('Is Active?');
    await expect.element(table.getByRole('columnheader').nth(3)).toHaveTextContent('Is Hidden?');
    await expect.element(table.getByRole('columnheader').last()).toHaveTextContent('Actions');
    const momentum = row(screen, 'Models', /Momentum/);
    await expect.element(momentum.getByRole('link', { name: 'Momentum' })).toBeVisible();
    expect(momentum.element().querySelectorAll('a, [role=link]')).toHaveLength(1);
    const actions = momentum.getByRole('gridcell').last();
    expect(
      [...actions.element().querySelectorAll('button, a')].map((item) => [
        item.textContent,
        item.getAttribute('data-variant'),
      ]),
    ).toEqual([[/Hide|Show/.exec(actions.element().textContent ?? '')?.[0], 'ghost']]);
    // The cells say the state in words, as on Indices, never 'Yes' / 'No'.
    const cells = momentum.getByRole('gridcell');
    expect(cells.nth(1).element().textContent).toMatch(/^(Active|Inactive)$/);
    expect(cells.nth(2).element().textContent).toMatch(/^(Hidden|Shown)$/);
    expect(table.element().textContent).not.toMatch(/\b(Yes|No)\b/);
    // A neutral state carries no icon.
    const plain = table
      .getByText(/^(Inactive|Shown)$/)
      .first()
      .element();
    expect(plain.querySelector('svg')).toBeNull();
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

  it('keys: the generated key is a copyable value: whole, in the code face, Copy attached to it', async () => {
    const key = 'gAAAAABnQ2V5LWJhc2U2NC1hLWxvbmctZmVybmV0LWtleS10aGF0LW11c3Qtd3JhcC1ub3QtY2xpcA==';
    const { screen, api } = await openAdminApp('/admin/keys', {
      'POST /admin/keys/crypto-withdrawal': () => ({ key }),
    });
    await screen.getByRole('button', { name: 'Generate Key' }).click();
    const value = screen.getByRole('textbox', { name: 'Generated key' });
    await expect.element(value).toHaveValue(key);
    const field = value.element() as HTMLTextAreaElement;
    // Never clipped: nothing overflows the box either way.
    expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    expect(field.scrollHeight).toBeLessThanOrEqual(field.clientHeight + 1);
    // A multi-line box, so a long key wraps instead of scrolling out of sight (its code face and
    // wrapping are the kit's, checked in the CopyButton story's InAReadOnlyField).
    expect(field.tagName).toBe('TEXTAREA');
    // Copy beside the value, in its box, not beside the hint line.
    const copy = screen.getByRole('button', { name: 'Copy generated key' }).element();
    expect(field.parentElement?.contains(copy)).toBe(true);
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
    // The card's title names the code: no field label repeats it; Copy is attached to the value.
    expect(screen.getByText('Access code', { exact: true }).elements()).toHaveLength(1);
    const code = screen.getByRole('textbox', { name: 'Access code' }).element();
    expect(
      code.parentElement?.contains(screen.getByRole('button', { name: 'Copy access code' }).element()),
    ).toBe(true);
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
