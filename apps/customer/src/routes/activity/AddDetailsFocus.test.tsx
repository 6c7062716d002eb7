import { useFocusNeverLost } from '@cairn/app-shell';
import type { StubApi } from '@cairn/app-shell/testing';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { openInvestorApp } from '../../testing';

let api: StubApi | undefined;

function FocusRule() {
  useFocusNeverLost();
  return null;
}

/** The transactions page on the investor's captured answers, no cost basis recorded yet. */
async function renderTransactions() {
  const opened = await openInvestorApp(
    '/activity/tax-center/transactions',
    { 'GET /tax/transactions/{depositId}/cost-basis': () => [] },
    <FocusRule />,
  );
  api = opened.api;
  return opened.screen;
}

// Issue 31: Escape from Add Details returns focus to the pill that opened it, not to its row.
describe('Add Details on the transactions page', () => {
  it('returns focus to its pill when closed with Escape after a click', async () => {
    const screen = await renderTransactions();
    const pill = screen.getByRole('button', { name: 'Add Details' }).first();
    await pill.click();
    const dialog = screen.getByRole('dialog', { name: 'Add Details' });
    await expect.element(dialog.getByRole('textbox', { name: /^Cost Basis \(USD\)/ })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(pill).toHaveFocus();
  });

  it('returns focus to its pill when closed with Escape', async () => {
    const screen = await renderTransactions();
    const pill = screen.getByRole('button', { name: 'Add Details' }).first();
    await expect.element(pill).toBeInTheDocument();
    // As a keyboard user: onto the pill's row, then right along its cells to the pill.
    (pill.element() as HTMLElement).closest<HTMLElement>('[role="row"]')?.focus();
    for (let step = 0; step < 8 && document.activeElement !== pill.element(); step++) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect.element(pill).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Add Details' });
    const costBasis = dialog.getByRole('textbox', { name: /^Cost Basis \(USD\)/ });
    await expect.element(costBasis).toBeEnabled();
    for (let step = 0; step < 8 && document.activeElement !== costBasis.element(); step++) {
      await userEvent.keyboard('{Tab}');
    }
    await expect.element(costBasis).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(pill).toHaveFocus();
    expect(api?.unrouted.map((call) => call.path)).toEqual([]);
  });
});
