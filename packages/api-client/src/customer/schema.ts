import {
  BAR_TIMEFRAMES,
  DEACTIVATION_REASONS,
  LINE_TIMEFRAMES,
  PERFORMANCE_LEVELS,
  PRODUCTS,
} from '@cairn/domain';
import { z } from 'zod';
import { boundedText } from '../boundedText';
import { costBasisEntriesWireSchema, costBasisEntryWireSchema, costBasisUpdateWireSchema } from './costBasis';

/**
 * The schemas of the signed-in customer app's calls (doc 2 §3, §7). Responses are what the partner
 * (the sandbox) sends, with the spec's field names. Money and crypto quantities travel as decimal
 * strings so they stay exact; weights and fees are percent numbers; returns are ratios (0.1234 is
 * 12.34%, the apps multiply by 100 to display). Request bodies check types only: the rules (weights,
 * withdrawal amounts, cost basis quantities) are the domain's, which the server applies and answers
 * with their exact messages as USER_CORRECTABLE errors.
 */

// ── Building blocks ─────────────────────────────────────────────────────────────────────────────

/** A decimal number as text ('1234.5', '-0.25'): money and quantities stay exact. */
const DecimalText = z.string().regex(/^-?\d+(\.\d+)?$/, { error: 'Expected a decimal number as text' });
/** A calendar date, 'YYYY-MM-DD'. */
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected a date as YYYY-MM-DD' });
/** An instant, ISO 8601 in UTC ('2026-11-21T12:00:00.000Z'). */
const Timestamp = z.iso.datetime({ error: 'Expected an ISO 8601 date and time' });
/** An icon path or URL; null when there is none (the apps show a generic image). */
const Icon = z.string().nullable();
const ProductName = z.enum(PRODUCTS);

const toList = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

/**
 * A query list: the client sends arrays as repeated keys, and a key that appears once reaches the
 * server as a plain string.
 */
const queryList = <T extends z.ZodType<string>>(item: T) =>
  z.union([item, z.array(item)]).transform((value) => toList(value));

/** A query list of numbers: sent as text, so each item is coerced. */
const queryNumberList = z
  .union([z.union([z.string(), z.number()]), z.array(z.union([z.string(), z.number()]))])
  .transform((value) => toList(value).map(Number))
  .pipe(z.array(z.number({ error: 'Expected a number' })));

/** An amount in a request: a decimal string (exact) or a JSON number. */
const AmountInput = z.union([DecimalText, z.number().finite()]);

// ── Deposit wallets and deactivation (doc 2 §3, §4, §7) ──────────────────────────────────────────

/** Path of POST /user/wallet/{networkId}. */
export const DepositWalletParams = z.object({ networkId: z.string().min(1) });
export type DepositWalletParams = z.infer<typeof DepositWalletParams>;

/**
 * The deposit wallet of a network (doc 2 §3 "Deposit wallet"). A wallet the custodian is still
 * creating has no address yet: status PREPARING, and the app shows 'Preparing Crypto Deposit'.
 */
export const DepositWallet = z.object({
  network_id: z.string(),
  deposit_address: z.string().nullable(),
  status: z.enum(['READY', 'PREPARING']),
});
export type DepositWallet = z.infer<typeof DepositWallet>;

/** Body of POST /user/deactivate (doc 2 §7): the account is terminated. */
export const DeactivationRequest = z.object({ is_termination: z.literal(true) });
export type DeactivationRequest = z.infer<typeof DeactivationRequest>;

/** The answer to a deactivation: the account's new status. */
export const Deactivation = z.object({ status: z.literal('INACTIVE') });
export type Deactivation = z.infer<typeof Deactivation>;

// ── Marketplace: models and indices (doc 2 §2, §3, §7) ───────────────────────────────────────────

/** Returns of a model or index as ratios; null where there is not enough history. */
export const InvestmentPerformance = z.object({
  month_to_date_pct: z.number().nullable(),
  year_to_date_pct: z.number().nullable(),
  one_year_pct: z.number().nullable(),
  full_pct: z.number().nullable(),
  updated_at: IsoDate,
});
export type InvestmentPerformance = z.infer<typeof InvestmentPerformance>;

/**
 * A model or index of the marketplace (doc 2 §3 "Model or index"). Indices are offered as index
 * trackers (`type` INDEX, `index_tracker` true, product MARKET). `product_minimum` is in USD for
 * the signed-in user's tier; `product_fee` in percent; `weight` is the weight in the user's saved
 * portfolio, null when absent. `asset_symbols` sits beside `asset_names` so exclusions can be
 * matched by symbol; `sector` and `asset_count` feed the index cards.
 */
export const MarketplaceModel = z.object({
  id: z.string(),
  name: z.string(),
  ticker: z.string().nullable(),
  description: z.string(),
  product: ProductName,
  type: z.enum(['MODEL', 'INDEX']),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  product_minimum: z.number(),
  product_fee: z.number(),
  index_names: z.array(z.string()),
  asset_names: z.array(z.string()),
  asset_symbols: z.array(z.string()),
  asset_count: z.number().int(),
  sector: z.string().nullable(),
  icon: Icon,
  icon_resource_path: Icon,
  index_tracker: z.boolean(),
  inception_date: IsoDate,
  objective: z.string(),
  video_url: z.string().nullable(),
  is_collaboration_model: z.boolean(),
  tags_excl_usd: z.array(z.string()),
  performance: InvestmentPerformance,
  weight: z.number().nullable(),
});
export type MarketplaceModel = z.infer<typeof MarketplaceModel>;

/** The answer of GET /model/models. */
export const MarketplaceModels = z.array(MarketplaceModel);
export type MarketplaceModels = z.infer<typeof MarketplaceModels>;

/**
 * Query of GET /model/models (doc 2 §7): filters by products, type (MODEL or INDEX), index tags,
 * names and tickers; each list matches any of its values, and an omitted filter matches all.
 */
export const MarketplaceModelsQuery = z.object({
  products: queryList(ProductName).optional(),
  type: z.enum(['MODEL', 'INDEX']).optional(),
  tags: queryList(z.string()).optional(),
  names: queryList(z.string()).optional(),
  tickers: queryList(z.string()).optional(),
});
export type MarketplaceModelsQuery = z.input<typeof MarketplaceModelsQuery>;

/** One line of an asset or sector breakdown (doc 2 §3 "Model details"); weight in percent. */
export const BreakdownItem = z.object({
  name: z.string(),
  symbol: z.string().nullable(),
  icon: Icon,
  weight: z.number(),
  breakdown_date: IsoDate,
});
export type BreakdownItem = z.infer<typeof BreakdownItem>;

/** One index of a model (doc 2 §3 "Model details"); weight in percent. */
export const IndexBreakdownItem = z.object({
  id: z.string(),
  name: z.string(),
  ticker: z.string(),
  icon: Icon,
  description: z.string(),
  weight: z.number(),
  weighting_methodology: z.string(),
});
export type IndexBreakdownItem = z.infer<typeof IndexBreakdownItem>;

/** Path of GET /model/details/{name}. */
export const ModelNameParams = z.object({ name: z.string().min(1) });
export type ModelNameParams = z.infer<typeof ModelNameParams>;

/** A model's details page (doc 2 §2, §3). 404 when no visible model has the name. */
export const ModelDetails = z.object({
  id: z.string(),
  name: z.string(),
  ticker: z.string().nullable(),
  icon: Icon,
  product: ProductName,
  description: z.string(),
  inception_date: IsoDate,
  objective: z.string(),
  product_fee: z.number(),
  product_minimum: z.number(),
  video_url: z.string().nullable(),
  is_collaboration_model: z.boolean(),
  performance: InvestmentPerformance,
  asset_breakdown: z.array(BreakdownItem),
  sector_breakdown: z.array(BreakdownItem),
  index_breakdown: z.array(IndexBreakdownItem),
});
export type ModelDetails = z.infer<typeof ModelDetails>;

/** Path of the index detail calls. */
export const IndexTickerParams = z.object({ ticker: z.string().min(1) });
export type IndexTickerParams = z.infer<typeof IndexTickerParams>;

/** An index's details page (doc 2 §2 "/marketplace/indices/{indexTicker}"). 404 when unknown or hidden. */
export const IndexDetails = z.object({
  id: z.string(),
  name: z.string(),
  ticker: z.string(),
  icon: Icon,
  description: z.string(),
  about: z.string(),
  sector: z.string(),
  tags: z.array(z.string()),
  index_type: z.enum(['CAIRN', 'PARTNER']),
  weighting_methodology: z.string(),
  inception_date: IsoDate,
  product_fee: z.number(),
  product_minimum: z.number(),
  video_url: z.string().nullable(),
  is_collaboration_model: z.boolean(),
  performance: InvestmentPerformance,
  asset_breakdown: z.array(BreakdownItem),
  sector_breakdown: z.array(BreakdownItem),
});
export type IndexDetails = z.infer<typeof IndexDetails>;

/** The index tags the marketplace filters by (GET /index/tags). */
export const IndexTags = z.array(z.string());
export type IndexTags = z.infer<typeof IndexTags>;

/** One metric of an asset classification (doc 2 §3); `period` is the lookback, e.g. '90 days'. */
export const ClassificationMetric = z.object({
  factor_name: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  period: z.string().nullable(),
});
export type ClassificationMetric = z.infer<typeof ClassificationMetric>;

/** An index's asset classification dialog (doc 2 §3): industry groups and metrics. */
export const AssetClassification = z.object({
  industry_groups: z.array(z.string()),
  metrics: z.array(ClassificationMetric),
});
export type AssetClassification = z.infer<typeof AssetClassification>;

/**
 * Query of GET /index/assets/traded (doc 2 §7 "optional type"): DEPOSIT lists the assets that
 * can be deposited (all with a network), WITHDRAWAL those the user holds; omitted, every asset.
 */
export const TradedAssetsQuery = z.object({ type: z.enum(['DEPOSIT', 'WITHDRAWAL']).optional() });
export type TradedAssetsQuery = z.input<typeof TradedAssetsQuery>;

/** A traded asset (doc 2 §3 "Asset" and "Crypto asset" for transfers). */
export const TradedAsset = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  icon: Icon,
  is_excluded: z.boolean(),
  network_id: z.string(),
  sector: z.string(),
});
export type TradedAsset = z.infer<typeof TradedAsset>;

/** The answer of GET /index/assets/traded. */
export const TradedAssets = z.array(TradedAsset);
export type TradedAssets = z.infer<typeof TradedAssets>;

// ── My Portfolio (doc 2 §3, §5, §7) ──────────────────────────────────────────────────────────────

/** An investment of the saved portfolio; `index_tracker` marks an index (doc 2 §3 "Portfolio"). */
export const PortfolioEntry = z.object({
  id: z.string(),
  name: z.string(),
  weight: z.number(),
  index_tracker: z.boolean(),
});
export type PortfolioEntry = z.infer<typeof PortfolioEntry>;

/** An excluded asset of the saved portfolio. */
export const ExcludedAsset = z.object({ id: z.string(), name: z.string(), symbol: z.string(), icon: Icon });
export type ExcludedAsset = z.infer<typeof ExcludedAsset>;

/** The saved portfolio (GET /portfolio). */
export const Portfolio = z.object({
  models: z.array(PortfolioEntry),
  excluded_assets: z.array(ExcludedAsset),
});
export type Portfolio = z.infer<typeof Portfolio>;

/**
 * Body of PUT /portfolio (doc 2 §3): the investments with id and weight, and the ids of the
 * excluded assets. The weight rules (each at least 5, total 100, at most MAX_INVESTMENTS) are the
 * domain's and answer USER_CORRECTABLE.
 */
export const PortfolioUpdate = z.object({
  models: z.array(z.object({ id: z.string().min(1), weight: z.number() })),
  excluded_assets: z.array(z.string().min(1)),
});
export type PortfolioUpdate = z.infer<typeof PortfolioUpdate>;

/** Query of GET /portfolio/fees: the investments' ids and their weights, in the same order. */
export const PortfolioFeesQuery = z.object({ ids: queryList(z.string()), weights: queryNumberList });
export type PortfolioFeesQuery = z.input<typeof PortfolioFeesQuery>;

/**
 * The platform fee and the blended investment fee of a portfolio (doc 2 §3 "Fees"), percent as
 * decimal strings like the product fees: blended is the weighted mean of the investments' fees.
 */
export const PortfolioFees = z.object({ platform_fee: DecimalText, blended_fee: DecimalText });
export type PortfolioFees = z.infer<typeof PortfolioFees>;

/**
 * One allocation line (doc 2 §3 "Allocation item"): balance in USD, weight in percent. `type` is
 * INDEX or MODEL in the investment list; the asset and sector lists use ASSET and SECTOR.
 */
export const AllocationItem = z.object({
  name: z.string(),
  symbol: z.string().nullable(),
  icon: Icon,
  balance: DecimalText,
  weight: z.number(),
  type: z.enum(['INDEX', 'MODEL', 'ASSET', 'SECTOR']),
});
export type AllocationItem = z.infer<typeof AllocationItem>;

/** The allocation table's three lists (GET /portfolio/allocations). */
export const Allocations = z.object({
  investment: z.array(AllocationItem),
  asset: z.array(AllocationItem),
  sector: z.array(AllocationItem),
});
export type Allocations = z.infer<typeof Allocations>;

// ── Performance (doc 2 §2, §3, §7) ───────────────────────────────────────────────────────────────

/**
 * Query of GET /performance/chart: a line chart takes a line timeframe (1w, 1m, ytd, 1y, f), a bar
 * chart a bar timeframe (weekly, monthly, quarterly, annually).
 */
export const PerformanceChartQuery = z
  .object({
    type: z.enum(['line', 'bar']),
    level: z.enum(PERFORMANCE_LEVELS),
    timeframe: z.enum([...LINE_TIMEFRAMES, ...BAR_TIMEFRAMES]),
  })
  .superRefine((query, ctx) => {
    const allowed: readonly string[] = query.type === 'line' ? LINE_TIMEFRAMES : BAR_TIMEFRAMES;
    if (!allowed.includes(query.timeframe)) {
      ctx.addIssue({
        code: 'custom',
        path: ['timeframe'],
        message: `A ${query.type} chart takes a timeframe of ${allowed.join(', ')}`,
      });
    }
  });
export type PerformanceChartQuery = z.input<typeof PerformanceChartQuery>;

/** One line of a level (investment, asset or sector): its return attribution per date, and its icon. */
export const LevelReturns = z.object({ attributions: z.array(z.number()), icon: Icon });
export type LevelReturns = z.infer<typeof LevelReturns>;

/**
 * The Portfolio Returns chart (doc 2 §3 "Performance chart"): one cumulative return (line) or
 * period return (bar) per date, and per level name the attributions that add up to it.
 */
export const PerformanceChart = z.object({
  dates: z.array(IsoDate),
  portfolioReturns: z.array(z.number()),
  levelReturns: z.record(z.string(), LevelReturns),
  inceptionDate: IsoDate.nullable(),
  mostRecentDate: IsoDate.nullable(),
  totalPerformanceDays: z.number().int(),
});
export type PerformanceChart = z.infer<typeof PerformanceChart>;

/** Query of GET /performance/table. */
export const PerformanceTableQuery = z.object({ level: z.enum(PERFORMANCE_LEVELS) });
export type PerformanceTableQuery = z.input<typeof PerformanceTableQuery>;

const ReturnValue = z.number().nullable();

/**
 * The returns table (doc 2 §3 "Performance table"), field names as the spec gives them; returns
 * over one year are annualized, null where the period has no data.
 */
export const PerformanceTable = z.object({
  portfolioReturns: z.object({
    mtd: ReturnValue,
    qtd: ReturnValue,
    ytd: ReturnValue,
    '1y': ReturnValue,
    full: ReturnValue,
  }),
  levelReturns: z.array(
    z.object({
      levelName: z.string(),
      mtd: ReturnValue,
      qtd: ReturnValue,
      ytd: ReturnValue,
      y: ReturnValue,
      f: ReturnValue,
      icon: Icon,
    }),
  ),
});
export type PerformanceTable = z.infer<typeof PerformanceTable>;

/** Query of GET /performance/track-record: without a model id the answer is empty. */
export const TrackRecordQuery = z.object({
  model_id: z.string().min(1).optional(),
  timeframe: z.enum(LINE_TIMEFRAMES).optional(),
});
export type TrackRecordQuery = z.input<typeof TrackRecordQuery>;

/** A model's or index's track record (doc 2 §3): cumulative returns per date and the average daily return. */
export const TrackRecord = z.object({
  x_axis: z.array(IsoDate),
  y_axis: z.array(z.number()),
  avg_perf: z.number().nullable(),
  most_recent_date: IsoDate.nullable(),
});
export type TrackRecord = z.infer<typeof TrackRecord>;

// ── Balances, flows, wire details, documents (doc 2 §3, §7) ──────────────────────────────────────

/** The periods of the balance chart. */
export const BALANCE_PERIODS = ['week', 'month', 'year', 'ytd', 'full'] as const;

/** Date ('YYYY-MM-DD') → USD amount. */
const DatedAmounts = z.record(IsoDate, DecimalText);

/**
 * The balance history per period (doc 2 §3): date → total balance in USD, one entry per day,
 * today's entry last (the app re-keys it to the local date).
 */
export const BalanceHistory = z.object({
  week: DatedAmounts,
  month: DatedAmounts,
  year: DatedAmounts,
  ytd: DatedAmounts,
  full: DatedAmounts,
});
export type BalanceHistory = z.infer<typeof BalanceHistory>;

/** Net flows per period (doc 2 §3 `flows_data`): date → deposits less withdrawals in USD, days with flows only. */
export const BalanceFlows = z.object({ flows_data: BalanceHistory });
export type BalanceFlows = z.infer<typeof BalanceFlows>;

/** Path of GET /custody-integrations/balance/{type}/{symbol}; symbol ALL (or USD) for the whole account. */
export const BalanceParams = z.object({
  type: z.enum(['fiat-withdrawal', 'crypto-withdrawal', 'total']),
  symbol: z.string().min(1),
});
export type BalanceParams = z.infer<typeof BalanceParams>;

/**
 * A balance (doc 2 §3 "Balance"). `balance` is in `currency`: USD for total and fiat-withdrawal,
 * the asset for crypto-withdrawal of one symbol. `available_balance` is the balance less fees owed
 * and pending withdrawals (the domain's `availableBalance`), what a withdrawal may take.
 */
export const Balance = z.object({
  type: z.enum(['fiat-withdrawal', 'crypto-withdrawal', 'total']),
  symbol: z.string(),
  currency: z.string(),
  balance: DecimalText,
  fees_owed: DecimalText,
  pending_withdrawals: DecimalText,
  available_balance: DecimalText,
  last_pull_time: Timestamp,
});
export type Balance = z.infer<typeof Balance>;

/** The USD wire instructions (doc 2 §3): `memo` is the reference code wires must carry. */
export const WireDepositDetails = z.object({
  wire_deposit_details: z.object({
    bank: z.string(),
    bank_address: z.string(),
    bank_routing_number: z.string(),
    bank_account_number: z.string(),
    account_name: z.string(),
    memo: z.string(),
  }),
});
export type WireDepositDetails = z.infer<typeof WireDepositDetails>;

/** A document of the account (doc 2 §3 "Document"); the Advisory Agreement comes first. */
export const CustodyDocument = z.object({
  id: z.string(),
  date: IsoDate,
  title: z.string(),
  url: z.string().nullable(),
});
export type CustodyDocument = z.infer<typeof CustodyDocument>;

/** The answer of GET /custody-integrations/documents. */
export const CustodyDocuments = z.array(CustodyDocument);
export type CustodyDocuments = z.infer<typeof CustodyDocuments>;

/** Path of GET /custody-integrations/documents/{id}/url. */
export const DocumentIdParams = z.object({ id: z.string().min(1) });
export type DocumentIdParams = z.infer<typeof DocumentIdParams>;

/** Where a document can be opened. */
export const DocumentUrl = z.object({ url: z.string() });
export type DocumentUrl = z.infer<typeof DocumentUrl>;

// ── Funding: withdrawals and sending addresses (doc 2 §3, §4, §5, §7) ────────────────────────────

/** Path of GET /funding/withdrawal/{currency}/minimum: USD or an asset symbol. */
export const WithdrawalMinimumParams = z.object({ currency: z.string().min(1) });
export type WithdrawalMinimumParams = z.infer<typeof WithdrawalMinimumParams>;

/** The withdrawal minimum (doc 2 §3): USD for fiat (by tier), the asset's units for crypto. */
export const WithdrawalMinimum = z.object({ currency: z.string(), withdrawal_min: DecimalText });
export type WithdrawalMinimum = z.infer<typeof WithdrawalMinimum>;

const reasonCodes = Object.keys(DEACTIVATION_REASONS).map(Number);

/** The brokerage beneficiary of a fiat withdrawal to a brokerage account (doc 2 §3). */
export const BrokerageBeneficiary = z.object({
  bank_name: boundedText(),
  name: boundedText(),
  address: z.object({
    address: boundedText(),
    city: boundedText(),
    state: boundedText(),
    zipcode: boundedText(),
    country: boundedText(),
  }),
});
export type BrokerageBeneficiary = z.infer<typeof BrokerageBeneficiary>;

/**
 * A fiat (USD wire) withdrawal (doc 2 §3): routing number in `account_network`. `is_complete`
 * marks a full withdrawal (account closure); `reason_for_leaving` (1-8) comes with it. A brokerage
 * withdrawal adds `individual_account_number` and `beneficiary`.
 */
export const FiatWithdrawalPayload = z.object({
  currency: z.literal('USD'),
  amount: AmountInput,
  account_network: boundedText(),
  account_number: boundedText(),
  is_complete: z.boolean(),
  reason_for_leaving: z
    .number()
    .int()
    .refine((code) => reasonCodes.includes(code), { error: 'Expected a reason code from 1 to 8' })
    .optional(),
  submission_confirmed: z.literal(true),
  individual_account_number: boundedText().optional(),
  beneficiary: BrokerageBeneficiary.optional(),
});
export type FiatWithdrawalPayload = z.infer<typeof FiatWithdrawalPayload>;

/**
 * A crypto withdrawal (doc 2 §3): asset symbol in `currency`, the destination address in
 * `account_number` and its network in `account_network`.
 */
export const CryptoWithdrawalPayload = z.object({
  currency: z
    .string()
    .refine((symbol) => symbol.toUpperCase() !== 'USD', { error: 'USD is a fiat withdrawal' }),
  amount: AmountInput,
  account_number: boundedText(),
  account_network: boundedText(),
  owner_confirmed: z.boolean(),
  wallet_self_hosted: z.boolean(),
  deposit_notice_acknowledged: z.literal(true),
  submission_confirmed: z.literal(true),
});
export type CryptoWithdrawalPayload = z.infer<typeof CryptoWithdrawalPayload>;

/**
 * Body of POST /funding/withdrawal: fiat (currency USD) or crypto. A union's own message says only
 * "Invalid input", so a failure reports the first issue of the kind its currency asks for.
 */
export const WithdrawalRequest = z.union([FiatWithdrawalPayload, CryptoWithdrawalPayload], {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const fiat = (issue.input as { currency?: unknown } | undefined)?.currency === 'USD';
    const first = issue.errors[fiat ? 0 : 1]?.[0];
    return first ? `${first.path.join('.') || 'body'}: ${first.message}` : undefined;
  },
});
export type WithdrawalRequest = z.input<typeof WithdrawalRequest>;

/**
 * The accepted withdrawal, pending. `route` is the domain's routing of a fiat withdrawal
 * (`routeFiatWithdrawal`): PROCEED, or GREATER_THAN_75 when a withdrawal of 75% or more of the
 * available balance was converted to a full withdrawal, or GREATER_THAN_75_ACCOUNT_CLOSURE in the
 * closure flow. Crypto withdrawals are PROCEED.
 */
export const WithdrawalReceipt = z.object({
  id: z.string(),
  status: z.literal('pending'),
  currency: z.string(),
  amount: DecimalText,
  is_complete: z.boolean(),
  route: z.enum(['PROCEED', 'GREATER_THAN_75', 'GREATER_THAN_75_ACCOUNT_CLOSURE']),
  initiated_date: Timestamp,
});
export type WithdrawalReceipt = z.infer<typeof WithdrawalReceipt>;

/** Body of POST /funding/sending-address (doc 2 §3 "Sending address payload"). */
export const SendingAddressRequest = z.object({
  address: boundedText(),
  network_id: boundedText().min(1),
  currency: boundedText().min(1),
  is_self_hosted: z.boolean(),
  owner_confirmed: z.boolean(),
  deposit_notice_acknowledged: z.literal(true),
  submission_confirmed: z.literal(true),
});
export type SendingAddressRequest = z.infer<typeof SendingAddressRequest>;

/** A registered sending wallet, with the receiving (deposit) address to show (doc 2 §4 "Crypto deposit"). */
export const SendingAddress = z.object({
  id: z.string(),
  address: z.string(),
  network_id: z.string(),
  currency: z.string(),
  is_self_hosted: z.boolean(),
  deposit_address: z.string(),
  created_at: Timestamp,
});
export type SendingAddress = z.infer<typeof SendingAddress>;

// ── Activity and trades (doc 2 §3, §7, §9) ───────────────────────────────────────────────────────

/** Activity categories (doc 2 §3); the fee categories have no details. */
export const ACTIVITY_CATEGORIES = [
  'deposit',
  'withdrawal',
  'rebalance',
  'totalAdvisoryFee',
  'custodyFee',
  'other',
] as const;

/** Activity statuses: pending, queued and pending_transfer show muted (doc 2 §3). */
export const ACTIVITY_STATUSES = ['pending', 'queued', 'pending_transfer', 'completed', 'cancelled'] as const;

/** An activity entry (doc 2 §3): amount in `currency` (USD or an asset symbol). */
export const ActivityEntry = z.object({
  id: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES),
  amount: DecimalText,
  currency: z.string(),
  initiated_date: Timestamp,
  status: z.enum(ACTIVITY_STATUSES),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** The activity log, newest first. */
export const ActivityLog = z.array(ActivityEntry);
export type ActivityLog = z.infer<typeof ActivityLog>;

/** Path of GET /portfolio/activity/{category}/{id}: pendingWithdrawal for withdrawals still pending. */
export const ActivityDetailsParams = z.object({
  category: z.enum(['deposit', 'withdrawal', 'pendingWithdrawal', 'rebalance']),
  id: z.string().min(1),
});
export type ActivityDetailsParams = z.infer<typeof ActivityDetailsParams>;

/** A deposit's details (doc 2 §3). */
export const DepositDetails = z.object({
  category: z.literal('deposit'),
  id: z.string(),
  source: z.string(),
  received: Timestamp,
  completed: Timestamp.nullable(),
  amount: DecimalText,
  currency: z.string(),
});
export type DepositDetails = z.infer<typeof DepositDetails>;

/** A withdrawal's details (doc 2 §3); the step times are null until reached. */
export const WithdrawalDetails = z.object({
  category: z.enum(['withdrawal', 'pendingWithdrawal']),
  id: z.string(),
  destination: z.string(),
  received: Timestamp,
  tradingCompleted: Timestamp.nullable(),
  transferCompleted: Timestamp.nullable(),
  amount: DecimalText,
  currency: z.string(),
});
export type WithdrawalDetails = z.infer<typeof WithdrawalDetails>;

/** A rebalance's details (doc 2 §3). */
export const RebalanceDetails = z.object({
  category: z.literal('rebalance'),
  id: z.string(),
  investment: z.string(),
  reason: z.string(),
  initiated: Timestamp,
  completed: Timestamp.nullable(),
});
export type RebalanceDetails = z.infer<typeof RebalanceDetails>;

/** The details of one activity entry. */
export const ActivityDetails = z.discriminatedUnion('category', [
  DepositDetails,
  WithdrawalDetails,
  RebalanceDetails,
]);
export type ActivityDetails = z.infer<typeof ActivityDetails>;

/** A trade (doc 2 §3): quantity in the asset, price, value and fee as decimals; fee in `fee_currency`. */
export const Trade = z.object({
  id: z.string(),
  date: Timestamp,
  currency: z.string(),
  side: z.enum(['BUY', 'SELL']),
  quantity: DecimalText,
  price: DecimalText,
  value: DecimalText,
  fee: DecimalText,
  fee_currency: z.string(),
});
export type Trade = z.infer<typeof Trade>;

/** The trade history, newest first. */
export const Trades = z.array(Trade);
export type Trades = z.infer<typeof Trades>;

/** The CSV exports have no JSON body: the schema documents the file. */
export const CsvFile = z.string().meta({ description: 'A CSV file', format: 'binary' });

// ── Tax (doc 2 §2, §3, §5, §7) ───────────────────────────────────────────────────────────────────

/** A date range, 'YYYY-MM-DD' both ends included. */
export const DateRangeQuery = z.object({ start_date: IsoDate, end_date: IsoDate });
export type DateRangeQuery = z.input<typeof DateRangeQuery>;

/** Harvested tax losses (doc 2 §3): the total of the range and the cumulative total per date. */
export const HarvestedLosses = z.object({
  total_harvested_losses: DecimalText,
  chart_data: z.array(z.object({ date: IsoDate, value: DecimalText })),
});
export type HarvestedLosses = z.infer<typeof HarvestedLosses>;

/** The Tax Summary (doc 2 §3): gains in USD as numeric strings, matched by HIFO. */
export const TaxSummary = z.object({ short_term: DecimalText, long_term: DecimalText, total: DecimalText });
export type TaxSummary = z.infer<typeof TaxSummary>;

/** Query of GET /tax/transactions/report. */
export const TaxReportQuery = z.object({ year: z.coerce.number().int().min(2000).max(9999) });
export type TaxReportQuery = z.input<typeof TaxReportQuery>;

/** The time filters of the Transactions page (doc 2 §2). */
export const TAX_TIME_FILTERS = ['all', '30days', '90days', '1year'] as const;

/** Query of GET /tax/transactions (default all). */
export const TaxTransactionsQuery = z.object({ time_filter: z.enum(TAX_TIME_FILTERS).optional() });
export type TaxTransactionsQuery = z.input<typeof TaxTransactionsQuery>;

/** A crypto deposit of the Tax Center (doc 2 §3 "Tax transaction"). */
export const TaxTransaction = z.object({
  deposit_id: z.string(),
  date_received: IsoDate,
  currency: z.string(),
  amount: DecimalText,
  is_missing_cost_basis: z.boolean(),
});
export type TaxTransaction = z.infer<typeof TaxTransaction>;

/** A list of crypto deposits, newest first. */
export const TaxTransactions = z.array(TaxTransaction);
export type TaxTransactions = z.infer<typeof TaxTransactions>;

/** Path of the cost basis calls. */
export const DepositIdParams = z.object({ depositId: z.string().min(1) });
export type DepositIdParams = z.infer<typeof DepositIdParams>;

/** A saved cost basis entry (doc 2 §3 "Cost basis entry (response)"). */
export const CostBasisEntry = costBasisEntryWireSchema;
export type CostBasisEntry = z.infer<typeof CostBasisEntry>;

/** A deposit's cost basis entries; empty while missing. */
export const CostBasisEntries = costBasisEntriesWireSchema;
export type CostBasisEntries = z.infer<typeof CostBasisEntries>;

/**
 * Body of PUT /tax/transactions/{depositId}/cost-basis (doc 2 §7), which `costBasisUpdateBody`
 * builds from the domain's `costBasisDetails`. The rules (cost basis at least 0.01, real dates, quantities
 * summing exactly to the deposit) are the domain's `costBasisFormSchema` and answer USER_CORRECTABLE.
 */
export const CostBasisUpdate = costBasisUpdateWireSchema;
export type CostBasisUpdate = z.infer<typeof CostBasisUpdate>;

/** Whether cost basis may be updated (doc 2 §6). */
export const CostBasisUpdateEnabled = z.object({ update_enabled: z.boolean() });
export type CostBasisUpdateEnabled = z.infer<typeof CostBasisUpdateEnabled>;
