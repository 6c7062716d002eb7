import {
  costBasisUpdateBody,
  saveCostBasis,
  savedCostBasisDetails,
  type TaxTransaction,
  useCostBasis,
  useCostBasisUpdateEnabled,
  useMutation,
  useTaxTransactions,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { type CostBasisDetail, cryptoAmountDecimals, parseIsoDate, TABLE_PAGE_SIZE } from '@cairn/domain';
import {
  Button,
  CostBasisModal,
  EmptyState,
  LoadState,
  PillButton,
  Quantity,
  Select,
  type SortDescriptor,
  Stack,
  Table,
  type TableColumn,
  Toolbar,
} from '@cairn/ui';
import { Coins, Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { transactionsPageTexts as t } from './copy';
import { TransactionsHeader } from './headers';
import { useToday } from './today';
import {
  parseTaxTransactionTimeFilter,
  TAX_TRANSACTION_TIME_FILTERS,
  type TaxTransactionTimeFilter,
  taxTransactionRow,
  taxTransactionSorter,
} from './transactionsPage';

type Row = TaxTransaction & { id: string };

/** The Add Details modal of one deposit, with its saved entries and the update-enabled flag. */
function CostBasisDialog({ transaction, onClose }: { transaction: TaxTransaction; onClose: () => void }) {
  const saved = useCostBasis({ depositId: transaction.deposit_id });
  const enabled = useCostBasisUpdateEnabled();
  const save = useMutation(saveCostBasis);
  const today = useToday();
  const savedDetails = useMemo(() => savedCostBasisDetails(saved.data ?? []), [saved.data]);
  const dateLimits = useMemo(
    () => ({ receivedOn: parseIsoDate(transaction.date_received) ?? today, today }),
    [transaction.date_received, today],
  );
  return (
    <CostBasisModal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      asset={transaction.currency}
      depositAmount={transaction.amount}
      dateLimits={dateLimits}
      saved={savedDetails}
      isLoading={saved.data === undefined || enabled.data === undefined}
      isUpdateEnabled={enabled.data?.update_enabled === true}
      onSave={async (details: CostBasisDetail[]) => {
        const result = await save.trigger({
          depositId: transaction.deposit_id,
          ...costBasisUpdateBody(details),
        });
        // The modal keeps the typed entries when the save fails; the policy has shown the error.
        if (!result.ok) throw result.error;
      }}
    />
  );
}

function TransactionsTable({
  transactions,
  sort,
  onSortChange,
  onShowAllTime,
}: {
  transactions: readonly TaxTransaction[];
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  /** Widens the period to All Time; absent when it already is. */
  onShowAllTime?: (() => void) | undefined;
}) {
  const [editing, setEditing] = useState<TaxTransaction | null>(null);
  const rows = useMemo<Row[]>(
    () => transactions.map((transaction) => ({ ...transaction, id: transaction.deposit_id })),
    [transactions],
  );
  // Keys are computed once per read, the order once per click; cells are formatted only for the
  // rows on the page.
  const sorter = useMemo(() => taxTransactionSorter(rows), [rows]);
  const sorted = useMemo(() => sorter(String(sort.column), sort.direction), [sorter, sort]);
  // One precision for the whole column (all pages), 6 to 8 decimals, so its amounts line up.
  const amountDecimals = useMemo(() => cryptoAmountDecimals(rows.map((row) => row.amount)), [rows]);
  // Stable across sorts, so the kit's header cells are not rebuilt on every click.
  const columns = useMemo<readonly TableColumn<Row>[]>(
    () => [
      {
        id: 'received',
        name: t.received,
        isRowHeader: true,
        allowsSorting: true,
        render: (row) => taxTransactionRow(row).received,
      },
      {
        id: 'category',
        name: t.category,
        allowsSorting: true,
        render: (row) => taxTransactionRow(row).category,
      },
      {
        id: 'asset',
        name: t.asset,
        fill: true,
        allowsSorting: true,
        render: (row) => taxTransactionRow(row).asset,
      },
      {
        id: 'amount',
        name: t.amount,
        align: 'end',
        allowsSorting: true,
        render: (row) => (
          <Quantity value={String(row.amount)} unit={row.currency} decimals={amountDecimals} />
        ),
      },
      {
        id: 'action',
        name: t.action,
        // The row's action at the row's end, on the table's right edge.
        align: 'end',
        render: (row) => {
          // Doc 2 §3: a red 'Add Details' pill when the deposit lacks its cost basis, else a green
          // 'Modify Details' pill; both open the Add Details modal.
          const action = taxTransactionRow(row).action;
          return (
            // A pressable pill with its action's icon (add or change), not a status (issue 30).
            <PillButton
              tone={action.tone}
              // Solid red for the open task; the routine change is the quieter, outlined green.
              variant={action.tone === 'danger' ? 'solid' : 'outline'}
              icon={action.tone === 'danger' ? Plus : Pencil}
              onPress={() => setEditing(row)}
            >
              {action.label}
            </PillButton>
          );
        },
      },
    ],
    [amountDecimals],
  );
  return (
    <>
      <Table
        aria-label={t.title}
        columns={columns}
        rows={sorted}
        sortDescriptor={sort}
        onSortChange={onSortChange}
        pageSize={TABLE_PAGE_SIZE}
        // The row's action is its button's: Enter on a focused row opens the modal too.
        onRowAction={(id) => setEditing(rows.find((row) => row.id === id) ?? null)}
        emptyState={
          <EmptyState
            icon={Coins}
            action={
              onShowAllTime === undefined ? undefined : (
                <Button variant="secondary" onPress={onShowAllTime}>
                  {t.showAllTime}
                </Button>
              )
            }
          >
            {t.empty}
          </EmptyState>
        }
      />
      {editing ? <CostBasisDialog transaction={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** The list of one period: its own component, so a sort re-renders the table and not the filter. */
function TransactionsOfPeriod({
  filter,
  onShowAllTime,
}: {
  filter: TaxTransactionTimeFilter;
  onShowAllTime: () => void;
}) {
  const transactions = useTaxTransactions({ time_filter: filter });
  // The sort outlives a change of period; the rows shown start again from one page.
  const [sort, setSort] = useState<SortDescriptor>({ column: 'received', direction: 'descending' });
  return (
    <LoadState read={transactions}>
      {(data) => (
        <TransactionsTable
          key={filter}
          transactions={data}
          sort={sort}
          onSortChange={setSort}
          onShowAllTime={filter === 'all' ? undefined : onShowAllTime}
        />
      )}
    </LoadState>
  );
}

/** /activity/tax-center/transactions (doc 2 §2 Transactions page). */
export function TransactionsPage() {
  usePageTitle(t.title);
  const [filter, setFilter] = useState<TaxTransactionTimeFilter>('all');
  return (
    <Stack space="24">
      <TransactionsHeader />
      <Toolbar
        filters={
          <Select
            label={t.timePeriod}
            options={TAX_TRANSACTION_TIME_FILTERS.map((option) => ({
              id: option.value,
              label: option.label,
            }))}
            value={filter}
            onChange={(key) => setFilter(parseTaxTransactionTimeFilter(String(key)))}
          />
        }
      />
      <TransactionsOfPeriod filter={filter} onShowAllTime={() => setFilter('all')} />
    </Stack>
  );
}
