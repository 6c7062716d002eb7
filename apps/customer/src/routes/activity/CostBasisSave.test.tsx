import type { StubApi } from '@cairn/app-shell/testing';
import { describe, expect, it } from 'vitest';
import { openInvestorApp, REFUSED_WRITES } from '../../testing';

let api: StubApi | undefined;

describe('the cost basis modal on the transactions page (doc 2 §2 Transactions page, §4, §5, §8)', () => {
  it('a refused save (500, 418, USER_CORRECTABLE) rolls the pill back and keeps the entries; then it saves', async () => {
    let fault: Response | null = null;
    let saved: unknown[] = [];
    const opened = await openInvestorApp('/activity/tax-center/transactions', {
      'GET /tax/transactions/{depositId}/cost-basis': () => saved,
      'PUT /tax/transactions/{depositId}/cost-basis': ({ params, body }) => {
        if (fault !== null) return fault;
        saved = (body as { cost_bases: object[] }).cost_bases.map((entry) => ({
          deposit_id: params.depositId,
          ...entry,
        }));
        return saved;
      },
    });
    api = opened.api;
    const screen = opened.screen;
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    const pill = screen.getByRole('button', { name: 'Add Details' }).first();
    await expect.element(pill).toBeInTheDocument();
    const modify = () => screen.getByRole('button', { name: 'Modify Details' }).all().length;
    const modifiedBefore = modify();
    await pill.click();
    const dialog = screen.getByRole('dialog', { name: 'Add Details' });
    const costBasis = dialog.getByRole('textbox', { name: /^Cost Basis \(USD\)/ });
    await expect.element(costBasis).toBeEnabled();
    await costBasis.fill('12000');
    await dialog.getByRole('textbox', { name: 'Purchase Date' }).fill('03012024');
    await expect.element(dialog.getByRole('textbox', { name: 'Purchase Date' })).toHaveValue('03/01/2024');

    for (const refusal of REFUSED_WRITES) {
      fault = refusal.answer();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.element(notifications).toHaveTextContent(refusal.toast);
      await expect.element(dialog).toBeInTheDocument();
      await expect.element(dialog.getByRole('textbox', { name: 'Purchase Date' })).toHaveValue('03/01/2024');
      await expect.poll(() => (costBasis.element() as HTMLInputElement).value).toMatch(/^\$?12,?000(\.00)?$/);
      // The optimistic 'Modify Details' is rolled back: the deposit still misses its cost basis.
      await expect.poll(modify).toBe(modifiedBefore);
    }

    fault = null;
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    const saves = api.calls('PUT /tax/transactions/{depositId}/cost-basis');
    expect(saves).toHaveLength(4);
    expect(saves.at(-1)?.body).toMatchObject({
      cost_bases: [{ cost_basis: '12000', purchase_date: '2024-03-01' }],
    });
  });
});
