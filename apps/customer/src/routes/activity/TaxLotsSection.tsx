import { saveDownload, useAssetLedgers, useBalances } from '@cairn/api-client';
import {
  type AssetLedger,
  type CalendarDate,
  type CustodyBalance,
  form8949Csv,
  formatLongDate,
  INITIAL_ROWS_SHOWN,
  lotReconciliation,
  type OpenLot,
  openLots,
  type ReconciliationRow,
  reconciliationTexts,
  TERM_LABELS,
  taxYearReport,
  uncoveredSaleWarnings,
  ZERO_BASIS_ASSUMED,
} from '@cairn/domain';
import {
  AccordionItem,
  Badge,
  Banner,
  Box,
  Button,
  Card,
  Delta,
  gainLossMessages,
  Heading,
  Icon,
  Inline,
  Link,
  LoadState,
  Money,
  Quantity,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@cairn/ui';
import { Info } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { activityTexts, lotsAndBalancesTexts as r, taxLotTexts as t } from './copy';
import { TAX_TRANSACTIONS_PATH } from './transactionsPage';

/** The year's sales and transfers, lot by lot (the domain's HIFO report). */
type TaxYearReport = ReturnType<typeof taxYearReport>;

interface SaleLotRow {
  id: string;
  sold: string;
  asset: string;
  acquired: string;
  quantity: ReactNode;
  proceeds: ReactNode;
  costBasis: ReactNode;
  gain: ReactNode;
  term: string;
  basisAssumed: boolean;
}

interface OpenLotRow {
  id: string;
  asset: string;
  acquired: string;
  quantity: ReactNode;
  costBasis: ReactNode;
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

/** A column of figures: the row holds the figure (`Money`, `Quantity`, `Delta`), the cell shows it. */
const figureColumn = <K extends string>(id: K, name: string) =>
  ({ id, name, align: 'end', render: (row: Record<K, ReactNode>) => row[id] }) as const;

/** The cost basis, flagged '$0 basis assumed' where no basis was entered: the same in both tables. */
const costBasisColumn = {
  id: 'costBasis',
  name: t.costBasis,
  align: 'end',
  render: (row: { costBasis: ReactNode; basisAssumed: boolean }) =>
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
  { id: 'asset', name: t.asset, fill: true },
  { id: 'acquired', name: t.acquired },
  figureColumn('quantity', t.quantity),
  figureColumn('proceeds', t.proceeds),
  costBasisColumn,
  figureColumn('gain', t.gain),
  { id: 'term', name: t.term },
];

const openColumns: readonly TableColumn<OpenLotRow>[] = [
  { id: 'asset', name: t.asset, isRowHeader: true, fill: true },
  { id: 'acquired', name: t.acquired },
  figureColumn('quantity', t.quantity),
  costBasisColumn,
  { id: 'longTermFrom', name: t.longTermFrom },
  { id: 'daysLeft', name: t.daysLeft, align: 'end' },
];

interface TransferRow {
  id: string;
  date: string;
  asset: string;
  quantity: ReactNode;
  costBasis: ReactNode;
}

const transferColumns: readonly TableColumn<TransferRow>[] = [
  { id: 'date', name: r.transferDate, isRowHeader: true },
  { id: 'asset', name: t.asset, fill: true },
  figureColumn('quantity', t.quantity),
  figureColumn('costBasis', r.basisLeft),
];

interface ReconciliationTableRow {
  id: string;
  asset: string;
  lots: ReactNode;
  custody: ReactNode;
  difference: ReactNode;
  explanation: string;
}

const reconciliationColumns: readonly TableColumn<ReconciliationTableRow>[] = [
  { id: 'asset', name: r.asset, isRowHeader: true, fill: true },
  figureColumn('lots', r.lots),
  figureColumn('custody', r.custody),
  // The asset column takes the spare width: the figures stay one line each, and the reason for a
  // difference is a note under the table, not a sentence wrapping in a cell (issue 30).
  figureColumn('difference', r.difference),
];

const reconciliationRow = (row: ReconciliationRow): ReconciliationTableRow => ({
  id: row.symbol,
  asset: row.symbol,
  lots: <Quantity value={row.lots.toString()} unit={row.symbol} />,
  custody: <Quantity value={row.custody.toString()} unit={row.symbol} />,
  difference: <Quantity value={row.difference.toString()} unit={row.symbol} />,
  explanation: row.explanation,
});

const openLotRow = (lot: OpenLot): OpenLotRow => ({
  id: `${lot.symbol}:${lot.lotId}`,
  asset: lot.symbol,
  acquired: formatLongDate(lot.acquired),
  quantity: <Quantity value={lot.quantity.toString()} unit={lot.symbol} />,
  costBasis: <Money value={lot.costBasisUsd.toString()} />,
  longTermFrom: formatLongDate(lot.longTermFrom),
  daysLeft: lot.isLongTerm ? t.longTermNow : t.daysLeftValue(lot.daysUntilLongTerm),
  basisAssumed: lot.basisAssumed,
});

/** A table's heading inside the card (an `h3`, under the card's `h2`) and its one-line intro. */
function SubsectionHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack space="4">
      <Heading level={3} size="md">
        {title}
      </Heading>
      <Text tone="muted" size="sm">
        {intro}
      </Text>
    </Stack>
  );
}

// Hundreds of lots are common: the tables open on a page of rows and 'Load More...' adds more.
function LotTables({
  ledgers,
  balances,
  report,
  year,
  today,
}: {
  ledgers: AssetLedger[];
  balances: CustodyBalance[];
  report: TaxYearReport;
  year: number;
  today: CalendarDate;
}) {
  const open = useMemo(() => openLots(ledgers, today), [ledgers, today]);
  const held = useMemo(() => open.map(openLotRow), [open]);
  const reconciliation = useMemo(() => lotReconciliation(open, balances), [open, balances]);
  // Exceptions first (issue 30): the assets whose lots and balance agree with nothing to explain
  // are one expandable line, not a page of 'The lots equal the balance.'.
  const [exceptions, matches] = useMemo(() => {
    const agrees = (row: ReconciliationRow) => row.explanation === reconciliationTexts.agrees;
    return [
      reconciliation.filter((row) => !agrees(row)).map(reconciliationRow),
      reconciliation.filter(agrees).map(reconciliationRow),
    ];
  }, [reconciliation]);
  const warnings = uncoveredSaleWarnings(report.uncovered);
  const transfers: TransferRow[] = report.transfers.map((transfer) => ({
    id: transfer.disposalId,
    date: formatLongDate(transfer.date),
    asset: transfer.symbol,
    quantity: <Quantity value={transfer.quantity.toString()} unit={transfer.symbol} />,
    costBasis: <Money value={transfer.costBasisUsd.toString()} />,
  }));
  const sales: SaleLotRow[] = report.sales.flatMap((sale) =>
    sale.lots.map((lot) => ({
      id: `${sale.disposalId}:${lot.lotId}`,
      sold: formatLongDate(sale.date),
      asset: sale.symbol,
      acquired: formatLongDate(lot.acquired),
      quantity: <Quantity value={lot.quantity.toString()} unit={sale.symbol} />,
      proceeds: <Money value={lot.proceedsUsd.toString()} />,
      costBasis: <Money value={lot.costBasisUsd.toString()} />,
      gain: <Delta value={lot.gainUsd.toString()} kind="money" messages={gainLossMessages} />,
      term: TERM_LABELS[lot.holdingPeriod],
      basisAssumed: lot.basisAssumed,
    })),
  );
  return (
    <Stack space="24">
      {warnings.length > 0 ? (
        <Banner tone="warning" title={r.uncoveredTitle}>
          <Stack space="4">
            {warnings.map((warning) => (
              <Text key={warning}>{warning}</Text>
            ))}
          </Stack>
        </Banner>
      ) : null}
      <Stack space="12">
        <Table
          aria-label={t.salesCaption(year)}
          columns={saleColumns}
          rows={sales}
          pageSize={INITIAL_ROWS_SHOWN}
          messages={{ loadMore: activityTexts.loadMore }}
          emptyState={t.noSales}
        />
      </Stack>
      <Stack space="12">
        <SubsectionHeading title={t.openLotsTitle} intro={t.openLotsIntro} />
        <Table
          aria-label={t.openLotsTitle}
          columns={openColumns}
          rows={held}
          pageSize={INITIAL_ROWS_SHOWN}
          messages={{ loadMore: activityTexts.loadMore }}
          emptyState={t.noOpenLots}
        />
      </Stack>
      {transfers.length > 0 ? (
        <Stack space="12">
          <SubsectionHeading title={r.transfersTitle(year)} intro={r.transfersIntro} />
          <Table
            aria-label={r.transfersTitle(year)}
            columns={transferColumns}
            rows={transfers}
            pageSize={INITIAL_ROWS_SHOWN}
            messages={{ loadMore: activityTexts.loadMore }}
          />
        </Stack>
      ) : null}
      {reconciliation.length > 0 ? (
        <Stack space="12">
          <SubsectionHeading title={r.title} intro={r.intro} />
          {exceptions.length > 0 ? (
            <>
              <Table aria-label={r.title} columns={reconciliationColumns} rows={exceptions} />
              {/* Why each asset differs: one 14 px note line per asset under its table, on the
                  cells' text edge like the matches' disclosure below (the matches need none: their
                  group's title says they agree). */}
              <Box paddingX="16">
                <Stack as="ul" space="4" aria-label={r.explanation}>
                  {exceptions.map((row) => (
                    <Inline key={row.id} space="8" wrap={false}>
                      <Icon icon={Info} size="sm" />
                      <Text size="sm" tone="muted">
                        <Text as="strong" size="sm" weight="medium">
                          {row.asset}:
                        </Text>{' '}
                        {row.explanation}
                      </Text>
                    </Inline>
                  ))}
                </Stack>
              </Box>
            </>
          ) : null}
          {matches.length > 0 ? (
            <AccordionItem title={r.matching(matches.length)} headingLevel={4}>
              <Table aria-label={r.matchingTitle} columns={reconciliationColumns} rows={matches} />
            </AccordionItem>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * Beyond the spec (issue 16 §6): the year's sales lot by lot, the lots still held with the day each
 * becomes long-term, '$0 basis assumed' flags and the Form 8949 CSV, all from the domain's HIFO
 * ledgers of the deposits (with their cost basis) and the trades.
 */
export function TaxLotsSection({ year, today }: { year: number; today: CalendarDate }) {
  const ledgers = useAssetLedgers();
  const symbols = ledgers.data?.map((ledger) => ledger.symbol) ?? null;
  const balances = useBalances(
    symbols === null ? null : symbols.map((symbol) => ({ type: 'crypto-withdrawal', symbol })),
  );
  const read = {
    data:
      ledgers.data !== undefined && balances.data !== undefined
        ? {
            ledgers: ledgers.data,
            balances: balances.data.map(
              (balance): CustodyBalance => ({
                symbol: balance.symbol,
                balance: balance.balance,
                pendingWithdrawals: balance.pending_withdrawals,
              }),
            ),
          }
        : undefined,
    error: ledgers.error ?? balances.error,
    mutate: () => Promise.all([ledgers.mutate(), balances.mutate()]),
  };
  const report = useMemo(
    () => (ledgers.data === undefined ? undefined : taxYearReport(ledgers.data, year)),
    [ledgers.data, year],
  );
  return (
    <Card
      title={t.title}
      description={t.intro}
      headingLevel={2}
      actions={
        // The card's one action on its title's line, usable once the lots are read.
        <Button
          variant="secondary"
          size="sm"
          isDisabled={report === undefined}
          onPress={() => {
            if (report === undefined) return;
            saveDownload({
              blob: new Blob([form8949Csv(report)], { type: 'text/csv' }),
              filename: t.form8949Filename(year),
            });
          }}
        >
          {t.downloadForm8949}
        </Button>
      }
    >
      <LoadState read={read}>
        {(data) =>
          report === undefined ? null : (
            <LotTables
              ledgers={data.ledgers}
              balances={data.balances}
              report={report}
              year={year}
              today={today}
            />
          )
        }
      </LoadState>
    </Card>
  );
}
