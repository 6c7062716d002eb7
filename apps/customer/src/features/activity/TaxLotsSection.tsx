import { saveDownload, useAssetLedgers } from '@cairn/api-client';
import {
  type AssetLedger,
  activityTexts,
  type CalendarDate,
  form8949Csv,
  formatCrypto,
  formatLongDate,
  formatSignedUsd,
  formatUsd,
  INITIAL_ROWS_SHOWN,
  type OpenLot,
  openLots,
  TAX_TRANSACTIONS_PATH,
  TERM_LABELS,
  taxLotTexts as t,
  taxYearReport,
  ZERO_BASIS_ASSUMED,
} from '@cairn/domain';
import {
  Badge,
  Button,
  Card,
  Inline,
  Link,
  LoadState,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@cairn/ui';
import { useMemo } from 'react';

interface SaleLotRow {
  id: string;
  sold: string;
  asset: string;
  acquired: string;
  quantity: string;
  proceeds: string;
  costBasis: string;
  gain: string;
  term: string;
  basisAssumed: boolean;
}

interface OpenLotRow {
  id: string;
  asset: string;
  acquired: string;
  quantity: string;
  costBasis: string;
  longTermFrom: string;
  daysLeft: string;
  basisAssumed: boolean;
}

const assumedFlag = (
  <Inline space="8" alignY="center">
    <Badge tone="warning">{ZERO_BASIS_ASSUMED}</Badge>
    <Link href={TAX_TRANSACTIONS_PATH}>{t.addDetails}</Link>
  </Inline>
);

/** The cost basis, flagged '$0 basis assumed' where no basis was entered: the same in both tables. */
const costBasisColumn = {
  id: 'costBasis',
  name: t.costBasis,
  align: 'end',
  render: (row: { costBasis: string; basisAssumed: boolean }) =>
    row.basisAssumed ? (
      <Stack space="4" align="end">
        {row.costBasis}
        {assumedFlag}
      </Stack>
    ) : (
      row.costBasis
    ),
} as const;

const saleColumns: readonly TableColumn<SaleLotRow>[] = [
  { id: 'sold', name: t.sold, isRowHeader: true },
  { id: 'asset', name: t.asset },
  { id: 'acquired', name: t.acquired },
  { id: 'quantity', name: t.quantity, align: 'end' },
  { id: 'proceeds', name: t.proceeds, align: 'end' },
  costBasisColumn,
  { id: 'gain', name: t.gain, align: 'end' },
  { id: 'term', name: t.term },
];

const openColumns: readonly TableColumn<OpenLotRow>[] = [
  { id: 'asset', name: t.asset, isRowHeader: true },
  { id: 'acquired', name: t.acquired },
  { id: 'quantity', name: t.quantity, align: 'end' },
  costBasisColumn,
  { id: 'longTermFrom', name: t.longTermFrom },
  { id: 'daysLeft', name: t.daysLeft, align: 'end' },
];

const openLotRow = (lot: OpenLot): OpenLotRow => ({
  id: `${lot.symbol}:${lot.lotId}`,
  asset: lot.symbol,
  acquired: formatLongDate(lot.acquired),
  quantity: formatCrypto(lot.quantity),
  costBasis: formatUsd(lot.costBasisUsd),
  longTermFrom: formatLongDate(lot.longTermFrom),
  daysLeft: lot.isLongTerm ? t.longTermNow : t.daysLeftValue(lot.daysUntilLongTerm),
  basisAssumed: lot.basisAssumed,
});

// Hundreds of lots are common: the tables open on a page of rows and 'Load More...' adds more.
function LotTables({ ledgers, year, today }: { ledgers: AssetLedger[]; year: number; today: CalendarDate }) {
  const report = useMemo(() => taxYearReport(ledgers, year), [ledgers, year]);
  const held = useMemo(() => openLots(ledgers, today).map(openLotRow), [ledgers, today]);
  const sales: SaleLotRow[] = report.sales.flatMap((sale) =>
    sale.lots.map((lot) => ({
      id: `${sale.disposalId}:${lot.lotId}`,
      sold: formatLongDate(sale.date),
      asset: sale.symbol,
      acquired: formatLongDate(lot.acquired),
      quantity: formatCrypto(lot.quantity),
      proceeds: formatUsd(lot.proceedsUsd),
      costBasis: formatUsd(lot.costBasisUsd),
      gain: formatSignedUsd(lot.gainUsd),
      term: TERM_LABELS[lot.holdingPeriod],
      basisAssumed: lot.basisAssumed,
    })),
  );
  const download = () =>
    saveDownload({
      blob: new Blob([form8949Csv(report)], { type: 'text/csv' }),
      filename: t.form8949Filename(year),
    });
  return (
    <Stack space="24">
      <Stack space="12">
        <Inline align="between" alignY="center">
          <Text tone="muted">{t.intro}</Text>
          <Button variant="secondary" onPress={download}>
            {t.downloadForm8949}
          </Button>
        </Inline>
        <Table
          aria-label={t.salesCaption(year)}
          columns={saleColumns}
          rows={sales}
          pageSize={INITIAL_ROWS_SHOWN}
          loadMoreLabel={activityTexts.loadMore}
          emptyState={t.noSales}
        />
      </Stack>
      <Stack space="12">
        <Text weight="bold" as="p">
          {t.openLotsTitle}
        </Text>
        <Text tone="muted">{t.openLotsIntro}</Text>
        <Table
          aria-label={t.openLotsTitle}
          columns={openColumns}
          rows={held}
          pageSize={INITIAL_ROWS_SHOWN}
          loadMoreLabel={activityTexts.loadMore}
          emptyState={t.noOpenLots}
        />
      </Stack>
    </Stack>
  );
}

/**
 * Beyond the spec (issue 16 §6): the year's sales lot by lot, the lots still held with the day each
 * becomes long-term, '$0 basis assumed' flags and the Form 8949 CSV, all from the domain's HIFO
 * ledgers of the deposits (with their cost basis) and the trades.
 */
export function TaxLotsSection({ year, today }: { year: number; today: CalendarDate }) {
  const read = useAssetLedgers();
  return (
    <Card title={t.title} headingLevel={2}>
      <LoadState read={read}>
        {(ledgers) => <LotTables ledgers={ledgers} year={year} today={today} />}
      </LoadState>
    </Card>
  );
}
