import { z } from 'zod';
import type { SandboxUser } from '../../core/users';
import { accountNow, defineSlice, type World } from '../../core/world';
import { advanceAccount } from './engine';
import { seedCustomer } from './seed';

/**
 * The customer area's state (plain JSON, keyed by user id): what the custodian and the trading
 * partner know about an account. Amounts are decimal strings; quantities are in the asset's units.
 */

/** A saved cost basis entry of a crypto deposit. */
export interface CostBasisRecord {
  cost_basis: string;
  purchase_date: string;
  native_amount: string;
}

/** A deposit: USD by wire, or crypto from an outside wallet. */
export interface DepositRecord {
  id: string;
  kind: 'fiat' | 'crypto';
  currency: string;
  /** USD for fiat, the asset's quantity for crypto. */
  amount: string;
  /** The USD value when received (flows). */
  usd_value: string;
  source: string;
  received: string;
  completed: string | null;
  status: 'pending' | 'completed';
  /** Crypto only: the entries, or null while the cost basis is missing. */
  cost_basis: CostBasisRecord[] | null;
}

/** A step a withdrawal reaches at a time (business days after it was received). */
export interface WithdrawalStage {
  status: 'queued' | 'pending_transfer' | 'completed';
  at: string;
}

/** A withdrawal: USD to a bank or brokerage, or crypto to a wallet. */
export interface WithdrawalRecord {
  id: string;
  kind: 'fiat' | 'crypto';
  currency: string;
  amount: string;
  usd_value: string;
  destination: string;
  received: string;
  trading_completed: string | null;
  transfer_completed: string | null;
  status: 'pending' | 'queued' | 'pending_transfer' | 'completed';
  is_complete: boolean;
  /** The steps still to come, oldest first: the clock applies each once its time has come. */
  stages: WithdrawalStage[];
}

/** A rebalance of the portfolio. */
export interface RebalanceRecord {
  id: string;
  investment: string;
  reason: string;
  initiated: string;
  completed: string | null;
  /** Cancelled: the portfolio was below the rebalancing minimum when its turn came. */
  status: 'queued' | 'completed' | 'cancelled';
  /** The value traded, USD. */
  amount: string;
  /** When the partner trades it (about 24 hours after it was queued). */
  execute_at: string;
}

/** A fee or another entry of the activity log without details. */
export interface LedgerRecord {
  id: string;
  category: 'totalAdvisoryFee' | 'custodyFee' | 'other';
  amount: string;
  currency: string;
  date: string;
}

/** A trade the partner executed. */
export interface TradeRecord {
  id: string;
  date: string;
  currency: string;
  side: 'BUY' | 'SELL';
  quantity: string;
  price: string;
  value: string;
  fee: string;
  fee_currency: string;
}

/** A document of the account. */
export interface DocumentRecord {
  id: string;
  date: string;
  title: string;
}

/** A deposit wallet of a network. */
export interface WalletRecord {
  network_id: string;
  address: string;
  /** The custodian makes a wallet on the first request; it is ready from the next one on. */
  ready: boolean;
}

/** A sending wallet registered for crypto deposits. */
export interface SendingAddressRecord {
  id: string;
  address: string;
  network_id: string;
  currency: string;
  is_self_hosted: boolean;
  created_at: string;
}

/** A portfolio: investments (model or index ids) with percent weights, and excluded asset ids. */
export interface PortfolioRecord {
  models: { id: string; weight: number }[];
  excluded_assets: string[];
}

/** What the account held at the end of a day, from that day on until the next entry. */
export interface PositionsRecord {
  date: string;
  /** Symbol → quantity. */
  holdings: Record<string, string>;
  cash: string;
}

/** Everything the sandbox keeps about one customer. */
export interface CustomerState {
  /** The date holdings and history start (first funding), or null for an unfunded account. */
  inception: string | null;
  /** USD not invested. */
  cash_usd: string;
  /** Symbol → quantity held. */
  holdings: Record<string, string>;
  /** The advisory fee accrued on daily balances and not yet collected (monthly in arrears), USD. */
  fees_owed: string;
  /** Interest accrued on uninvested cash and not yet credited, USD. */
  interest_owed: string;
  /** The saved portfolio (Save & Activate), which the next rebalance trades to. */
  portfolio: PortfolioRecord;
  /** The portfolio the holdings follow, from the date each rebalance traded to it, oldest first. */
  executed: (PortfolioRecord & { date: string })[];
  /**
   * The end-of-day holdings and cash, one entry per date they changed, oldest first: the balance
   * history and performance are valued from them at each day's closes. Entries of past days never
   * change, so a later portfolio change never rewrites the past.
   */
  positions: PositionsRecord[];
  /** The instant the account's clock was last brought to (ISO); time before it is settled. */
  processed_at: string;
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  rebalances: RebalanceRecord[];
  ledger: LedgerRecord[];
  trades: TradeRecord[];
  documents: DocumentRecord[];
  harvested_losses: { date: string; amount: string }[];
  wire: { bank_account_number: string; memo: string };
  wallets: Record<string, WalletRecord>;
  sending_addresses: SendingAddressRecord[];
  cost_basis_update_enabled: boolean;
  /** A counter for ids of records made after seeding. */
  next_id: number;
}

/** The customer state of every user, by id. Seeded lazily on a user's first call. */
export const customerSlice = defineSlice(
  'customer',
  () => ({
    byUserId: {} as Record<string, CustomerState>,
  }),
  // Each account's records are checked as lists of records; an account saved before the clock
  // (no positions yet) is upgraded as it is read (customerOf), so those parts may be missing.
  z.looseObject({
    byUserId: z.record(
      z.string(),
      z.looseObject({
        inception: z.string().nullable(),
        cash_usd: z.string(),
        holdings: z.record(z.string(), z.string()),
        fees_owed: z.string(),
        portfolio: z.looseObject({}),
        deposits: z.array(z.looseObject({})),
        withdrawals: z.array(z.looseObject({})),
        rebalances: z.array(z.looseObject({})),
        ledger: z.array(z.looseObject({})),
        trades: z.array(z.looseObject({})),
        documents: z.array(z.looseObject({})),
        wallets: z.record(z.string(), z.looseObject({})),
        sending_addresses: z.array(z.looseObject({})),
        next_id: z.number(),
      }),
    ),
  }),
);

/**
 * The customer state of a user, brought to the account's clock (pending withdrawals move on,
 * queued rebalances trade, fees accrue): seeded on first use from the demo profile of their email,
 * else empty.
 */
export function customerOf(world: World, user: SandboxUser): CustomerState {
  const slice = customerSlice(world);
  let state = slice.byUserId[user.id];
  if (!state) {
    state = seedCustomer(world, user);
    slice.byUserId[user.id] = state;
  } else if (!Array.isArray(state.positions)) {
    upgradeState(state, accountNow(world, user.id));
  }
  advanceAccount(world, user, state, accountNow(world, user.id));
  return state;
}

/**
 * An account saved by a sandbox from before the clock (SANDBOX_DATA): it keeps its records, and
 * its daily history starts over from what it holds now.
 */
function upgradeState(state: CustomerState, now: Date): void {
  const legacy = state as Partial<CustomerState> & { history?: unknown };
  delete legacy.history;
  state.interest_owed ??= '0';
  state.executed = state.inception ? [{ date: state.inception, ...structuredClone(state.portfolio) }] : [];
  state.positions = state.inception
    ? [{ date: state.inception, holdings: { ...state.holdings }, cash: state.cash_usd }]
    : [];
  state.processed_at = now.toISOString();
  for (const withdrawal of state.withdrawals) withdrawal.stages ??= [];
  for (const rebalance of state.rebalances) rebalance.execute_at ??= rebalance.initiated;
}

/** A user's clock: the account's now and its date (UTC). */
export function clockOf(world: World, user: SandboxUser): { now: Date; today: string } {
  const now = accountNow(world, user.id);
  return { now, today: now.toISOString().slice(0, 10) };
}

/** A new id for a record made by a call: `prefix-<n>`. */
export function nextId(state: CustomerState, prefix: string): string {
  state.next_id += 1;
  return `${prefix}-${state.next_id}`;
}
