/**
 * An outside check of the HIFO engine: the HIFO cases of rotki's unit tests
 * (rotki/rotki, rotkehlchen/tests/unit/test_cost_basis.py: test_accounting_simple_hifo_order and
 * test_accounting_hifo_order), re-expressed as table tests. rotki adds acquisitions between
 * spends; the engine takes every lot at once and releases a lot on its acquisition date, so each
 * lot is dated the step at which rotki adds it (rotki's own timestamps only matter there for the
 * tax-free period, and every spend here is short-term). rotki's "rate" is the unit cost, so a
 * lot's basis is amount × rate. Also the holding-period boundaries of the US rule (spec README).
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar';
import { type Disposal, matchHifo, type TaxLot } from './hifo';
import type { LedgerLot } from './ledger';
import { openLots } from './transparency';

const day = (n: number) => addDays({ year: 2024, month: 1, day: 1 }, n);
const acquisition = (id: string, amount: string, rate: string, at: number): LedgerLot => ({
  id,
  quantity: amount,
  costBasisUsd: (Number(amount) * Number(rate)).toString(),
  acquired: day(at),
  source: 'TRADE',
  basisAssumed: false,
});
const spend = (id: string, amount: string, at: number): Disposal => ({
  id,
  quantity: amount,
  proceedsUsd: '0',
  date: day(at),
});
const remaining = (lots: readonly LedgerLot[], disposals: readonly Disposal[], at: number) =>
  openLots([{ symbol: 'BTC', lots, disposals }], day(at)).map((lot) => [lot.lotId, lot.quantity.toString()]);

describe('rotki test_accounting_simple_hifo_order', () => {
  // event1: 2 at rate 1; event2: 1 at rate 1.5; spend 0.5. rotki expects the acquisitions left
  // in HIFO order [event2, event1], event2 having given the 0.5.
  const lots = [acquisition('event1', '2', '1', 0), acquisition('event2', '1', '1.5', 1)];
  it('takes from the lot with the highest rate', () => {
    const [match] = matchHifo(lots, [spend('s', '0.5', 1)]).disposals;
    expect(match?.lots.map((piece) => [piece.lotId, piece.quantity.toString()])).toEqual([['event2', '0.5']]);
    expect(remaining(lots, [spend('s', '0.5', 1)], 1)).toEqual([
      ['event2', '0.5'],
      ['event1', '2'],
    ]);
  });
});

describe('rotki test_accounting_hifo_order', () => {
  // event3: 2 at rate 3 and event4: 5 at rate 1, then spend 1; add event5: 1 at rate 2, spend 6;
  // add event6: 1 at rate 1, spend 2; add event7: 1 at rate 1, spend 2 (1 missing).
  const lots = [
    acquisition('event3', '2', '3', 0),
    acquisition('event4', '5', '1', 0),
    acquisition('event5', '1', '2', 1),
    acquisition('event6', '1', '1', 2),
    acquisition('event7', '1', '1', 3),
  ];
  const spends = [spend('s1', '1', 0), spend('s2', '6', 1), spend('s3', '2', 2), spend('s4', '2', 3)];
  const result = matchHifo(lots, spends);
  it.each<[number, [string, string][], string, [string, string][]]>([
    // After spend 1: event3 has 1 left, then event4 untouched (rotki: acquisitions[0].remaining_amount == 1, acquisitions[1] == event4).
    [
      0,
      [['event3', '1']],
      '0',
      [
        ['event3', '1'],
        ['event4', '5'],
      ],
    ],
    // Spend 6: event3's 1 (rate 3), event5 (rate 2), then 4 of event4: one acquisition left, amount 5, remaining 1.
    [
      1,
      [
        ['event3', '1'],
        ['event5', '1'],
        ['event4', '4'],
      ],
      '0',
      [['event4', '1']],
    ],
    // Spend 2 uses up every acquisition: event4's last 1 and event6.
    [
      2,
      [
        ['event4', '1'],
        ['event6', '1'],
      ],
      '0',
      [],
    ],
    // Spend 2 with only event7 left: is_complete is False, found 1, missing 1.
    [3, [['event7', '1']], '1', []],
  ])('spend %i takes %j, leaves %s unmatched and %j held', (index, taken, missing, left) => {
    const match = result.disposals[index];
    expect(match?.lots.map((piece) => [piece.lotId, piece.quantity.toString()])).toEqual(taken);
    expect(match?.unmatchedQuantity.toString()).toBe(missing);
    expect(remaining(lots, spends.slice(0, index + 1), index)).toEqual(left);
  });
});

describe('holding-period boundaries (US rule: more than one year is long-term)', () => {
  const bought: TaxLot = {
    id: 'L',
    quantity: '1',
    costBasisUsd: '100',
    acquired: { year: 2024, month: 3, day: 1 },
  };
  const leap: TaxLot = {
    id: 'F',
    quantity: '1',
    costBasisUsd: '100',
    acquired: { year: 2024, month: 2, day: 29 },
  };
  it.each<[TaxLot, string, 'SHORT_TERM' | 'LONG_TERM']>([
    [bought, '2025-02-28', 'SHORT_TERM'],
    [bought, '2025-03-01', 'SHORT_TERM'],
    [bought, '2025-03-02', 'LONG_TERM'],
    [leap, '2025-02-28', 'SHORT_TERM'],
    [leap, '2025-03-01', 'LONG_TERM'],
  ])('%j sold on %s is %s', (lot, sold, term) => {
    const [year, month, dayOfMonth] = sold.split('-').map(Number) as [number, number, number];
    const [match] = matchHifo(
      [lot],
      [{ id: 'S', quantity: '1', proceedsUsd: '150', date: { year, month, day: dayOfMonth } }],
    ).disposals;
    expect(match?.lots[0]?.holdingPeriod).toBe(term);
  });
});
