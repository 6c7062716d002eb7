import {
  addDays,
  CRYPTO_WITHDRAWAL_BUSINESS_DAYS,
  type Decimal,
  TRADE_FEE_SHARE as DOMAIN_TRADE_FEE_SHARE,
  dec,
  formatIsoDate,
  MONTH_NAMES,
  PORTFOLIO_CHANGE_HOURS,
  parseIsoDate,
  rebalancingMinimum,
  tierFromMinTier,
  WITHDRAWAL_TRADING_BUSINESS_DAYS,
} from '@cairn/domain';
import { type SandboxUser, tlhFlagFor } from '../../core/users';
import type { World } from '../../core/world';
import { PLATFORM_FEE_PERCENT } from '../../seed/catalog';
import type { Catalog } from '../../seed/catalogTypes';
import { investmentById } from './invest';
import { isoDay, marketThrough, priceOn } from './market';
import type {
  CustomerState,
  DepositRecord,
  PortfolioRecord,
  RebalanceRecord,
  WithdrawalRecord,
  WithdrawalStage,
} from './state';
import { nextId } from './state';

/**
 * The account's life over time, as the partner and the custodian would live it: what happens to
 * an account between two instants of its clock. `advanceAccount` replays every event in between in
 * time order; each event reads only the account and the closes of its own date, so the result is
 * the same whether the clock moves in one jump or hour by hour, and the seeded histories are made
 * by the same events (`seed.ts`).
 *
 * - Withdrawals go through their stages on business days (Monday to Friday, UTC; market holidays
 *   are not kept): fiat 'queued' at 09:00 the next business day, trades settled ('pending_transfer')
 *   at 20:00 the same day, the wire 'completed' at 18:00 the business day after (trading within
 *   1–2 business days, doc 2 §2); crypto 'queued' at 09:00 the next business day, broadcast
 *   ('pending_transfer') at 09:00 the business day after, 'completed' at 18:00 that day (2–3
 *   business days).
 * - A queued rebalance trades PORTFOLIO_CHANGE_HOURS (24) after it was queued, at that day's
 *   closes, to the saved portfolio's asset weights; below the rebalancing minimum it is cancelled.
 * - At each day's end the advisory fee (platform fee plus the blended fee of the portfolio held)
 *   accrues on the day's closing balance, and interest on uninvested cash; every 91 days from
 *   inception a scheduled rebalance is queued; tax-loss harvesting books losses every 47 days when
 *   it applies. On the 1st of a month at 06:00 the fee of the month before is collected
 *   (totalAdvisoryFee, in arrears), each quarter the custody fee too, and interest of a dollar or
 *   more is credited (other); a statement is issued for the month before, and a Form 1099 on
 *   15 February.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The partner's trade fee, a share of the value (the domain's, which the estimates deduct too). */
export const TRADE_FEE_SHARE = DOMAIN_TRADE_FEE_SHARE;
/** The custody fee collected each quarter, a share of the balance. */
export const CUSTODY_FEE_SHARE = '0.0005';
/** Interest on uninvested cash, a year. */
export const CASH_INTEREST_RATE = 0.02;
/** Trades worth less than this (USD) are not made. */
const MIN_TRADE_USD = 1;
/** Days between scheduled rebalances, and the day of the cycle they fall on. */
const SCHEDULED_REBALANCE_DAYS = 91;
const SCHEDULED_REBALANCE_DAY = 45;
/** Days between tax-loss harvests, and the day of the cycle they fall on. */
const HARVEST_DAYS = 47;
const HARVEST_DAY = 20;

/** USD with two decimals, as the API sends money. */
export const usdText = (value: Decimal) => value.round(2).toFixed(2);
/** A quantity as the API sends it: up to 8 decimals, no trailing zeros. */
export const quantityText = (value: Decimal) => dec(value.round(8).toFixed(8)).toString();
/** An amount still accruing, kept to a millionth of a dollar so small balances accrue too. */
const accruingText = (value: Decimal) => value.round(6).toString();

/** An instant of a date at a whole hour (UTC). */
export const atHour = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** A date moved by a number of days. */
export function shiftDate(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  return parsed ? formatIsoDate(addDays(parsed, days)) : date;
}

/** Whether a date is a business day: Monday to Friday. */
export const isBusinessDay = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The `count`th business day after a date. */
export function businessDaysAfter(date: string, count: number): string {
  let day = date;
  for (let left = count; left > 0; ) {
    day = shiftDate(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** The steps a new withdrawal will go through, from the instant it was received. */
export function withdrawalStages(kind: WithdrawalRecord['kind'], received: string): WithdrawalStage[] {
  const day = isoDay(received);
  if (kind === 'fiat') {
    const trading = businessDaysAfter(day, WITHDRAWAL_TRADING_BUSINESS_DAYS.min);
    return [
      { status: 'queued', at: atHour(trading, 9) },
      { status: 'pending_transfer', at: atHour(trading, 20) },
      { status: 'completed', at: atHour(businessDaysAfter(day, WITHDRAWAL_TRADING_BUSINESS_DAYS.max), 18) },
    ];
  }
  const broadcast = businessDaysAfter(day, CRYPTO_WITHDRAWAL_BUSINESS_DAYS.min);
  return [
    { status: 'queued', at: atHour(businessDaysAfter(day, 1), 9) },
    { status: 'pending_transfer', at: atHour(broadcast, 9) },
    { status: 'completed', at: atHour(broadcast, 18) },
  ];
}

function applyStage(withdrawal: WithdrawalRecord, stage: WithdrawalStage): void {
  withdrawal.status = stage.status;
  // Fiat withdrawals sell first: their trades have settled once the wire is on its way.
  if (withdrawal.kind === 'fiat' && stage.status !== 'queued') withdrawal.trading_completed ??= stage.at;
  if (stage.status === 'completed') withdrawal.transfer_completed = stage.at;
}

// ── Positions and values ────────────────────────────────────────────────────────────────────────

/** Keeps today's end-of-day positions (the current holdings and cash) in the account's record. */
export function recordPositions(state: CustomerState, date: string): void {
  const entry = { date, holdings: { ...state.holdings }, cash: state.cash_usd };
  const last = state.positions.at(-1);
  if (last && last.date >= date) state.positions[state.positions.length - 1] = entry;
  else state.positions.push(entry);
}

/** The USD value of holdings and cash at a date's closes (display precision: a number). */
export function valueOn(
  catalog: Catalog,
  holdings: Record<string, string>,
  cash: string,
  date: string,
): number {
  let value = Number(cash);
  for (const [symbol, held] of Object.entries(holdings))
    value += Number(held) * priceOn(catalog, symbol, date);
  return value;
}

/** Target asset weights (fractions) of a portfolio, without its excluded assets. */
export function targetWeights(catalog: Catalog, portfolio: PortfolioRecord): Record<string, number> {
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

/** The advisory fee in percent a year: the platform fee plus the portfolio's blended investment fee. */
function advisoryFeePercent(catalog: Catalog, portfolio: PortfolioRecord | undefined): number {
  const total = portfolio?.models.reduce((acc, entry) => acc + entry.weight, 0) ?? 0;
  const blended =
    total > 0 && portfolio
      ? portfolio.models.reduce(
          (acc, entry) => acc + (investmentById(catalog, entry.id)?.fee ?? 0) * entry.weight,
          0,
        ) / total
      : 0;
  return Number(PLATFORM_FEE_PERCENT) + blended;
}

/** The investments of a portfolio by name, for the rebalance's activity details. */
export function portfolioName(catalog: Catalog, portfolio: PortfolioRecord): string {
  return portfolio.models.map((entry) => investmentById(catalog, entry.id)?.name ?? entry.id).join(', ');
}

/**
 * Takes an amount out of the account: from cash first, then from every holding in the same share.
 * The custodian sells those units for the fee (issue 27, docs/decisions.md): each is a SELL of the
 * trade history at the day's close, without a trade fee of its own, so the tax ledger sees every
 * unit that leaves and the lots stay equal to the balance.
 */
function takeFromAccount(state: CustomerState, catalog: Catalog, amount: Decimal, at: string): void {
  const date = isoDay(at);
  const cash = dec(state.cash_usd);
  if (cash.gte(amount)) {
    state.cash_usd = usdText(cash.minus(amount));
    return;
  }
  state.cash_usd = '0.00';
  const rest = amount.minus(cash).toNumber();
  const invested = valueOn(catalog, state.holdings, '0', date);
  if (invested <= 0) return;
  const keep = dec(Math.max(0, 1 - rest / invested).toFixed(12));
  for (const [symbol, held] of Object.entries(state.holdings)) {
    const left = dec(held).times(keep).round(8, 0);
    const sold = dec(held).minus(left);
    const price = priceOn(catalog, symbol, date);
    if (sold.gt(0)) {
      state.trades.push({
        id: nextId(state, 'trd'),
        date: at,
        currency: symbol,
        side: 'SELL',
        quantity: quantityText(sold),
        price: String(price),
        value: usdText(sold.times(price)),
        fee: '0.00',
        fee_currency: 'USD',
      });
    }
    if (left.gt(0)) state.holdings[symbol] = quantityText(left);
    else delete state.holdings[symbol];
  }
}

// ── Deposits, withdrawals and rebalances ────────────────────────────────────────────────────────

/** The tier's rebalancing minimum, USD. */
const minimumOf = (user: SandboxUser) => rebalancingMinimum(tierFromMinTier(user.min_tier)).toNumber();

/**
 * Queues a rebalance to the saved portfolio (Save & Activate, a deposit to invest, the schedule),
 * trading PORTFOLIO_CHANGE_HOURS later. `replace` drops a rebalance already queued (a newer
 * portfolio wins); otherwise one already queued is enough.
 */
export function queueRebalance(
  state: CustomerState,
  catalog: Catalog,
  reason: string,
  at: string,
  replace = false,
): RebalanceRecord | undefined {
  const queued = state.rebalances.some((rebalance) => rebalance.status === 'queued');
  if (queued && !replace) return undefined;
  state.rebalances = state.rebalances.filter((rebalance) => rebalance.status !== 'queued');
  const rebalance: RebalanceRecord = {
    id: nextId(state, 'rb'),
    investment: portfolioName(catalog, state.portfolio),
    reason,
    initiated: at,
    completed: null,
    status: 'queued',
    amount: '0.00',
    execute_at: new Date(Date.parse(at) + PORTFOLIO_CHANGE_HOURS * HOUR_MS).toISOString(),
  };
  state.rebalances.push(rebalance);
  return rebalance;
}

/** After money came in: a rebalance invests it, if the account has a portfolio and reaches the minimum. */
function investDeposit(user: SandboxUser, state: CustomerState, catalog: Catalog, at: string): void {
  if (state.portfolio.models.length === 0) return;
  if (valueOn(catalog, state.holdings, state.cash_usd, isoDay(at)) < minimumOf(user)) return;
  const first = !state.rebalances.some((rebalance) => rebalance.status === 'completed');
  queueRebalance(state, catalog, first ? 'Initial allocation' : 'Deposit invested', at);
}

/** A USD wire received (completed at once: the sandbox stands in for the bank). */
export function depositFiat(
  user: SandboxUser,
  state: CustomerState,
  catalog: Catalog,
  amount: Decimal,
  at: string,
  source = 'Wire transfer (sandbox)',
): DepositRecord {
  state.cash_usd = usdText(dec(state.cash_usd).plus(amount));
  const deposit: DepositRecord = {
    id: nextId(state, 'dep'),
    kind: 'fiat',
    currency: 'USD',
    amount: usdText(amount),
    usd_value: usdText(amount),
    source,
    received: at,
    completed: at,
    status: 'completed',
    cost_basis: null,
  };
  state.deposits.push(deposit);
  state.inception ??= isoDay(at);
  recordPositions(state, isoDay(at));
  investDeposit(user, state, catalog, at);
  return deposit;
}

/** A crypto deposit received from an outside wallet, its cost basis given or missing. */
export function depositCrypto(
  user: SandboxUser,
  state: CustomerState,
  catalog: Catalog,
  symbol: string,
  quantity: Decimal,
  at: string,
  options: { source?: string; costBasis?: DepositRecord['cost_basis']; completed?: string } = {},
): DepositRecord {
  state.holdings[symbol] = quantityText(dec(state.holdings[symbol] ?? '0').plus(quantity));
  const deposit: DepositRecord = {
    id: nextId(state, 'dep'),
    kind: 'crypto',
    currency: symbol,
    amount: quantityText(quantity),
    usd_value: usdText(quantity.times(priceOn(catalog, symbol, isoDay(at)))),
    source: options.source ?? 'External wallet (sandbox)',
    received: at,
    completed: options.completed ?? at,
    status: 'completed',
    cost_basis: options.costBasis ?? null,
  };
  state.deposits.push(deposit);
  state.inception ??= isoDay(at);
  recordPositions(state, isoDay(at));
  investDeposit(user, state, catalog, at);
  return deposit;
}

/**
 * Sells a share of every holding at the day's closes (a withdrawal's trades, priced when it is
 * received; they settle with the withdrawal's trading step) and takes the same share of the cash.
 */
export function sellShare(state: CustomerState, catalog: Catalog, share: Decimal, at: string): void {
  const date = isoDay(at);
  for (const [symbol, held] of Object.entries(state.holdings)) {
    const sold = dec(held).times(share).round(8, 0);
    const price = priceOn(catalog, symbol, date);
    if (sold.gt(0) && price > 0) {
      const value = sold.times(price);
      state.trades.push({
        id: nextId(state, 'trd'),
        date: at,
        currency: symbol,
        side: 'SELL',
        quantity: quantityText(sold),
        price: String(price),
        value: usdText(value),
        fee: usdText(value.times(TRADE_FEE_SHARE)),
        fee_currency: 'USD',
      });
    }
    const left = dec(held).minus(sold);
    if (left.gt(0)) state.holdings[symbol] = quantityText(left);
    else delete state.holdings[symbol];
  }
  state.cash_usd = usdText(dec(state.cash_usd).times(dec(1).minus(share)));
}

/**
 * A fiat withdrawal of `amount` (already checked), or of everything with `full`: the holdings are
 * sold, a full withdrawal also settles the fees owed, and the withdrawal starts its stages.
 */
export function withdrawFiat(
  state: CustomerState,
  catalog: Catalog,
  input: { amount: Decimal; full: boolean; destination: string; at: string },
): WithdrawalRecord {
  const date = isoDay(input.at);
  const total = valueOn(catalog, state.holdings, state.cash_usd, date);
  if (input.full) {
    sellShare(state, catalog, dec(1), input.at);
    const owed = dec(state.fees_owed).round(2);
    if (owed.gt(0)) {
      state.ledger.push({
        id: nextId(state, 'fee'),
        category: 'totalAdvisoryFee',
        amount: usdText(owed),
        currency: 'USD',
        date: input.at,
      });
    }
    state.fees_owed = '0.00';
    state.cash_usd = '0.00';
  } else if (total > 0) {
    sellShare(state, catalog, dec(Math.min(1, input.amount.toNumber() / total).toFixed(12)), input.at);
  }
  const withdrawal: WithdrawalRecord = {
    id: nextId(state, 'wd'),
    kind: 'fiat',
    currency: 'USD',
    amount: usdText(input.amount),
    usd_value: usdText(input.amount),
    destination: input.destination,
    received: input.at,
    trading_completed: null,
    transfer_completed: null,
    status: 'pending',
    is_complete: input.full,
    stages: withdrawalStages('fiat', input.at),
  };
  state.withdrawals.push(withdrawal);
  recordPositions(state, date);
  return withdrawal;
}

/** A crypto withdrawal (already checked): the quantity leaves the holdings and starts its stages. */
export function withdrawCrypto(
  state: CustomerState,
  catalog: Catalog,
  input: { symbol: string; quantity: Decimal; destination: string; at: string },
): WithdrawalRecord {
  const date = isoDay(input.at);
  const left = dec(state.holdings[input.symbol] ?? '0').minus(input.quantity);
  if (left.gt(0)) state.holdings[input.symbol] = quantityText(left);
  else delete state.holdings[input.symbol];
  const withdrawal: WithdrawalRecord = {
    id: nextId(state, 'wd'),
    kind: 'crypto',
    currency: input.symbol,
    amount: quantityText(input.quantity),
    usd_value: usdText(input.quantity.times(priceOn(catalog, input.symbol, date))),
    destination: input.destination,
    received: input.at,
    trading_completed: null,
    transfer_completed: null,
    status: 'pending',
    is_complete: false,
    stages: withdrawalStages('crypto', input.at),
  };
  state.withdrawals.push(withdrawal);
  recordPositions(state, date);
  return withdrawal;
}

/** The portfolio the holdings follow now: the last one a rebalance traded to (or seeded). */
export const executedPortfolio = (state: CustomerState) => state.executed.at(-1);

/**
 * Trades the holdings to the saved portfolio's asset weights at the closes of the rebalance's day:
 * sells first (fee in USD), then buys (fee in the asset bought). A little cash is kept back so the
 * sells' fees never overdraw the account. Below the rebalancing minimum nothing is traded and the
 * rebalance is cancelled.
 */
function executeRebalance(
  user: SandboxUser,
  state: CustomerState,
  catalog: Catalog,
  rebalance: RebalanceRecord,
): void {
  const at = rebalance.execute_at;
  const date = isoDay(at);
  const targets = targetWeights(catalog, state.portfolio);
  const value = valueOn(catalog, state.holdings, state.cash_usd, date);
  if (Object.keys(targets).length === 0 || value < minimumOf(user)) {
    rebalance.status = 'cancelled';
    return;
  }
  const investable = value * (1 - TRADE_FEE_SHARE);
  const symbols = [...new Set([...Object.keys(state.holdings), ...Object.keys(targets)])].sort();
  const gaps = symbols.flatMap((symbol) => {
    const price = priceOn(catalog, symbol, date);
    if (price <= 0) return [];
    const gap = (investable * (targets[symbol] ?? 0)) / price - Number(state.holdings[symbol] ?? '0');
    return Math.abs(gap) * price < MIN_TRADE_USD ? [] : [{ symbol, price, gap }];
  });
  let cash = dec(state.cash_usd);
  let traded = 0;
  const trade = (symbol: string, price: number, side: 'BUY' | 'SELL', units: number) => {
    const quantity = dec(units.toFixed(8));
    const worth = quantity.times(price);
    // A fee in the asset is booked to the unit (8 decimals, down), as the holdings move by it.
    const fee =
      side === 'SELL' ? worth.times(TRADE_FEE_SHARE).round(2) : quantity.times(TRADE_FEE_SHARE).round(8, 0);
    state.trades.push({
      id: nextId(state, 'trd'),
      date: at,
      currency: symbol,
      side,
      quantity: quantityText(quantity),
      price: String(price),
      value: usdText(worth),
      fee: side === 'SELL' ? usdText(fee) : quantityText(fee),
      fee_currency: side === 'SELL' ? 'USD' : symbol,
    });
    const held = dec(state.holdings[symbol] ?? '0');
    const after = side === 'SELL' ? held.minus(quantity) : held.plus(quantity).minus(fee);
    if (after.gt(0)) state.holdings[symbol] = quantityText(after);
    else delete state.holdings[symbol];
    cash = side === 'SELL' ? cash.plus(worth).minus(fee) : cash.minus(worth);
    traded += worth.toNumber();
  };
  for (const { symbol, price, gap } of gaps) if (gap < 0) trade(symbol, price, 'SELL', -gap);
  for (const { symbol, price, gap } of gaps) if (gap > 0) trade(symbol, price, 'BUY', gap);
  state.cash_usd = usdText(cash.lt(0) ? dec(0) : cash);
  rebalance.status = 'completed';
  rebalance.completed = at;
  rebalance.amount = usdText(dec(traded / 2));
  const executed = { date, ...structuredClone(state.portfolio) };
  if (executedPortfolio(state)?.date === date) state.executed[state.executed.length - 1] = executed;
  else state.executed.push(executed);
  recordPositions(state, date);
}

// ── Days and months ─────────────────────────────────────────────────────────────────────────────

/** A stable number in [0, 1) from a text: the amounts of events the seed does not plan. */
export function hashUnit(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash / 4294967296;
}

/** Whether tax-loss harvesting applies: the feature flag and the user's setting (doc 2 §1). */
export const tlhApplies = (world: World, user: SandboxUser) => tlhFlagFor(world, user) && user.tlh_enabled;

/** Days since the account was funded. */
const dayOfAccount = (state: CustomerState, date: string) => {
  const from = parseIsoDate(state.inception ?? date);
  const to = parseIsoDate(date);
  return from && to
    ? Math.round(
        (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS,
      )
    : 0;
};

/** The end of a day: fees and interest accrue on its closing balance; scheduled events are due. */
function closeDay(
  world: World,
  user: SandboxUser,
  state: CustomerState,
  catalog: Catalog,
  date: string,
): void {
  if (state.inception === null || date < state.inception) return;
  const value = valueOn(catalog, state.holdings, state.cash_usd, date);
  const day = dayOfAccount(state, date);
  if (value > 0) {
    const rate = advisoryFeePercent(catalog, executedPortfolio(state)) / 100 / 365;
    state.fees_owed = accruingText(dec(state.fees_owed).plus(value * rate));
    state.interest_owed = accruingText(
      dec(state.interest_owed).plus((Number(state.cash_usd) * CASH_INTEREST_RATE) / 365),
    );
    if (tlhApplies(world, user) && day % HARVEST_DAYS === HARVEST_DAY) {
      const share = 0.002 + hashUnit(`${user.id}:harvest:${date}`) * 0.006;
      state.harvested_losses.push({ date, amount: usdText(dec(value * share)) });
    }
  }
  const next = shiftDate(date, 1);
  if (day % SCHEDULED_REBALANCE_DAYS === SCHEDULED_REBALANCE_DAY && value >= minimumOf(user)) {
    if (state.portfolio.models.length > 0)
      queueRebalance(state, catalog, 'Scheduled rebalance', atHour(next, 0));
  }
  issueDocuments(state, next);
}

/** The monthly statement of the month before (on the 1st) and the Form 1099 of the year before (15 February). */
function issueDocuments(state: CustomerState, date: string): void {
  const inception = state.inception;
  if (inception === null) return;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (day === 1) {
    const statementMonth = month === 1 ? 12 : month - 1;
    const statementYear = month === 1 ? year - 1 : year;
    const id = `doc-statement-${statementYear}-${String(statementMonth).padStart(2, '0')}`;
    if (inception < date && !state.documents.some((document) => document.id === id)) {
      state.documents.push({
        id,
        date,
        title: `Monthly Statement - ${MONTH_NAMES[statementMonth - 1]} ${statementYear}`,
      });
    }
  }
  if (month === 2 && day === 15 && Number(inception.slice(0, 4)) < year) {
    const id = `doc-1099-${year - 1}`;
    if (!state.documents.some((document) => document.id === id))
      state.documents.push({ id, date, title: `Form 1099 - ${year - 1}` });
  }
}

/** The 1st of a month, 06:00: last month's advisory fee, the quarter's custody fee, interest. */
function collectMonth(state: CustomerState, catalog: Catalog, at: string): void {
  if (state.inception === null) return;
  const date = isoDay(at);
  const fee = dec(state.fees_owed).round(2, 0);
  if (fee.gt(0)) {
    state.ledger.push({
      id: nextId(state, 'fee'),
      category: 'totalAdvisoryFee',
      amount: usdText(fee),
      currency: 'USD',
      date: at,
    });
    takeFromAccount(state, catalog, fee, at);
    state.fees_owed = accruingText(dec(state.fees_owed).minus(fee));
  }
  if ([1, 4, 7, 10].includes(Number(date.slice(5, 7)))) {
    const custody = dec(valueOn(catalog, state.holdings, state.cash_usd, date))
      .times(CUSTODY_FEE_SHARE)
      .round(2, 0);
    if (custody.gt(0)) {
      state.ledger.push({
        id: nextId(state, 'fee'),
        category: 'custodyFee',
        amount: usdText(custody),
        currency: 'USD',
        date: at,
      });
      takeFromAccount(state, catalog, custody, at);
    }
  }
  const interest = dec(state.interest_owed).round(2, 0);
  if (interest.gte(1)) {
    state.ledger.push({
      id: nextId(state, 'oth'),
      category: 'other',
      amount: usdText(interest),
      currency: 'USD',
      date: at,
    });
    state.cash_usd = usdText(dec(state.cash_usd).plus(interest));
    state.interest_owed = accruingText(dec(state.interest_owed).minus(interest));
  }
  recordPositions(state, date);
}

// ── The clock ───────────────────────────────────────────────────────────────────────────────────

/** The 1st of the month after an instant (or of its own month, if still to come), at 06:00. */
function nextCollection(from: number): number {
  const date = new Date(from);
  const thisMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1, 6);
  return thisMonth > from ? thisMonth : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, 6);
}

type Due = { at: number; order: number; run: () => void };

/** The next event after `from` and not after `end`, if any. */
function nextEvent(
  world: World,
  user: SandboxUser,
  state: CustomerState,
  catalog: Catalog,
  from: number,
  end: number,
): Due | undefined {
  const due: Due[] = [];
  if (state.inception !== null) {
    const midnight = Math.floor(from / DAY_MS) * DAY_MS + DAY_MS;
    due.push({
      at: midnight,
      order: 0,
      run: () => closeDay(world, user, state, catalog, isoDay(new Date(midnight - 1))),
    });
    const collection = nextCollection(from);
    due.push({
      at: collection,
      order: 1,
      run: () => collectMonth(state, catalog, new Date(collection).toISOString()),
    });
  }
  for (const withdrawal of state.withdrawals) {
    const stage = withdrawal.stages[0];
    if (!stage) continue;
    due.push({
      at: Math.max(from, Date.parse(stage.at)),
      order: 2,
      run: () => {
        withdrawal.stages.shift();
        applyStage(withdrawal, stage);
      },
    });
  }
  for (const rebalance of state.rebalances) {
    if (rebalance.status !== 'queued') continue;
    due.push({
      at: Math.max(from, Date.parse(rebalance.execute_at)),
      order: 3,
      run: () => executeRebalance(user, state, catalog, rebalance),
    });
  }
  let next: Due | undefined;
  for (const candidate of due) {
    if (candidate.at > end) continue;
    if (!next || candidate.at < next.at || (candidate.at === next.at && candidate.order < next.order))
      next = candidate;
  }
  return next;
}

/**
 * Brings an account to `until` on its clock: every event between the instant it was last brought
 * to and `until`, in time order. Nothing happens when the clock has not moved.
 */
export function advanceAccount(world: World, user: SandboxUser, state: CustomerState, until: Date): void {
  const end = until.getTime();
  let from = Date.parse(state.processed_at);
  if (!(end > from)) return;
  const catalog = marketThrough(world, isoDay(until));
  for (;;) {
    const next = nextEvent(world, user, state, catalog, from, end);
    if (!next) break;
    next.run();
    from = next.at;
  }
  state.processed_at = until.toISOString();
}

/** The market an account reads at its clock. */
export function marketOf(world: World, until: Date): Catalog {
  return marketThrough(world, isoDay(until));
}
