// The kit's tokens (an app's entry loads them first).
import '@cairn/ui/theme';
import { routePath } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { openInvestorApp } from '../../testing';
import { allocationEmptyStateTexts, dashboardPageTexts, dashboardTexts } from './copy';

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

const asset = (name: string, symbol: string, amount: string, weight: number) => ({
  name,
  symbol,
  icon: null,
  balance: amount,
  weight,
  type: 'ASSET' as const,
});

// Issue 30 (review 11): the Holdings card's rows share one height, and a short list ends in words.
describe('the dashboard’s holdings', () => {
  it('keeps the ticker’s line for a name with no ticker of its own, so every row has two lines', async () => {
    const { screen } = await openInvestorApp('/dashboard', {
      ...balance('30000.00'),
      'GET /portfolio/allocations': () => ({
        investment: [],
        asset: [asset('Bitcoin', 'BTC', '20000.00', 66.67), asset('XRP', 'XRP', '10000.00', 33.33)],
        sector: [],
      }),
    });
    const holdings = screen.getByRole('heading', { name: dashboardTexts.holdings });
    await expect.element(holdings).toBeInTheDocument();
    const card = holdings.element().closest('section');
    await expect.poll(() => card?.querySelectorAll('[data-figure="money"]').length ?? 0).toBe(2);
    const lines = (name: string) =>
      [...(card?.querySelectorAll('p') ?? [])].find((line) => line.textContent === name)?.parentElement
        ?.children.length;
    expect(lines('Bitcoin')).toBe(2);
    expect(lines('XRP')).toBe(2);
    expect(card?.textContent).not.toContain(dashboardPageTexts.cashOnly);
  });

  it('ends a list that is only cash with what to do next', async () => {
    const { screen } = await openInvestorApp('/dashboard', {
      ...balance('40000.00'),
      'GET /portfolio/allocations': () => ({
        investment: [],
        asset: [asset('US Dollar', 'USD', '40000.00', 100)],
        sector: [],
      }),
    });
    await expect.element(screen.getByText(dashboardPageTexts.cashOnly)).toBeInTheDocument();
  });
});
