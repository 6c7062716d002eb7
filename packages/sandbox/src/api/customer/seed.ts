import { addDays, dec, formatIsoDate, MONTH_NAMES, parseIsoDate } from '@cairn/domain';
import type { SandboxUser } from '../../core/users';
import type { World } from '../../core/world';
import { catalogSlice, indexIdFor, modelIdFor, seededRandom } from '../../seed/catalog';
import type { Catalog } from '../../seed/catalogTypes';
import { assetBySymbol, closesOn, investmentById, tradingDates } from './invest';
import type { CustomerState, DepositRecord, TradeRecord, WithdrawalRecord } from './state';

/**
 * The seeded customer state of the demo users (issue 4): a simulation over the catalog's prices of
 * deposits, rebalances, withdrawals and fees since the account was funded, which leaves holdings,
 * a daily balance history, trades and an activity log that agree with each other. Users without a
 * demo profile (new signups, staff) start empty.
 */

interface CryptoDepositPlan {
  daysAgo: number;
  symbol: string;
  quantity: string;
  /** null: the cost basis is missing (the Tax Center asks for it). */
  costBasis: { cost_basis: string; purchasedDaysAgo: number; native_amount: string }[] | null;
}

interface Plan {
  /** Days before today the account was funded. */
  startDaysAgo: number;
  /** Investments (model or index ids) and weights; excluded asset symbols. */
  portfolio: [id: string, weight: number][];
  excluded: string[];
  fiatDeposits: [daysAgo: number, usd: number][];
  cryptoDeposits: CryptoDepositPlan[];
  fiatWithdrawals: { daysAgo: number; usd: number | 'ALL'; status: WithdrawalRecord['status'] }[];
  cryptoWithdrawals: { daysAgo: number; symbol: string; quantity: number }[];
  /** Whether the partner rebalances: not below the rebalancing minimum. */
  rebalance: boolean;
  /** Tax-loss harvesting ran on the account. */
  harvest: boolean;
  /** The advisory fee, percent a year. */
  advisoryFeePercent: number;
}

const FUNDED: Plan = {
  startDaysAgo: 780,
  portfolio: [
    [modelIdFor('Crypto Market'), 40],
    [modelIdFor('Bitcoin & Ether'), 30],
    [modelIdFor('DeFi Alpha'), 15],
    [indexIdFor('CAI'), 15],
  ],
  excluded: ['DOGE'],
  fiatDeposits: [
    [780, 120_000],
    [420, 30_000],
    [120, 15_000],
  ],
  cryptoDeposits: [
    {
      daysAgo: 600,
      symbol: 'BTC',
      quantity: '0.5',
      costBasis: [{ cost_basis: '14250.00', purchasedDaysAgo: 1300, native_amount: '0.5' }],
    },
    { daysAgo: 300, symbol: 'ETH', quantity: '8', costBasis: null },
    {
      daysAgo: 150,
      symbol: 'SOL',
      quantity: '120',
      costBasis: [
        { cost_basis: '9000.00', purchasedDaysAgo: 500, native_amount: '80' },
        { cost_basis: '2500.00', purchasedDaysAgo: 400, native_amount: '40' },
      ],
    },
  ],
  fiatWithdrawals: [
    { daysAgo: 250, usd: 5_000, status: 'completed' },
    { daysAgo: 1, usd: 2_000, status: 'pending_transfer' },
  ],
  cryptoWithdrawals: [{ daysAgo: 90, symbol: 'ETH', quantity: 1.5 }],
  rebalance: true,
  harvest: true,
  advisoryFeePercent: 0.5,
};

const PLANS: Record<string, Plan | 'documents'> = {
  investor: FUNDED,
  demo: FUNDED,
  institution: {
    startDaysAgo: 680,
    portfolio: [
      [modelIdFor('Broad Crypto'), 50],
      [modelIdFor('Low Volatility'), 30],
      [indexIdFor('CBTC'), 20],
    ],
    excluded: [],
    fiatDeposits: [
      [680, 400_000],
      [300, 100_000],
    ],
    cryptoDeposits: [],
    fiatWithdrawals: [{ daysAgo: 200, usd: 25_000, status: 'completed' }],
    cryptoWithdrawals: [],
    rebalance: true,
    harvest: false,
    advisoryFeePercent: 0.35,
  },
  // Below the rebalancing minimum, so never rebalanced: the two deposits are all it holds.
  friends: {
    startDaysAgo: 380,
    portfolio: [[modelIdFor('Bitcoin & Ether'), 100]],
    excluded: [],
    fiatDeposits: [],
    cryptoDeposits: [
      { daysAgo: 380, symbol: 'BTC', quantity: '0.0004', costBasis: null },
      { daysAgo: 200, symbol: 'ETH', quantity: '0.012', costBasis: null },
    ],
    fiatWithdrawals: [],
    cryptoWithdrawals: [],
    rebalance: false,
    harvest: true,
    advisoryFeePercent: 0.5,
  },
  // Funded, then closed with a full withdrawal two months ago.
  inactive: {
    startDaysAgo: 760,
    portfolio: [[modelIdFor('Crypto Market'), 100]],
    excluded: [],
    fiatDeposits: [[760, 30_000]],
    cryptoDeposits: [
      {
        daysAgo: 500,
        symbol: 'ETH',
        quantity: '2',
        costBasis: [{ cost_basis: '3100.00', purchasedDaysAgo: 900, native_amount: '2' }],
      },
    ],
    fiatWithdrawals: [{ daysAgo: 60, usd: 'ALL', status: 'completed' }],
    cryptoWithdrawals: [],
    rebalance: true,
    harvest: false,
    advisoryFeePercent: 0.5,
  },
  pending: 'documents',
};

/** Ids of records made by calls start above this, clear of the seeded ones (`rb-100001`). */
const FIRST_LIVE_ID = 100_000;

/** The trade fee the partner charges, a share of the value. */
const TRADE_FEE_SHARE = 0.001;
/** Custody fee per quarter, a share of the balance. */
const CUSTODY_FEE_SHARE = 0.0005;
/** Trades worth less than this (USD) are not made. */
const MIN_TRADE_USD = 1;

const usd = (value: number) => value.toFixed(2);
const quantity = (value: number) => dec(value.toFixed(8)).toString();
const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const shift = (date: string, days: number) => {
  const parsed = parseIsoDate(date);
  return parsed ? formatIsoDate(addDays(parsed, days)) : date;
};

/** A stable number from text (account numbers, references, addresses). */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

/** A deterministic, realistic-looking deposit address for a user and network. */
export function depositAddressFor(userId: string, networkId: string): string {
  const random = (() => {
    let state = hashOf(`${userId}:${networkId}`) || 1;
    return () => {
      state = Math.imul(state ^ (state >>> 15), 2246822519) >>> 0;
      state = (state + 0x9e3779b9) >>> 0;
      return state / 4294967296;
    };
  })();
  const pick = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  if (networkId === 'bitcoin') return `bc1q${pick('023456789acdefghjklmnpqrstuvwxyz', 38)}`;
  if (['solana'].includes(networkId)) return pick(BASE58, 44);
  if (['ripple', 'stellar', 'cardano', 'polkadot', 'cosmos', 'algorand', 'near', 'ton'].includes(networkId)) {
    return `${networkId.slice(0, 3)}${pick(BASE58, 40)}`;
  }
  return `0x${pick(HEX, 40)}`;
}

function emptyState(user: SandboxUser): CustomerState {
  const hash = hashOf(user.id);
  return {
    inception: null,
    cash_usd: '0.00',
    holdings: {},
    fees_owed: '0.00',
    portfolio: { models: [], excluded_assets: [] },
    history: [],
    deposits: [],
    withdrawals: [],
    rebalances: [],
    ledger: [],
    trades: [],
    documents: [],
    harvested_losses: [],
    wire: {
      bank_account_number: String(100_000_000_000 + (hash % 899_999_999_999)),
      memo: `CRN-${String(hash % 1_000_000).padStart(6, '0')}`,
    },
    wallets: {},
    sending_addresses: [],
    cost_basis_update_enabled: true,
    next_id: 0,
  };
}

/** The onboarding documents every account that finished onboarding has, the Advisory Agreement first. */
function accountDocuments(state: CustomerState, created: string): void {
  state.documents.push(
    { id: 'doc-advisory-agreement', date: created, title: 'Advisory Agreement' },
    { id: 'doc-custodian-agreement', date: created, title: 'Custodian Account Agreement' },
    { id: 'doc-form-adv', date: created, title: 'Form ADV Part 2A Brochure' },
    { id: 'doc-privacy-notice', date: created, title: 'Privacy Notice' },
  );
}

/** Monthly statements of the last six months and a Form 1099 per past year of activity. */
function statementDocuments(state: CustomerState, inception: string, today: string): void {
  const end = parseIsoDate(today);
  if (!end) return;
  for (let back = 1; back <= 6; back++) {
    const month = ((end.month - back - 1 + 120) % 12) + 1;
    const year = end.year + Math.floor((end.month - back - 1) / 12);
    const issued = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
    if (issued < inception) break;
    state.documents.push({
      id: `doc-statement-${year}-${String(month).padStart(2, '0')}`,
      date: issued,
      title: `Monthly Statement - ${MONTH_NAMES[month - 1]} ${year}`,
    });
  }
  for (let year = Number(inception.slice(0, 4)); year < end.year; year++) {
    state.documents.push({ id: `doc-1099-${year}`, date: `${year + 1}-02-15`, title: `Form 1099 - ${year}` });
  }
}

/** Target asset weights (fractions) of a portfolio, without its excluded assets. */
export function targetWeights(
  catalog: Catalog,
  portfolio: CustomerState['portfolio'],
): Record<string, number> {
  const excluded = new Set(
    portfolio.excluded_assets.map((id) => catalog.assets.find((asset) => asset.id === id)?.symbol ?? id),
  );
  const weights: Record<string, number> = {};
  for (const entry of portfolio.models) {
    const investment = investmentById(catalog, entry.id);
    for (const [symbol, weight] of Object.entries(investment?.assetWeights ?? {})) {
      if (!excluded.has(symbol)) weights[symbol] = (weights[symbol] ?? 0) + (entry.weight / 100) * weight;
    }
  }
  const total = Object.values(weights).reduce((acc, weight) => acc + weight, 0);
  return total > 0
    ? Object.fromEntries(Object.entries(weights).map(([symbol, weight]) => [symbol, weight / total]))
    : {};
}

/** Runs a plan over the catalog's prices and fills the state with what it leaves behind. */
function simulate(
  world: World,
  user: SandboxUser,
  state: CustomerState,
  plan: Plan,
  random: () => number,
): void {
  const catalog = catalogSlice(world);
  const dates = tradingDates(catalog);
  const last = dates.length - 1;
  const start = Math.max(0, last - plan.startDaysAgo);
  const dayOf = (daysAgo: number) => Math.max(start, last - daysAgo);
  const today = dates[last] as string;
  state.inception = dates[start] as string;
  state.portfolio = {
    models: plan.portfolio.map(([id, weight]) => ({ id, weight })),
    excluded_assets: plan.excluded.map((symbol) => assetBySymbol(catalog, symbol)?.id ?? symbol),
  };
  const weights = targetWeights(catalog, state.portfolio);
  const symbols = new Set([...Object.keys(weights), ...plan.cryptoDeposits.map((deposit) => deposit.symbol)]);
  const prices: Record<string, number[]> = {};
  for (const symbol of symbols) prices[symbol] = closesOn(catalog, symbol, dates);
  const price = (symbol: string, day: number) => (prices[symbol] ?? [])[day] ?? 0;

  const qty: Record<string, number> = {};
  let cash = 0;
  let tradeCount = 0;
  const value = (day: number) =>
    cash + Object.entries(qty).reduce((acc, [symbol, held]) => acc + held * price(symbol, day), 0);
  const trade = (day: number, symbol: string, side: TradeRecord['side'], units: number) => {
    const close = price(symbol, day);
    const worth = units * close;
    if (worth < MIN_TRADE_USD || close <= 0) return 0;
    tradeCount += 1;
    // Some fees are charged in the traded asset, as the partner does for crypto-to-crypto legs.
    const inAsset = tradeCount % 4 === 0;
    state.trades.push({
      id: `trd-${tradeCount}`,
      date: at(dates[day] as string, 14 + (tradeCount % 6)),
      currency: symbol,
      side,
      quantity: quantity(units),
      price: String(close),
      value: usd(worth),
      fee: inAsset ? quantity(units * TRADE_FEE_SHARE) : usd(worth * TRADE_FEE_SHARE),
      fee_currency: inAsset ? symbol : 'USD',
    });
    qty[symbol] = (qty[symbol] ?? 0) + (side === 'BUY' ? units : -units);
    return worth;
  };
  const rebalanceTo = (day: number, reason: string, investment: string) => {
    const total = value(day);
    let traded = 0;
    for (const symbol of new Set([...Object.keys(weights), ...Object.keys(qty)])) {
      const close = price(symbol, day);
      if (close <= 0) continue;
      const target = (total * (weights[symbol] ?? 0)) / close;
      const gap = target - (qty[symbol] ?? 0);
      traded += trade(day, symbol, gap > 0 ? 'BUY' : 'SELL', Math.abs(gap));
    }
    cash = total - Object.entries(qty).reduce((acc, [symbol, held]) => acc + held * price(symbol, day), 0);
    if (Math.abs(cash) < 0.01) cash = 0;
    const date = dates[day] as string;
    state.rebalances.push({
      id: `rb-${state.rebalances.length + 1}`,
      investment,
      reason,
      initiated: at(date, 13),
      completed: at(date, 20),
      status: 'completed',
      amount: usd(traded / 2),
    });
  };
  const reduceProRata = (share: number) => {
    for (const symbol of Object.keys(qty)) qty[symbol] = (qty[symbol] ?? 0) * (1 - share);
    cash *= 1 - share;
  };
  const portfolioName = plan.portfolio.map(([id]) => investmentById(catalog, id)?.name ?? id).join(', ');

  for (let day = start; day <= last; day++) {
    const date = dates[day] as string;
    let invested = false;
    for (const [daysAgo, amount] of plan.fiatDeposits) {
      if (dayOf(daysAgo) !== day) continue;
      cash += amount;
      state.deposits.push({
        id: `dep-${state.deposits.length + 1}`,
        kind: 'fiat',
        currency: 'USD',
        amount: usd(amount),
        usd_value: usd(amount),
        source: 'Wire transfer from First Harbor Bank ••••4821',
        received: at(date, 15),
        completed: day < last ? at(shift(date, 1), 16) : null,
        status: day < last ? 'completed' : 'pending',
        cost_basis: null,
      });
      invested = true;
    }
    for (const deposit of plan.cryptoDeposits) {
      if (dayOf(deposit.daysAgo) !== day) continue;
      const units = Number(deposit.quantity);
      qty[deposit.symbol] = (qty[deposit.symbol] ?? 0) + units;
      const record: DepositRecord = {
        id: `dep-${state.deposits.length + 1}`,
        kind: 'crypto',
        currency: deposit.symbol,
        amount: deposit.quantity,
        usd_value: usd(units * price(deposit.symbol, day)),
        source: `External wallet ${depositAddressFor(`${deposit.symbol}-source`, 'ethereum').slice(0, 10)}…`,
        received: at(date, 11),
        completed: at(date, 12),
        status: 'completed',
        cost_basis: deposit.costBasis
          ? deposit.costBasis.map((entry) => ({
              cost_basis: entry.cost_basis,
              purchase_date: shift(today, -entry.purchasedDaysAgo),
              native_amount: entry.native_amount,
            }))
          : null,
      };
      state.deposits.push(record);
      invested = true;
    }
    if (plan.rebalance && invested && day < last) {
      rebalanceTo(day, day === start ? 'Initial allocation' : 'Deposit invested', portfolioName);
    } else if (plan.rebalance && day < last && (day - start) % 91 === 45) {
      rebalanceTo(day, 'Scheduled rebalance', portfolioName);
    }
    for (const withdrawal of plan.fiatWithdrawals) {
      if (dayOf(withdrawal.daysAgo) !== day) continue;
      const total = value(day);
      const amount = withdrawal.usd === 'ALL' ? total : Math.min(withdrawal.usd, total);
      const share = total > 0 ? amount / total : 0;
      for (const symbol of Object.keys(qty)) trade(day, symbol, 'SELL', (qty[symbol] ?? 0) * share);
      cash = Math.max(0, cash * (1 - share));
      if (withdrawal.usd === 'ALL') {
        for (const symbol of Object.keys(qty)) qty[symbol] = 0;
        cash = 0;
      }
      const done = withdrawal.status === 'completed' || withdrawal.status === 'pending_transfer';
      state.withdrawals.push({
        id: `wd-${state.withdrawals.length + 1}`,
        kind: 'fiat',
        currency: 'USD',
        amount: usd(amount),
        usd_value: usd(amount),
        destination: 'First Harbor Bank ••••4821',
        received: at(date, 10),
        trading_completed: done ? at(shift(date, 1), 18) : null,
        transfer_completed: withdrawal.status === 'completed' ? at(shift(date, 2), 18) : null,
        status: withdrawal.status,
        is_complete: withdrawal.usd === 'ALL',
      });
    }
    for (const withdrawal of plan.cryptoWithdrawals) {
      if (dayOf(withdrawal.daysAgo) !== day) continue;
      const units = Math.min(withdrawal.quantity, qty[withdrawal.symbol] ?? 0);
      qty[withdrawal.symbol] = (qty[withdrawal.symbol] ?? 0) - units;
      state.withdrawals.push({
        id: `wd-${state.withdrawals.length + 1}`,
        kind: 'crypto',
        currency: withdrawal.symbol,
        amount: quantity(units),
        usd_value: usd(units * price(withdrawal.symbol, day)),
        destination: depositAddressFor(`${withdrawal.symbol}-destination`, 'ethereum'),
        received: at(date, 9),
        trading_completed: null,
        transfer_completed: at(shift(date, 2), 17),
        status: 'completed',
        is_complete: false,
      });
    }
    const total = value(day);
    if (day > start && day < last && (day - start) % 30 === 0 && total > 0) {
      const advisory = (total * plan.advisoryFeePercent) / 100 / 12;
      state.ledger.push({
        id: `fee-${state.ledger.length + 1}`,
        category: 'totalAdvisoryFee',
        amount: usd(advisory),
        currency: 'USD',
        date: at(date, 6),
      });
      let collected = advisory;
      if ((day - start) % 90 === 0) {
        const custody = total * CUSTODY_FEE_SHARE;
        collected += custody;
        state.ledger.push({
          id: `fee-${state.ledger.length + 1}`,
          category: 'custodyFee',
          amount: usd(custody),
          currency: 'USD',
          date: at(date, 6),
        });
      }
      reduceProRata(collected / total);
    }
    if (plan.harvest && day < last && (day - start) % 47 === 20 && total > 0) {
      state.harvested_losses.push({ date, amount: usd(total * (0.002 + random() * 0.006)) });
    }
    if (plan.rebalance && day === start + 200 && total > 0) {
      state.ledger.push({
        id: `oth-${state.ledger.length + 1}`,
        category: 'other',
        amount: '25.00',
        currency: 'USD',
        date: at(date, 9),
      });
      cash += 25;
    }
    if (day < last) state.history.push({ date, value: usd(value(day)) });
  }
  state.holdings = Object.fromEntries(
    Object.entries(qty)
      .filter(([, held]) => held > 1e-9)
      .map(([symbol, held]) => [symbol, quantity(held)]),
  );
  state.cash_usd = usd(Math.max(0, cash));
  const todayValue = value(last);
  state.fees_owed = usd(todayValue > 0 ? (todayValue * plan.advisoryFeePercent) / 100 / 24 : 0);
  if (plan.rebalance && todayValue > 0) {
    state.rebalances.push({
      id: `rb-${state.rebalances.length + 1}`,
      investment: portfolioName,
      reason: 'Scheduled rebalance',
      initiated: at(today, 8),
      completed: null,
      status: 'queued',
      amount: '0.00',
    });
  }
  for (const network of ['bitcoin', 'ethereum', 'solana']) {
    state.wallets[network] = {
      network_id: network,
      address: depositAddressFor(user.id, network),
      ready: true,
    };
  }
  statementDocuments(state, state.inception, today);
}

/** The customer state a user starts with: their demo profile by email, else empty. */
export function seedCustomer(world: World, user: SandboxUser): CustomerState {
  const state = emptyState(user);
  const local = user.email.toLowerCase().endsWith('@cairn.example')
    ? user.email.toLowerCase().split('@')[0]
    : undefined;
  const plan = local === undefined ? undefined : PLANS[local];
  if (plan === undefined) return state;
  accountDocuments(state, user.created_at.slice(0, 10));
  if (plan !== 'documents')
    simulate(world, user, state, plan, seededRandom(world, `customer:${user.email.toLowerCase()}`));
  // Records made by calls get ids above every seeded one.
  state.next_id = FIRST_LIVE_ID;
  return state;
}
