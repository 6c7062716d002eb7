import {
  type BreakdownSource,
  type MarketplaceModel,
  useAssetLedgers,
  useBalances,
  useInvestmentBreakdowns,
  usePortfolioAllocations,
} from '@cairn/api-client';
import {
  type AssetLedger,
  type CalendarDate,
  type Decimal,
  dec,
  formatCrypto,
  formatLongDate,
  hifoBreakdown,
  type PortfolioDraftEntry,
  type RebalancePreview,
  type RebalanceTrade,
  rebalancePreview,
  rebalanceTradeTotals,
} from '@cairn/domain';
import {
  Accordion,
  AccordionItem,
  Badge,
  Banner,
  Delta,
  DescriptionList,
  gainLossMessages,
  HifoBreakdown,
  Inline,
  Money,
  Quantity,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@cairn/ui';
import { useMemo } from 'react';
import { useRebalanceTradeDate } from '../activity/today';
import { rebalancePreviewTexts as t } from './copy';
import { pinnedTotals } from './portfolio.css';

type TradeRow = RebalanceTrade & { readonly id: string };

const NO_LEDGERS: readonly AssetLedger[] = [];

const columns: readonly TableColumn<TradeRow>[] = [
  { id: 'symbol', name: t.asset, isRowHeader: true, fill: true },
  {
    id: 'side',
    name: t.side,
    // The same quiet neutral tag as Trade History's side (issue 30: plain text here, a tag there).
    render: (row) => <Badge>{row.side === 'SELL' ? t.sell : t.buy}</Badge>,
  },
  { id: 'value', name: t.value, align: 'end', render: (row) => <Money value={row.valueUsd.toString()} /> },
  {
    id: 'quantity',
    name: t.quantity,
    align: 'end',
    render: (row) => <Quantity value={row.quantity?.toString() ?? null} unit={row.symbol} />,
  },
];

export interface RebalanceEstimateInput {
  /** The pending portfolio being applied. */
  entries: readonly PortfolioDraftEntry[];
  /** The marketplace's investments (for the indices' tickers). */
  models: readonly MarketplaceModel[];
  excludedSymbols: readonly string[];
}

/** What the preview and its pinned totals read: the estimate once every input has arrived. */
export interface RebalanceEstimate {
  /** Undefined while an input loads (or after a failure). */
  preview: RebalancePreview | undefined;
  /** The first failure among the inputs, if any. */
  failed: unknown;
  /** How many assets are held now. */
  heldCount: number;
  ledgers: readonly AssetLedger[];
  /** The trade day the sells are estimated on. */
  today: CalendarDate;
}

/**
 * The Apply & Rebalance estimate (beyond the spec, issue 15): from the holdings now (allocation by
 * asset, quantities from the balances), each pending investment's asset breakdown and the known
 * lots, the domain's `rebalancePreview` estimates the sells and buys and their short- and long-term
 * gains by HIFO.
 */
export function useRebalanceEstimate({
  entries,
  models,
  excludedSymbols,
}: RebalanceEstimateInput): RebalanceEstimate {
  // Issue 27: the sells are estimated on the rebalance's trade day, not today.
  const today = useRebalanceTradeDate();
  const allocations = usePortfolioAllocations();
  const held = useMemo(
    () =>
      (allocations.data?.asset ?? []).filter(
        (line) => line.symbol !== null && line.symbol !== 'USD' && dec(line.balance).gt(0),
      ),
    [allocations.data],
  );
  const balances = useBalances(
    allocations.data === undefined
      ? null
      : held.map((line) => ({ type: 'crypto-withdrawal', symbol: line.symbol ?? '' })),
  );
  const sources = useMemo<BreakdownSource[]>(
    () =>
      entries.map((entry) => ({
        id: entry.id,
        name: entry.name,
        index_tracker: entry.index_tracker,
        ticker: models.find((model) => model.id === entry.id)?.ticker ?? null,
      })),
    [entries, models],
  );
  const breakdowns = useInvestmentBreakdowns(models.length === 0 ? null : sources);
  const ledgers = useAssetLedgers();

  const preview = useMemo((): RebalancePreview | undefined => {
    if (!allocations.data || !balances.data || !breakdowns.data || !ledgers.data) return undefined;
    const prices: Record<string, string> = {};
    const holdings = held.flatMap((line, at) => {
      const quantity = dec(balances.data?.[at]?.balance ?? 0);
      if (!quantity.gt(0) || line.symbol === null) return [];
      prices[line.symbol] = dec(line.balance).div(quantity).toString();
      return [{ symbol: line.symbol, quantity: quantity.toString() }];
    });
    const cash = allocations.data.asset.find((line) => line.symbol === 'USD')?.balance ?? '0';
    return rebalancePreview({
      holdings,
      cashUsd: cash,
      prices,
      investments: entries.map((entry) => ({
        name: entry.name,
        weight: entry.weight,
        assets: (breakdowns.data?.get(entry.id) ?? []).flatMap((asset) =>
          asset.symbol === null ? [] : [{ symbol: asset.symbol, weight: asset.weight }],
        ),
      })),
      excludedSymbols,
      ledgers: ledgers.data,
      today,
    });
  }, [allocations.data, balances.data, breakdowns.data, ledgers.data, held, entries, excludedSymbols, today]);

  return {
    preview,
    failed: allocations.error ?? balances.error ?? breakdowns.error ?? ledgers.error,
    heldCount: held.length,
    ledgers: ledgers.data ?? NO_LEDGERS,
    today,
  };
}

/**
 * The Apply & Rebalance preview (beyond the spec, issue 15): the estimated trades, each sell's lots
 * and the totals. Always labelled an estimate, not advice; a failure to read any of it says so and
 * never blocks Save & Activate.
 */
export function RebalancePreviewSection({ estimate }: { estimate: RebalanceEstimate }) {
  const { preview, failed, heldCount, ledgers, today } = estimate;
  return (
    <section aria-label={t.title}>
      <Stack space="12">
        <Inline space="8" alignY="center">
          <Text weight="bold">{t.title}</Text>
          <Badge tone="info">{t.estimateBadge}</Badge>
        </Inline>
        {failed !== undefined ? (
          <Text tone="muted">{t.unavailable}</Text>
        ) : preview === undefined ? (
          <Stack space="8">
            <Skeleton width="100%" />
            <Skeleton width="100%" />
            <Skeleton width="60%" />
          </Stack>
        ) : (
          <PreviewFigures preview={preview} heldCount={heldCount} ledgers={ledgers} date={today} />
        )}
        <Text tone="muted" size="sm">
          {t.disclaimer}
        </Text>
      </Stack>
    </section>
  );
}

/**
 * The totals pinned in the dialog's footer, on a row above Save & Activate (issue 30: they were at the end
 * of a long scroll): what is sold and bought, and the estimated gain or loss. Nothing while the
 * estimate loads, fails or has no trade.
 */
export function RebalanceTotals({ estimate }: { estimate: RebalanceEstimate }) {
  const { preview, failed } = estimate;
  if (failed !== undefined || preview === undefined || preview.trades.length === 0) return null;
  const totals = rebalanceTradeTotals(preview.trades);
  return (
    <dl className={pinnedTotals} aria-label={t.pinnedTotals}>
      <div>
        <dt>{t.sellsShort}</dt>
        <dd>
          <Money value={totals.sellsUsd.toString()} />
        </dd>
      </div>
      <div>
        <dt>{t.buysShort}</dt>
        <dd>
          <Money value={totals.buysUsd.toString()} />
        </dd>
      </div>
      <div>
        <dt>{t.gainShort}</dt>
        <dd>
          <Gain value={preview.totalUsd} />
        </dd>
      </div>
    </dl>
  );
}

/** A gain or loss with its sign, colour and arrow, and 'Gain' / 'Loss' for screen readers. */
function Gain({ value }: { value: Decimal }) {
  return <Delta value={value.toString()} kind="money" messages={gainLossMessages} />;
}

interface PreviewFiguresProps {
  preview: RebalancePreview;
  heldCount: number;
  /** The ledgers the preview was estimated from: each sell's lots, shown by HIFO. */
  ledgers: readonly AssetLedger[];
  /** The trade day the sells are estimated on. */
  date: CalendarDate;
}

function PreviewFigures({ preview, heldCount, ledgers, date }: PreviewFiguresProps) {
  const rows = preview.trades.map((trade) => ({ ...trade, id: `${trade.side}-${trade.symbol}` }));
  const totals = rebalanceTradeTotals(preview.trades);
  return (
    <Stack space="12">
      <Text size="sm">{heldCount === 0 ? t.nothingHeld : t.intro}</Text>
      {/* One scroll body (the dialog's): the table takes its full height (issue 30). */}
      <Table aria-label={t.caption} columns={columns} rows={rows} />
      {preview.sales.length > 0 ? (
        // Issue 26: the lot-level HIFO breakdown of each sell, from the same ledgers and trade day,
        // right under the trades at the table's weight (issue 30).
        <Accordion allowsMultipleExpanded data-density="compact">
          {preview.sales.map((sale) => {
            const ledger = ledgers.find((entry) => entry.symbol === sale.symbol);
            return (
              <AccordionItem
                key={sale.symbol}
                id={sale.symbol}
                title={`${t.showLots}: ${sale.symbol}`}
                headingLevel={3}
              >
                <SaleLots ledger={ledger} quantity={sale.quantity} date={date} asset={sale.symbol} />
              </AccordionItem>
            );
          })}
        </Accordion>
      ) : null}
      {/* The totals line before Save & Activate (issue 30). */}
      <DescriptionList
        items={[
          { term: t.totalSells, value: <Money value={totals.sellsUsd.toString()} />, numeric: true },
          { term: t.totalBuys, value: <Money value={totals.buysUsd.toString()} />, numeric: true },
          { term: t.estimatedShortTerm, value: <Gain value={preview.shortTermUsd} />, numeric: true },
          { term: t.estimatedLongTerm, value: <Gain value={preview.longTermUsd} />, numeric: true },
          { term: t.estimatedTotal, value: <Gain value={preview.totalUsd} />, numeric: true, total: true },
        ]}
      />
      {preview.basisAssumed ? (
        <Banner tone="warning" title={t.assumedBasis} role="none">
          {t.basisAssumed}
        </Banner>
      ) : null}
    </Stack>
  );
}

interface SaleLotsProps {
  ledger: AssetLedger | undefined;
  quantity: Decimal;
  date: CalendarDate;
  asset: string;
}

/** A sell's lots, as the domain's HIFO takes them from the asset's ledger on the trade day. */
function SaleLots({ ledger, quantity, date, asset }: SaleLotsProps) {
  const breakdown = useMemo(
    () => hifoBreakdown(ledger?.lots ?? [], quantity, date, ledger?.disposals ?? []),
    [ledger, quantity, date],
  );
  return (
    <HifoBreakdown
      used={breakdown.rows}
      unmatchedQuantity={breakdown.unmatchedQuantity}
      asset={asset}
      caption={t.lotsCaption(formatCrypto(quantity, asset), formatLongDate(date))}
    />
  );
}
