import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../money/decimal';
import { balanceChange } from './balanceChange';

// Issue 30 "Dashboard headline": 'the balance with its change over the chosen range and since the
// first deposit'; doc 2 §3: `flows_data` is 'date → deposits less withdrawals', days with flows only.
describe('balanceChange: the headline’s gain or loss over a period, money moved left out', () => {
  const cases: {
    name: string;
    history: Record<string, string>;
    flows: Record<string, string>;
    amount: string;
    ratio: string | null;
  }[] = [
    {
      name: 'a rise without flows is all gain',
      history: { '2026-01-01': '1000', '2026-01-02': '1050', '2026-01-03': '1100' },
      flows: {},
      amount: '100',
      ratio: '0.1',
    },
    {
      name: 'a deposit inside the period is not a gain',
      history: { '2026-01-01': '1000', '2026-01-02': '1500', '2026-01-03': '1550' },
      flows: { '2026-01-02': '500' },
      amount: '50',
      ratio: '0.0333333333',
    },
    {
      name: 'a withdrawal inside the period is not a loss',
      history: { '2026-01-01': '1000', '2026-01-03': '780' },
      flows: { '2026-01-02': '-200' },
      amount: '-20',
      ratio: '-0.025',
    },
    {
      name: 'a fall is a loss, exact to the cent',
      history: { '2026-01-01': '214688.56', '2026-01-02': '213636.69' },
      flows: {},
      amount: '-1051.87',
      ratio: '-0.0048995158',
    },
    {
      name: 'flows on the first day are in its balance; flows after the last day are outside',
      history: { '2026-01-01': '1000', '2026-01-02': '1010' },
      flows: { '2026-01-01': '1000', '2026-01-05': '300' },
      amount: '10',
      ratio: '0.01',
    },
    {
      name: 'since the first deposit: a full history from zero counts every deposit as money moved',
      history: { '2025-12-31': '0', '2026-01-01': '5000', '2026-06-30': '7400' },
      flows: { '2026-01-01': '5000', '2026-03-01': '2000' },
      amount: '400',
      ratio: '0.0571428571',
    },
    {
      name: 'nothing invested: a change but no return',
      history: { '2026-01-01': '0', '2026-01-02': '0' },
      flows: {},
      amount: '0',
      ratio: null,
    },
  ];
  for (const { name, history, flows, amount, ratio } of cases) {
    it(name, () => {
      const change = balanceChange(history, flows);
      expect(change?.amount).toBe(amount);
      // Ratios compared to 10 places (a percent shown to 2 decimals needs 4).
      const shown = change?.ratio == null ? null : dec(change.ratio).round(10).toString();
      expect(shown).toBe(ratio === null ? null : dec(ratio).toString());
    });
  }

  it('tells no change with fewer than two entries, and leaves out what is not a date or a decimal', () => {
    expect(balanceChange({}, {})).toBeNull();
    expect(balanceChange({ '2026-01-01': '100' }, {})).toBeNull();
    expect(balanceChange({ '2026-01-01': '100', '2026-01-02': 'n/a', later: '300' }, {})).toBeNull();
    expect(balanceChange({ '2026-01-02': '120', '2026-01-01': '100' }, {})).toEqual({
      amount: '20',
      ratio: '0.2',
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  const cents = fc
    .integer({ min: -10_000_000, max: 10_000_000 })
    .map((value) => dec(value).div(100).toString());
  const day = fc.integer({ min: 1, max: 28 }).map((value) => `2026-02-${String(value).padStart(2, '0')}`);
  it('property: start + flows in the period + gain = end, exactly', () => {
    fc.assert(
      fc.property(fc.dictionary(day, cents, { minKeys: 2 }), fc.dictionary(day, cents), (history, flows) => {
        const change = balanceChange(history, flows);
        const dates = Object.keys(history).sort();
        const from = dates[0] as string;
        const to = dates.at(-1) as string;
        expect(change).not.toBeNull();
        const moved = Object.entries(flows)
          .filter(([date]) => date > from && date <= to)
          .reduce((total, [, amount]) => total.plus(amount), dec(0));
        expect(
          dec(history[from] as string)
            .plus(moved)
            .plus(change?.amount ?? '0')
            .eq(history[to] as string),
        ).toBe(true);
        // The ratio has the gain's sign whenever there is one.
        if (change?.ratio != null)
          expect(dec(change.ratio).s * dec(change.amount).s >= 0 || dec(change.amount).eq(0)).toBe(true);
      }),
    );
  });
});
