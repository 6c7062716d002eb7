import { dec } from '@cairn/domain';
import type { SandboxUser } from '../../core/users';
import { accountNow, type World } from '../../core/world';
import { catalogSlice, indexIdFor, modelIdFor } from '../../seed/catalog';
import {
  advanceAccount,
  atHour,
  depositCrypto,
  depositFiat,
  queueRebalance,
  recordPositions,
  shiftDate,
  usdText,
  withdrawalStages,
  withdrawCrypto,
  withdrawFiat,
} from './engine';
import { assetBySymbol } from './invest';
import { isoDay, marketThrough, priceOn } from './market';
import {
  type CustomerState,
  nextId,
  type PortfolioRecord,
  type WithdrawalRecord,
  type WithdrawalStage,
} from './state';

/**
 * The seeded customer state of the demo users (issue 4): each demo profile is a plan of what the
 * investor did (deposits, portfolio changes, withdrawals), played through the same events that
 * move an account when the clock advances (`engine.ts`) from the day the account was funded to
 * now. Holdings, the positions behind the balance history and performance, trades, fees and the
 * activity log therefore agree with each other and with what later days add. Users without a demo
 * profile (new signups, staff) start empty.
 */

type OpenStatus = Exclude<WithdrawalRecord['status'], 'completed'>;

interface CryptoDepositPlan {
  daysAgo: number;
  symbol: string;
  quantity: string;
  /** null: the cost basis is missing (the Tax Center asks for it). */
  costBasis: { cost_basis: string; purchasedDaysAgo: number; native_amount: string }[] | null;
}

/** A portfolio of a plan: investments (model or index ids) and weights, excluded asset symbols. */
interface PlannedPortfolio {
  portfolio: [id: string, weight: number][];
  excluded: string[];
}

interface Plan extends PlannedPortfolio {
  /** Days before today the account was funded (the first deposit). */
  startDaysAgo: number;
  /** Later Save & Activate of another portfolio. */
  changes?: (PlannedPortfolio & { daysAgo: number })[];
  fiatDeposits: [daysAgo: number, usd: number][];
  cryptoDeposits: CryptoDepositPlan[];
  /** Withdrawals: a status makes it still under way today, at that step. */
  fiatWithdrawals: { daysAgo: number; usd: number | 'ALL'; status?: OpenStatus }[];
  cryptoWithdrawals: { daysAgo: number; symbol: string; quantity: number; status?: OpenStatus }[];
  /** Credits the partner booked as 'other' (a fee refund). */
  credits?: [daysAgo: number, usd: number][];
  /** A scheduled rebalance queued this morning, trading tomorrow. */
  queuedRebalance?: boolean;
  /** The partner does not take cost basis updates for this account. */
  costBasisLocked?: boolean;
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
    { daysAgo: 250, usd: 5_000 },
    { daysAgo: 1, usd: 2_000, status: 'pending_transfer' },
  ],
  cryptoWithdrawals: [{ daysAgo: 90, symbol: 'ETH', quantity: 1.5 }],
  credits: [[580, 25]],
  queuedRebalance: true,
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
    fiatWithdrawals: [{ daysAgo: 200, usd: 25_000 }],
    cryptoWithdrawals: [],
    credits: [[480, 25]],
    queuedRebalance: true,
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
    fiatWithdrawals: [{ daysAgo: 60, usd: 'ALL' }],
    cryptoWithdrawals: [],
    credits: [[560, 25]],
  },
  pending: 'documents',
  // Funded like most investors, but the TLH feature flag is off for this user: nothing is harvested.
  tlhoff: {
    startDaysAgo: 400,
    portfolio: [
      [modelIdFor('Broad Crypto'), 60],
      [modelIdFor('Equal Weight Leaders'), 40],
    ],
    excluded: [],
    fiatDeposits: [
      [400, 60_000],
      [150, 20_000],
    ],
    cryptoDeposits: [],
    fiatWithdrawals: [],
    cryptoWithdrawals: [],
  },
  awaiting: 'documents',
  // Wired in, nothing selected yet: the cash waits (and earns interest, credited as other).
  noselection: {
    startDaysAgo: 25,
    portfolio: [],
    excluded: [],
    fiatDeposits: [[25, 40_000]],
    cryptoDeposits: [],
    fiatWithdrawals: [],
    cryptoWithdrawals: [],
  },
  // Funded above the Smart Beta minimum, then a withdrawal left it below: the model stays selected.
  belowmin: {
    startDaysAgo: 300,
    portfolio: [[modelIdFor('Low Volatility'), 100]],
    excluded: [],
    fiatDeposits: [[300, 70_000]],
    cryptoDeposits: [],
    fiatWithdrawals: [{ daysAgo: 40, usd: 20_000 }],
    cryptoWithdrawals: [],
  },
  // MAX_INVESTMENTS (10) investments of 10% each.
  maxed: {
    startDaysAgo: 200,
    portfolio: [
      [modelIdFor('Bitcoin & Ether'), 10],
      [modelIdFor('Crypto Market'), 10],
      [modelIdFor('Broad Crypto'), 10],
      [modelIdFor('Bitcoin Core'), 10],
      [modelIdFor('Equal Weight Leaders'), 10],
      [modelIdFor('Low Volatility'), 10],
      [modelIdFor('Sector Rotation'), 10],
      [modelIdFor('DeFi Alpha'), 10],
      [indexIdFor('CINFR'), 10],
      [indexIdFor('CAI'), 10],
    ],
    excluded: [],
    fiatDeposits: [[200, 300_000]],
    cryptoDeposits: [],
    fiatWithdrawals: [],
    cryptoWithdrawals: [],
  },
  // Crypto deposits lacking cost basis, and the partner does not take cost basis updates for it.
  basislocked: {
    startDaysAgo: 330,
    portfolio: [[modelIdFor('Bitcoin Core'), 100]],
    excluded: [],
    fiatDeposits: [[330, 30_000]],
    cryptoDeposits: [
      { daysAgo: 250, symbol: 'BTC', quantity: '0.25', costBasis: null },
      {
        daysAgo: 160,
        symbol: 'SOL',
        quantity: '40',
        costBasis: [{ cost_basis: '4200.00', purchasedDaysAgo: 420, native_amount: '40' }],
      },
      { daysAgo: 90, symbol: 'ETH', quantity: '3', costBasis: null },
    ],
    fiatWithdrawals: [],
    cryptoWithdrawals: [],
    costBasisLocked: true,
  },
  // Withdrawals under way at every step, and one long done.
  pendingwd: {
    startDaysAgo: 240,
    portfolio: [
      [modelIdFor('Crypto Market'), 70],
      [indexIdFor('CBTC'), 30],
    ],
    excluded: [],
    fiatDeposits: [[240, 150_000]],
    cryptoDeposits: [],
    fiatWithdrawals: [
      { daysAgo: 120, usd: 10_000 },
      { daysAgo: 3, usd: 7_500, status: 'pending_transfer' },
      { daysAgo: 2, usd: 5_000, status: 'queued' },
      { daysAgo: 0, usd: 2_500, status: 'pending' },
    ],
    cryptoWithdrawals: [{ daysAgo: 1, symbol: 'BTC', quantity: 0.05, status: 'queued' }],
  },
  // Two years of an active account: deposits with and without cost basis in 2024, 2025 and 2026,
  // two portfolio changes, withdrawals: sales in every tax year, short and long term.
  history: {
    startDaysAgo: 790,
    portfolio: [
      [modelIdFor('Bitcoin & Ether'), 50],
      [modelIdFor('Crypto Market'), 50],
    ],
    excluded: [],
    changes: [
      {
        daysAgo: 520,
        portfolio: [
          [modelIdFor('Broad Crypto'), 40],
          [modelIdFor('DeFi Alpha'), 30],
          [indexIdFor('CAI'), 30],
        ],
        excluded: [],
      },
      {
        daysAgo: 200,
        portfolio: [
          [modelIdFor('Equal Weight Leaders'), 50],
          [modelIdFor('Ecosystem Alpha'), 25],
          [indexIdFor('CBTC'), 25],
        ],
        excluded: ['DOGE'],
      },
    ],
    fiatDeposits: [
      [790, 80_000],
      [610, 25_000],
      [330, 40_000],
      [45, 10_000],
    ],
    cryptoDeposits: [
      {
        daysAgo: 760,
        symbol: 'BTC',
        quantity: '0.8',
        costBasis: [
          { cost_basis: '21000.00', purchasedDaysAgo: 1500, native_amount: '0.5' },
          { cost_basis: '18500.00', purchasedDaysAgo: 1100, native_amount: '0.3' },
        ],
      },
      { daysAgo: 700, symbol: 'ETH', quantity: '10', costBasis: null },
      {
        daysAgo: 480,
        symbol: 'SOL',
        quantity: '150',
        costBasis: [{ cost_basis: '12000.00', purchasedDaysAgo: 900, native_amount: '150' }],
      },
      { daysAgo: 380, symbol: 'LINK', quantity: '400', costBasis: null },
      {
        daysAgo: 90,
        symbol: 'AVAX',
        quantity: '120',
        costBasis: [{ cost_basis: '3000.00', purchasedDaysAgo: 300, native_amount: '120' }],
      },
      { daysAgo: 20, symbol: 'ETH', quantity: '1.5', costBasis: null },
    ],
    fiatWithdrawals: [
      { daysAgo: 650, usd: 8_000 },
      { daysAgo: 400, usd: 12_000 },
      { daysAgo: 150, usd: 6_000 },
    ],
    cryptoWithdrawals: [{ daysAgo: 300, symbol: 'BTC', quantity: 0.05 }],
    credits: [[500, 40]],
  },
};

/** Ids of records made by calls start above this, clear of the seeded ones (`rb-100001`). */
const FIRST_LIVE_ID = 100_000;

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

function emptyState(user: SandboxUser, now: Date): CustomerState {
  const hash = hashOf(user.id);
  return {
    inception: null,
    cash_usd: '0.00',
    holdings: {},
    fees_owed: '0.00',
    interest_owed: '0',
    portfolio: { models: [], excluded_assets: [] },
    executed: [],
    positions: [],
    processed_at: now.toISOString(),
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

/** A plan's portfolio as the account keeps it (asset symbols to ids). */
function portfolioOf(world: World, planned: PlannedPortfolio): PortfolioRecord {
  const catalog = catalogSlice(world);
  return {
    models: planned.portfolio.map(([id, weight]) => ({ id, weight })),
    excluded_assets: planned.excluded.map((symbol) => assetBySymbol(catalog, symbol)?.id ?? symbol),
  };
}

const STEPS = ['queued', 'pending_transfer', 'completed'] as const;

/**
 * The steps of a seeded withdrawal that must be at `status` now: the steps up to it fall between
 * its receipt and now, the rest come at their usual business-day times counted from now. So the
 * activity shows that status whatever day of the week the sandbox starts on.
 */
function stepsToStatus(withdrawal: WithdrawalRecord, now: Date, status: OpenStatus): WithdrawalStage[] {
  const reached = STEPS.indexOf(status as (typeof STEPS)[number]) + 1;
  const from = Date.parse(withdrawal.received);
  const span = now.getTime() - from;
  const past = STEPS.slice(0, reached).map((step, at) => ({
    status: step,
    at: new Date(from + Math.floor((span * (at + 1)) / (reached + 1))).toISOString(),
  }));
  return [...past, ...withdrawalStages(withdrawal.kind, now.toISOString()).slice(reached)];
}

/** Plays a plan from the day the account was funded to `now`, through the account's events. */
function simulate(world: World, user: SandboxUser, state: CustomerState, plan: Plan, now: Date): void {
  const today = isoDay(now);
  const catalog = marketThrough(world, today);
  const start = shiftDate(today, -plan.startDaysAgo);
  state.processed_at = atHour(start, 0);
  state.portfolio = portfolioOf(world, plan);
  state.executed = [{ date: start, ...structuredClone(state.portfolio) }];
  // A planned time of day, never later than now (a plan for today runs before the account opens).
  const time = (daysAgo: number, hour: number) =>
    new Date(
      Math.min(Date.parse(atHour(shiftDate(today, -daysAgo), hour)), now.getTime() - 60_000),
    ).toISOString();
  const source = 'Wire transfer from First Harbor Bank ••••4821';
  const actions: { at: string; run: (at: string) => void }[] = [
    ...plan.fiatDeposits.map(([daysAgo, usd]) => ({
      at: time(daysAgo, 15),
      run: (at: string) => {
        depositFiat(user, state, catalog, dec(usd), at, source);
      },
    })),
    ...plan.cryptoDeposits.map((deposit) => ({
      at: time(deposit.daysAgo, 11),
      run: (at: string) => {
        depositCrypto(user, state, catalog, deposit.symbol, dec(deposit.quantity), at, {
          source: `External wallet ${depositAddressFor(`${deposit.symbol}-source`, 'ethereum').slice(0, 10)}…`,
          completed: new Date(Date.parse(at) + 60 * 60 * 1000).toISOString(),
          costBasis: deposit.costBasis
            ? deposit.costBasis.map((entry) => ({
                cost_basis: entry.cost_basis,
                purchase_date: shiftDate(today, -entry.purchasedDaysAgo),
                native_amount: entry.native_amount,
              }))
            : null,
        });
      },
    })),
    ...(plan.changes ?? []).map((change) => ({
      at: time(change.daysAgo, 13),
      run: (at: string) => {
        state.portfolio = portfolioOf(world, change);
        queueRebalance(state, catalog, 'Portfolio change', at, true);
      },
    })),
    ...plan.fiatWithdrawals.map((withdrawal) => ({
      at: time(withdrawal.daysAgo, 10),
      run: (at: string) => {
        const balance = dec(state.cash_usd).plus(
          Object.entries(state.holdings).reduce(
            (acc, [symbol, held]) => acc.plus(dec(held).times(priceOn(catalog, symbol, isoDay(at)))),
            dec(0),
          ),
        );
        const full = withdrawal.usd === 'ALL';
        const amount = full
          ? balance.minus(dec(state.fees_owed).round(2))
          : dec(Math.min(Number(withdrawal.usd), balance.toNumber()));
        const record = withdrawFiat(state, catalog, {
          amount: amount.lt(0) ? dec(0) : amount,
          full,
          destination: 'First Harbor Bank ••••4821',
          at: at,
        });
        if (withdrawal.status) record.stages = stepsToStatus(record, now, withdrawal.status);
      },
    })),
    ...plan.cryptoWithdrawals.map((withdrawal) => ({
      at: time(withdrawal.daysAgo, 9),
      run: (at: string) => {
        const held = dec(state.holdings[withdrawal.symbol] ?? '0');
        const quantity = held.lt(withdrawal.quantity) ? held : dec(withdrawal.quantity);
        const record = withdrawCrypto(state, catalog, {
          symbol: withdrawal.symbol,
          quantity,
          destination: depositAddressFor(`${withdrawal.symbol}-destination`, 'ethereum'),
          at: at,
        });
        if (withdrawal.status) record.stages = stepsToStatus(record, now, withdrawal.status);
      },
    })),
    ...(plan.credits ?? []).map(([daysAgo, usd]) => ({
      at: time(daysAgo, 9),
      run: (at: string) => {
        state.ledger.push({
          id: nextId(state, 'oth'),
          category: 'other',
          amount: usdText(dec(usd)),
          currency: 'USD',
          date: at,
        });
        state.cash_usd = usdText(dec(state.cash_usd).plus(usd));
        recordPositions(state, isoDay(at));
      },
    })),
    ...(plan.queuedRebalance
      ? [
          {
            at: new Date(now.getTime() - 4 * 60 * 60 * 1000).toISOString(),
            run: (at: string) => {
              queueRebalance(state, catalog, 'Scheduled rebalance', at);
            },
          },
        ]
      : []),
  ];
  actions.sort((a, b) => a.at.localeCompare(b.at));
  for (const action of actions) {
    advanceAccount(world, user, state, new Date(action.at));
    action.run(action.at);
  }
  advanceAccount(world, user, state, now);
  if (plan.costBasisLocked) state.cost_basis_update_enabled = false;
  for (const network of ['bitcoin', 'ethereum', 'solana']) {
    state.wallets[network] = {
      network_id: network,
      address: depositAddressFor(user.id, network),
      ready: true,
    };
  }
}

/** The customer state a user starts with: their demo profile by email, else empty. */
export function seedCustomer(world: World, user: SandboxUser): CustomerState {
  const now = accountNow(world, user.id);
  const state = emptyState(user, now);
  const local = user.email.toLowerCase().endsWith('@cairn.example')
    ? user.email.toLowerCase().split('@')[0]
    : undefined;
  const plan = local === undefined ? undefined : PLANS[local];
  if (plan === undefined) return state;
  accountDocuments(state, user.created_at.slice(0, 10));
  if (plan !== 'documents') simulate(world, user, state, plan, now);
  // Records made by calls get ids above every seeded one.
  state.next_id = FIRST_LIVE_ID;
  return state;
}
