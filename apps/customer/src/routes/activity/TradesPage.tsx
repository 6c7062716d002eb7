import { saveDownload, type Trade, useTrades } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { INITIAL_ROWS_SHOWN, type TradeRow, toCsv, tradeCsvRows, tradeRow } from '@cairn/domain';
import { Button, Inline, LoadState, PageHeader, Stack, Table, type TableColumn, Text } from '@cairn/ui';
import { activityTexts, tradeHistoryTexts as t } from './copy';

const columns: readonly TableColumn<TradeRow>[] = [
  { id: 'date', name: t.date, isRowHeader: true },
  { id: 'asset', name: t.asset },
  { id: 'side', name: t.side },
  { id: 'quantity', name: t.quantity, align: 'end' },
  { id: 'price', name: t.price, align: 'end' },
  { id: 'value', name: t.value, align: 'end' },
  { id: 'fee', name: t.fee, align: 'end' },
];

function TradesTable({ trades }: { trades: readonly Trade[] }) {
  const exportCsv = () =>
    saveDownload({
      blob: new Blob([toCsv(tradeCsvRows(trades))], { type: 'text/csv' }),
      filename: activityTexts.tradesExportFilename,
    });
  return (
    <Stack space="16">
      <Inline align="end">
        <Button variant="secondary" onPress={exportCsv}>
          {activityTexts.exportCsv}
        </Button>
      </Inline>
      <Table
        aria-label={activityTexts.tradeHistory}
        columns={columns}
        rows={trades.map(tradeRow)}
        pageSize={INITIAL_ROWS_SHOWN}
        messages={{ loadMore: activityTexts.loadMore }}
        emptyState={<Text>{t.noTrades}</Text>}
      />
    </Stack>
  );
}

/** /activity/trades (doc 2 §2 Activity, §5, §9: quantity to 6 decimals, fee in USD). */
export function TradesPage() {
  usePageTitle(activityTexts.tradeHistory);
  const trades = useTrades();
  return (
    <Stack space="24">
      <PageHeader title={activityTexts.tradeHistory} description={activityTexts.settlementNote} />
      <LoadState read={trades}>{(data) => <TradesTable trades={data} />}</LoadState>
    </Stack>
  );
}
