import { dec, PERFORMANCE_LEVELS } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { customerSlice } from '../../src/api/customer/state';
import { userByEmail } from '../../src/core/users';
import { indexIdFor, modelIdFor } from '../../src/seed/catalog';
import { calls, type Harness, harness, NOW } from './harness';

/** POST /__sandbox/advance. */
async function advance(h: Harness, body: Record<string, unknown>): Promise<Response> {
  return h.app.request('/__sandbox/advance', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Advances one account's clock and returns its new date. */
async function advanceAccount(h: Harness, email: string, days: number, hours = 0): Promise<string> {
  const response = await advance(h, { email, days, hours });
  expect(response.status).toBe(200);
  return ((await response.json()) as { date: string }).date;
}

const bankWithdrawal = (amount: string) => ({
  currency: 'USD' as const,
  amount,
  account_network: '011000015',
  account_number: '000123456789',
  is_complete: false,
  submission_confirmed: true as const,
});

describe('the sandbox clock', () => {
  it('starts at the base clock; an account advanced alone runs ahead of the rest', async () => {
    const h = harness();
    expect(await (await h.app.request('/__sandbox/clock')).json()).toEqual({
      now: NOW.toISOString(),
      date: '2026-11-21',
      days_ahead: 0,
    });
    expect(await advanceAccount(h, 'investor@cairn.example', 2, 6)).toBe('2026-11-23');
    expect(await (await h.app.request('/__sandbox/clock?email=investor@cairn.example')).json()).toEqual({
      email: 'investor@cairn.example',
      now: '2026-11-23T18:00:00.000Z',
      date: '2026-11-23',
      days_ahead: 2.25,
    });
    expect(((await (await h.app.request('/__sandbox/clock')).json()) as { date: string }).date).toBe(
      '2026-11-21',
    );
    const global = await advance(h, { days: 1 });
    expect(await global.json()).toMatchObject({ date: '2026-11-22', days_ahead: 1 });
    // The account keeps its own lead on top of the sandbox's.
    expect(
      (
        (await (await h.app.request('/__sandbox/clock?email=investor@cairn.example')).json()) as {
          date: string;
        }
      ).date,
    ).toBe('2026-11-24');
  });

  it.each([
    ['no amount', {}],
    ['zero', { days: 0 }],
    ['a negative amount', { days: -1 }],
    ['a fraction of a day', { days: 0.5 }],
    ['more than ten years', { days: 3661 }],
    ['an unknown field', { days: 1, weeks: 1 }],
  ])('refuses %s with 400 and leaves the clock', async (_, body) => {
    const h = harness();
    const response = await advance(h, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(((await (await h.app.request('/__sandbox/clock')).json()) as { date: string }).date).toBe(
      '2026-11-21',
    );
  });

  it('answers 404 for an unknown email', async () => {
    const h = harness();
    expect((await advance(h, { days: 1, email: 'nobody@test.example' })).status).toBe(404);
    expect((await h.app.request('/__sandbox/clock?email=nobody@test.example')).status).toBe(404);
  });

  it('keeps sign-in on real time: a session outlives a year of sandbox time', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    expect((await advance(h, { days: 365 })).status).toBe(200);
    const total = await investor.call(calls.getBalance, { type: 'total', symbol: 'ALL' });
    expect(total.last_pull_time).toBe('2027-11-21T12:00:00.000Z');
  });
});

describe('advancing settles withdrawals', () => {
  it('a wire withdrawal: pending, queued, pending transfer, completed over two business days', async () => {
    const h = harness();
    const user = h.newUser();
    const client = await h.signedIn(user.email);
    await h.deposit(user.email, { amount_usd: '30000' });
    const receipt = await client.call(calls.createWithdrawal, bankWithdrawal('5000'));
    const fiat = () => client.call(calls.getBalance, { type: 'fiat-withdrawal', symbol: 'ALL' });
    const entry = async () =>
      (await client.call(calls.getActivity, {})).find((item) => item.id === receipt.id);
    expect(await fiat()).toMatchObject({
      balance: '30000.00',
      pending_withdrawals: '5000.00',
      available_balance: '25000.00',
    });
    expect((await entry())?.status).toBe('pending');

    // Received on Saturday 21 November: the next business day is Monday 23.
    expect(await advanceAccount(h, user.email, 1)).toBe('2026-11-22');
    expect((await entry())?.status).toBe('pending');
    await advanceAccount(h, user.email, 1);
    expect((await entry())?.status).toBe('queued');
    await advanceAccount(h, user.email, 0, 9);
    expect((await entry())?.status).toBe('pending_transfer');
    expect(
      await client.call(calls.getActivityDetails, { category: 'pendingWithdrawal', id: receipt.id }),
    ).toMatchObject({
      tradingCompleted: '2026-11-23T20:00:00.000Z',
      transferCompleted: null,
    });
    expect((await fiat()).pending_withdrawals).toBe('5000.00');

    await advanceAccount(h, user.email, 1);
    expect((await entry())?.status).toBe('completed');
    expect(
      await client.call(calls.getActivityDetails, { category: 'withdrawal', id: receipt.id }),
    ).toMatchObject({
      tradingCompleted: '2026-11-23T20:00:00.000Z',
      transferCompleted: '2026-11-24T18:00:00.000Z',
    });
    // The money has left the custodian: the withdrawal balance drops and nothing is pending.
    expect(await fiat()).toMatchObject({ balance: '25000.00', pending_withdrawals: '0.00' });
    const history = await client.call(calls.getBalanceHistory, {});
    expect(Object.keys(history.week).at(-1)).toBe('2026-11-24');
    expect(history.week['2026-11-21']).toBe('25000.00');
  });

  it('a crypto withdrawal completes within three business days', async () => {
    const h = harness();
    const user = h.newUser();
    const client = await h.signedIn(user.email);
    await h.deposit(user.email, { symbol: 'ETH', quantity: '3' });
    const receipt = await client.call(calls.createWithdrawal, {
      currency: 'ETH',
      amount: '1',
      account_number: '0xabc0000000000000000000000000000000000002',
      account_network: 'ethereum',
      owner_confirmed: true,
      wallet_self_hosted: true,
      deposit_notice_acknowledged: true,
      submission_confirmed: true,
    });
    const status = async () =>
      (await client.call(calls.getActivity, {})).find((item) => item.id === receipt.id)?.status;
    const seen: string[] = [];
    for (let day = 0; day < 5; day++) {
      seen.push(
        `${await (await h.app.request(`/__sandbox/clock?email=${user.email}`)).json().then((c) => (c as { date: string }).date)} ${await status()}`,
      );
      await advanceAccount(h, user.email, 1);
    }
    expect(seen).toEqual([
      '2026-11-21 pending',
      '2026-11-22 pending',
      '2026-11-23 queued',
      '2026-11-24 pending_transfer',
      '2026-11-25 completed',
    ]);
    const eth = await client.call(calls.getBalance, { type: 'crypto-withdrawal', symbol: 'ETH' });
    expect(eth).toMatchObject({ balance: '2', pending_withdrawals: '0', available_balance: '2' });
  });

  // The README's example: whatever weekday the withdrawal is requested on, five days complete it.
  it.each([0, 1, 2, 3, 4, 5, 6])(
    'noselection@ wires out 5000 USD %i days after the base date; five days later it is completed in activity and balance',
    async (offset) => {
      const h = harness();
      const email = 'noselection@cairn.example';
      const client = await h.signedIn(email);
      if (offset > 0) await advanceAccount(h, email, offset);
      const total = async () =>
        dec((await client.call(calls.getBalance, { type: 'total', symbol: 'ALL' })).balance);
      const before = await total();
      const receipt = await client.call(calls.createWithdrawal, bankWithdrawal('5000'));
      const requested = await total();
      expect(before.minus(requested).toFixed(2)).toBe('5000.00');
      await advanceAccount(h, email, 5);
      const entry = (await client.call(calls.getActivity, {})).find((item) => item.id === receipt.id);
      expect(entry?.status).toBe('completed');
      const fiat = await client.call(calls.getBalance, { type: 'fiat-withdrawal', symbol: 'ALL' });
      expect(fiat.pending_withdrawals).toBe('0.00');
      // The money has left: the balance stays where the request put it, but for the month's
      // interest and fee when the five days cross the 1st.
      expect(fiat.balance).toBe((await total()).toFixed(2));
      expect(dec(fiat.balance).minus(requested).abs().lt(100)).toBe(true);
      const history = await client.call(calls.getBalanceHistory, {});
      expect(Object.keys(history.week).at(-1)).toBe(
        await (await h.app.request(`/__sandbox/clock?email=${email}`))
          .json()
          .then((c) => (c as { date: string }).date),
      );
    },
  );

  it("a seeded withdrawal under way moves on with the sandbox's clock", async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const open = async () =>
      (await investor.call(calls.getActivity, {})).filter(
        (entry) => entry.category === 'withdrawal' && entry.status !== 'completed',
      );
    expect((await open()).map((entry) => entry.status)).toEqual(['pending_transfer']);
    await advance(h, { days: 4 });
    expect(await open()).toEqual([]);
  });
});

describe('advancing trades a saved portfolio and fees', () => {
  it('Save & Activate, then about 24 hours later the holdings follow the saved weights, with trades', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const tradesBefore = (await investor.call(calls.getTrades, {})).length;
    await investor.call(calls.savePortfolio, {
      models: [
        { id: modelIdFor('Bitcoin & Ether'), weight: 60 },
        { id: indexIdFor('CDEFI'), weight: 40 },
      ],
      excluded_assets: [],
    });
    const queued = (await investor.call(calls.getActivity, {})).find(
      (entry) => entry.category === 'rebalance' && entry.status === 'queued',
    );
    expect(queued).toBeDefined();
    // Not yet after 23 hours; done at 24.
    await advanceAccount(h, 'investor@cairn.example', 0, 23);
    expect(
      await investor.call(calls.getActivityDetails, { category: 'rebalance', id: queued?.id ?? '' }),
    ).toMatchObject({ completed: null });
    await advanceAccount(h, 'investor@cairn.example', 0, 1);
    expect(
      await investor.call(calls.getActivityDetails, { category: 'rebalance', id: queued?.id ?? '' }),
    ).toMatchObject({
      reason: 'Portfolio change',
      completed: '2026-11-22T12:00:00.000Z',
    });
    const allocations = await investor.call(calls.getPortfolioAllocations, {});
    expect(allocations.investment.map((item) => [item.name, Math.round(item.weight)])).toEqual([
      ['Bitcoin & Ether', 60],
      ['Cairn DeFi Index', 40],
    ]);
    expect(allocations.investment.reduce((acc, item) => acc + item.weight, 0)).toBeCloseTo(100, 6);
    const btc = allocations.asset.find((item) => item.symbol === 'BTC');
    // Bitcoin & Ether holds 60% bitcoin: 36% of the portfolio, give or take the cash kept for fees.
    expect(btc?.weight).toBeGreaterThan(35.5);
    expect(btc?.weight).toBeLessThan(36.1);
    const trades = await investor.call(calls.getTrades, {});
    const made = trades.slice(0, trades.length - tradesBefore);
    expect(made.length).toBeGreaterThan(10);
    expect(made.every((trade) => trade.date === '2026-11-22T12:00:00.000Z')).toBe(true);
    // Sells pay their fee in USD, buys in the asset bought (the app converts it with the price).
    expect(made.filter((trade) => trade.side === 'SELL').every((trade) => trade.fee_currency === 'USD')).toBe(
      true,
    );
    expect(
      made.filter((trade) => trade.side === 'BUY').every((trade) => trade.fee_currency === trade.currency),
    ).toBe(true);
    expect(made.some((trade) => trade.side === 'BUY' && trade.currency === 'UNI')).toBe(true);
  });

  it('a rebalance below the rebalancing minimum is cancelled, trading nothing', async () => {
    const h = harness();
    const friends = await h.signedIn('friends@cairn.example');
    await friends.call(calls.savePortfolio, {
      models: [{ id: indexIdFor('CBTC'), weight: 100 }],
      excluded_assets: [],
    });
    await advanceAccount(h, 'friends@cairn.example', 2);
    const rebalance = (await friends.call(calls.getActivity, {})).find(
      (entry) => entry.category === 'rebalance',
    );
    expect(rebalance?.status).toBe('cancelled');
    // Only the custodian's sells for fees taken from the holdings (issue 27), dated as the fees.
    const feeDates = (await friends.call(calls.getActivity, {}))
      .filter((entry) => ['totalAdvisoryFee', 'custodyFee'].includes(entry.category))
      .map((entry) => entry.initiated_date);
    const trades = await friends.call(calls.getTrades, {});
    expect(trades.filter((trade) => !feeDates.includes(trade.date))).toEqual([]);
    expect(trades.every((trade) => trade.side === 'SELL' && dec(trade.fee).eq(0))).toBe(true);
  });

  it('collects the advisory fee monthly in arrears, the custody fee each quarter, and issues the statement', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const feesOf = async () =>
      (await investor.call(calls.getActivity, {})).filter((entry) =>
        ['totalAdvisoryFee', 'custodyFee'].includes(entry.category),
      );
    const before = await feesOf();
    await advanceAccount(h, 'investor@cairn.example', 11);
    const after = await feesOf();
    const added = after.filter((entry) => !before.some((old) => old.id === entry.id));
    expect(added.map((entry) => [entry.category, entry.initiated_date])).toEqual([
      ['totalAdvisoryFee', '2026-12-01T06:00:00.000Z'],
    ]);
    expect(dec(added[0]?.amount ?? '0').gt(0)).toBe(true);
    const documents = await investor.call(calls.getCustodyDocuments, {});
    expect(documents.map((document) => document.title)).toContain('Monthly Statement - November 2026');
    await advanceAccount(h, 'investor@cairn.example', 31);
    const quarter = (await feesOf()).filter((entry) => entry.initiated_date === '2027-01-01T06:00:00.000Z');
    expect(quarter.map((entry) => entry.category).sort()).toEqual(['custodyFee', 'totalAdvisoryFee']);
  });
});

/** Tests that value two years of a book several times: generous on a busy machine. */
const HEAVY_MS = 30_000;

describe('history and performance extend day by day and never rewrite the past', () => {
  it(
    'after a portfolio change and a few days, every earlier day reads the same',
    async () => {
      const h = harness();
      const investor = await h.signedIn('investor@cairn.example');
      const readAll = async () => ({
        history: (await investor.call(calls.getBalanceHistory, {})).full,
        charts: await Promise.all(
          PERFORMANCE_LEVELS.map((level) =>
            investor.call(calls.getPerformanceChart, { type: 'line', level, timeframe: 'f' }),
          ),
        ),
        bars: await investor.call(calls.getPerformanceChart, {
          type: 'bar',
          level: 'asset',
          timeframe: 'monthly',
        }),
      });
      const before = await readAll();
      await investor.call(calls.savePortfolio, {
        models: [
          { id: modelIdFor('Emerging Themes'), weight: 50 },
          { id: indexIdFor('CSCP'), weight: 50 },
        ],
        excluded_assets: [],
      });
      await advanceAccount(h, 'investor@cairn.example', 5);
      const after = await readAll();

      // The balance history: one more day each day, the days before today unchanged.
      const dates = Object.keys(after.history);
      expect(dates.at(-1)).toBe('2026-11-26');
      expect(dates.length).toBe(Object.keys(before.history).length + 5);
      for (const [date, value] of Object.entries(before.history)) {
        expect(after.history[date], date).toBe(value);
      }

      PERFORMANCE_LEVELS.forEach((level, at) => {
        const old = before.charts[at];
        const now = after.charts[at];
        if (!old || !now) throw new Error('no chart');
        expect(now.dates.slice(0, old.dates.length)).toEqual(old.dates);
        expect(now.dates.at(-1)).toBe('2026-11-26');
        expect(now.portfolioReturns.slice(0, old.dates.length)).toEqual(old.portfolioReturns);
        for (const [name, line] of Object.entries(old.levelReturns)) {
          expect(now.levelReturns[name]?.attributions.slice(0, old.dates.length), `${level} ${name}`).toEqual(
            line.attributions,
          );
        }
        // The lines still add up to the portfolio on every day, the new ones included.
        now.portfolioReturns.forEach((value, day) => {
          const sum = Object.values(now.levelReturns).reduce(
            (acc, line) => acc + (line.attributions[day] ?? 0),
            0,
          );
          expect(value).toBeCloseTo(sum, 6);
        });
      });
      // The new investments appear from the day they were bought; the old ones keep their past.
      const investments = after.charts[PERFORMANCE_LEVELS.indexOf('investment')];
      expect(Object.keys(investments?.levelReturns ?? {})).toEqual(
        expect.arrayContaining([
          'Emerging Themes',
          'Cairn Smart Contract Platforms',
          'Crypto Market',
          'DeFi Alpha',
        ]),
      );
      expect(after.bars.dates.slice(0, -1)).toEqual(before.bars.dates.slice(0, -1));
      expect(after.bars.portfolioReturns.slice(0, -1)).toEqual(before.bars.portfolioReturns.slice(0, -1));
      const table = await investor.call(calls.getPerformanceTable, { level: 'investment' });
      expect(table.levelReturns.map((row) => row.levelName)).toEqual(
        expect.arrayContaining(['Emerging Themes', 'Crypto Market']),
      );
    },
    HEAVY_MS,
  );

  it(
    'is the same whether the clock moves in one jump or day by day',
    async () => {
      const stepped = harness();
      const jumped = harness();
      for (const h of [stepped, jumped]) await h.signedIn('investor@cairn.example');
      for (let day = 0; day < 40; day++) await advance(stepped, { days: 1 });
      await advance(jumped, { days: 40 });
      for (const h of [stepped, jumped])
        await (await h.signedIn('investor@cairn.example')).call(calls.getActivity, {});
      const stateOf = (h: Harness) => {
        const user = userByEmail(h.world, 'investor@cairn.example');
        return JSON.stringify(customerSlice(h.world).byUserId[user?.id ?? '']);
      };
      expect(stateOf(stepped)).toBe(stateOf(jumped));
    },
    HEAVY_MS,
  );
});
