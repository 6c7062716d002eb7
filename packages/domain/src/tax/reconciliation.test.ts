import { describe, expect, it } from 'vitest';
import { dec } from '../money/decimal';
import { lotReconciliation, reconciliationTexts, uncoveredSaleWarnings } from './reconciliation';
import type { OpenLot } from './transparency';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const lot = (symbol: string, quantity: string, basisAssumed = false): OpenLot => ({
  symbol,
  lotId: `${symbol}-${quantity}`,
  acquired: d(2024, 1, 1),
  quantity: dec(quantity),
  costBasisUsd: dec(0),
  unitCostUsd: dec(0),
  longTermFrom: d(2025, 1, 2),
  daysUntilLongTerm: 0,
  isLongTerm: true,
  basisAssumed,
});

describe('lotReconciliation (issue 27)', () => {
  it('says the lots equal the balance when they do', () => {
    const [row] = lotReconciliation(
      [lot('BTC', '0.5'), lot('BTC', '0.25')],
      [{ symbol: 'BTC', balance: '0.75', pendingWithdrawals: '0' }],
    );
    expect(row).toMatchObject({ symbol: 'BTC', reconciled: true, explanation: reconciliationTexts.agrees });
    expect(row?.difference.toString()).toBe('0');
  });

  it('explains a withdrawal on its way by its quantity', () => {
    const [row] = lotReconciliation(
      [lot('ETH', '2')],
      [{ symbol: 'ETH', balance: '2.5', pendingWithdrawals: '0.5' }],
    );
    expect(row?.reconciled).toBe(true);
    expect(row?.difference.toString()).toBe('0.5');
    expect(row?.explanation).toBe(reconciliationTexts.inFlight('0.5 ETH'));
  });

  it('names a difference nothing explains, either way, and the lots at an assumed basis', () => {
    const rows = lotReconciliation(
      [lot('BTC', '1'), lot('SOL', '3', true)],
      [
        { symbol: 'BTC', balance: '1.2', pendingWithdrawals: '0' },
        { symbol: 'SOL', balance: '2', pendingWithdrawals: '0' },
      ],
    );
    expect(rows.map((row) => [row.symbol, row.reconciled, row.explanation])).toEqual([
      ['BTC', false, reconciliationTexts.lotsBelow('0.2 BTC')],
      ['SOL', false, `${reconciliationTexts.lotsAbove('1 SOL')} ${reconciliationTexts.assumed('3 SOL')}`],
    ]);
  });

  it('lists an asset the custodian holds and the lots lack', () => {
    expect(lotReconciliation([], [{ symbol: 'ADA', balance: '10', pendingWithdrawals: '0' }])).toMatchObject([
      { symbol: 'ADA', reconciled: false, explanation: reconciliationTexts.lotsBelow('10 ADA') },
    ]);
  });

  it('warns of a sale beyond the known lots naming asset, quantity and date', () => {
    expect(uncoveredSaleWarnings([{ symbol: 'BTC', date: d(2026, 3, 4), quantity: dec('0.125') }])).toEqual([
      '0.125 BTC sold on March 4, 2026 exceeds the lots we know of: that part is reported at the assumed $0 cost basis, short-term. Add the details of your deposits to correct it.',
    ]);
  });
});
