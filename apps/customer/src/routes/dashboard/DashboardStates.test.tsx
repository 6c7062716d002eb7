// The kit's tokens (an app's entry loads them first).
import '@cairn/ui/theme';
import { routePath } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { openInvestorApp } from '../../testing';
import { allocationEmptyStateTexts } from './copy';

const NO_ALLOCATIONS = {
  'GET /portfolio/allocations': () => ({ investment: [], asset: [], sector: [] }),
};

/** A funded total balance (the captured answers leave this read's parameters out). */
const balance = (amount: string) => ({
  'GET /custody-integrations/balance/{type}/{symbol}': () => ({
    type: 'total',
    symbol: 'ALL',
    currency: 'USD',
    balance: amount,
    fees_owed: '0.00',
    pending_withdrawals: '0.00',
    available_balance: amount,
    last_pull_time: '2026-11-21T08:00:00.000Z',
  }),
});

// Issue 30 "States": an empty state says what fills it, and offers that action.
describe('the dashboard’s empty allocation', () => {
  it('with cash but nothing chosen: the Marketplace, one press away', async () => {
    const { screen } = await openInvestorApp('/dashboard', { ...NO_ALLOCATIONS, ...balance('40000.00') });
    const texts = allocationEmptyStateTexts.NO_SELECTION;
    await expect.element(screen.getByRole('heading', { name: texts.title })).toBeInTheDocument();
    await expect
      .element(screen.getByRole('link', { name: texts.action }))
      .toHaveAttribute('href', routePath('models'));
  });

  it('before the first deposit: a deposit, one press away', async () => {
    const { screen } = await openInvestorApp('/dashboard', { ...NO_ALLOCATIONS, ...balance('0.00') });
    const texts = allocationEmptyStateTexts.AWAITING_DEPOSIT;
    await expect.element(screen.getByRole('heading', { name: texts.title })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: texts.action })).toBeEnabled();
  });
});
