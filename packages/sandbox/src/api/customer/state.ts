import type { SandboxUser } from '../../core/users';
import { defineSlice, type World } from '../../core/world';
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
}

/** A rebalance of the portfolio. */
export interface RebalanceRecord {
  id: string;
  investment: string;
  reason: string;
  initiated: string;
  completed: string | null;
  status: 'queued' | 'completed';
  /** The value traded, USD. */
  amount: string;
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

/** Everything the sandbox keeps about one customer. */
export interface CustomerState {
  /** The date holdings and history start (first funding), or null for an unfunded account. */
  inception: string | null;
  /** USD not invested. */
  cash_usd: string;
  /** Symbol → quantity held. */
  holdings: Record<string, string>;
  /** Advisory and custody fees accrued and not yet collected, USD. */
  fees_owed: string;
  portfolio: { models: { id: string; weight: number }[]; excluded_assets: string[] };
  /** Daily closing balance before today, oldest first; today's is valued live. */
  history: { date: string; value: string }[];
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
export const customerSlice = defineSlice('customer', () => ({
  byUserId: {} as Record<string, CustomerState>,
}));

/** The customer state of a user: seeded on first use from the demo profile of their email, else empty. */
export function customerOf(world: World, user: SandboxUser): CustomerState {
  const slice = customerSlice(world);
  let state = slice.byUserId[user.id];
  if (!state) {
    state = seedCustomer(world, user);
    slice.byUserId[user.id] = state;
  }
  return state;
}

/** A new id for a record made by a call: `prefix-<n>`. */
export function nextId(state: CustomerState, prefix: string): string {
  state.next_id += 1;
  return `${prefix}-${state.next_id}`;
}
