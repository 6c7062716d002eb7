import { saveDownload, type Trade, useTrades } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  type AlignedPrice,
  alignedTradePrices,
  INITIAL_ROWS_SHOWN,
  TRADE_QUANTITY_DECIMALS,
  type TradeRow,
  toCsv,
  tradeCsvRows,
  tradeFeeUsd,
  tradeRow,
  USD_DECIMALS,
} from '@cairn/domain';
import {
  Badge,
  Button,
  EmptyState,
  LoadState,
  Money,
  Quantity,
  Stack,
  Table,
  type TableColumn,
} from '@cairn/ui';
import { ArrowLeftRight } from 'lucide-react';
import { activityTexts, tradeHistoryTexts as t } from './copy';
import { TradesHeader } from './headers';

type TradeTableRow = TradeRow & { readonly trade: Trade; readonly alignedPrice: AlignedPrice };

/** U+2007 FIGURE SPACE: as wide as a tabular digit, so a padded price's point lines up with the others'. */
const FIGURE_SPACE = '\u2007';

/**
 * The trades table's columns: quantities with their asset's unit to 6 decimals (doc 2 §9), amounts
 * in dollars, prices on one decimal point (2 decimals from $1, the column's sub-dollar precision below,
 * the dollar rows padded with figure spaces: `alignedTradePrices`).
 */
function tradeColumns(): readonly TableColumn<TradeTableRow>[] {
  return [
    { id: 'date', name: t.date, isRowHeader: true },
    { id: 'asset', name: t.asset },
    {
      id: 'side',
      name: t.side,
      // A quiet neutral tag, the same for both sides, its word only: an arrow read as the Tax
      // Center's gain (↗) or loss mark (issue 30).
      render: ({ side }) => <Badge>{side}</Badge>,
    },
    // The four figures share the spare width (the asset name stays as wide as its symbol).
    {
      id: 'quantity',
      name: t.quantity,
      align: 'end',
      fill: true,
      render: ({ trade }) => (
        <Quantity value={trade.quantity} unit={trade.currency} decimals={TRADE_QUANTITY_DECIMALS} />
      ),
    },
    {
      id: 'price',
      name: t.price,
      align: 'end',
      fill: true,
      render: ({ trade, alignedPrice }) => (
        <>
          <Money value={trade.price} decimals={alignedPrice.decimals} />
          {alignedPrice.pad > 0 ? (
            <span aria-hidden="true">{FIGURE_SPACE.repeat(alignedPrice.pad)}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'value',
      name: t.value,
      align: 'end',
      fill: true,
      render: ({ trade }) => <Money value={trade.value} />,
    },
    {
      id: 'fee',
      name: t.fee,
      align: 'end',
      fill: true,
      render: ({ trade }) => (
        <Money
          value={tradeFeeUsd({
            fee: trade.fee,
            feeCurrency: trade.fee_currency,
            price: trade.price,
          }).toString()}
        />
      ),
    },
  ];
}

function TradesTable({ trades }: { trades: readonly Trade[] }) {
  // Over every trade read, so 'Load More...' never moves the column's decimal point.
  const prices = alignedTradePrices(trades.map((trade) => trade.price));
  return (
    <Table
      aria-label={activityTexts.tradeHistory}
      columns={tradeColumns()}
      rows={trades.map((trade, index) => ({
        ...tradeRow(trade),
        trade,
        alignedPrice: prices[index] ?? { decimals: USD_DECIMALS, pad: 0 },
      }))}
      pageSize={INITIAL_ROWS_SHOWN}
      messages={{ loadMore: activityTexts.loadMore }}
      emptyState={<EmptyState icon={ArrowLeftRight}>{t.noTrades}</EmptyState>}
    />
  );
}

/** /activity/trades (doc 2 §2 Activity, §5, §9: quantity to 6 decimals, fee in USD). */
export function TradesPage() {
  usePageTitle(activityTexts.tradeHistory);
  const trades = useTrades();
  const list = trades.data;
  // Nothing to export over an empty list (issue 30: no dead controls on an empty page).
  const exportCsv =
    list?.length === 0 ? null : (
      <Button
        variant="secondary"
        isDisabled={list === undefined}
        onPress={() =>
          saveDownload({
            blob: new Blob([toCsv(tradeCsvRows(list ?? []))], { type: 'text/csv' }),
            filename: activityTexts.tradesExportFilename,
          })
        }
      >
        {activityTexts.exportCsv}
      </Button>
    );
  return (
    <Stack space="24">
      <TradesHeader exportCsv={exportCsv} />
      <LoadState read={trades}>{(data) => <TradesTable trades={data} />}</LoadState>
    </Stack>
  );
}
