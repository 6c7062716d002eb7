import type { AllocationItem, Allocations } from '@cairn/api-client';
import { type AllocationEmptyState, routePath, type SortDirection, sortAllocation } from '@cairn/domain';
import {
  Button,
  Card,
  EmptyState,
  Figure,
  LinkButton,
  Money,
  Percent,
  Pills,
  Table,
  type TableColumn,
} from '@cairn/ui';
import { Hourglass, ShieldCheck, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTransfers } from '../../shared/transfers/useTransfers';
import { allocationEmptyStateTexts, dashboardPageTexts, dashboardTexts } from './copy';
import { cardEmptyState } from './dashboard.css';

const LEVELS = [
  { id: 'investment', label: dashboardTexts.byInvestment },
  { id: 'asset', label: dashboardTexts.byAsset },
  { id: 'sector', label: dashboardTexts.bySector },
] as const satisfies readonly { id: keyof Allocations; label: string }[];

type Level = (typeof LEVELS)[number]['id'];

/** The allocation table's height before its body scrolls (doc 2 §2: max height 350 px). */
const MAX_HEIGHT = 350;

const EMPTY_ICONS = { KYC_PENDING: ShieldCheck, AWAITING_DEPOSIT: Hourglass, NO_SELECTION: Store } as const;

interface Row extends AllocationItem {
  readonly id: string;
}

const COLUMNS: readonly TableColumn<Row>[] = [
  { id: 'name', name: LEVELS[0].label, isRowHeader: true, allowsSorting: true },
  {
    id: 'balance',
    name: dashboardTexts.balance,
    align: 'end',
    allowsSorting: true,
    render: (row) => (
      <Figure>
        <Money value={row.balance} />
      </Figure>
    ),
  },
  {
    id: 'weight',
    name: dashboardTexts.weight,
    align: 'end',
    allowsSorting: true,
    // The weight takes the table's spare width, drawn as a bar before its number (issue 30: at
    // 1920 px the name and its balance stood 1,050 px apart across an empty row).
    fill: true,
    render: (row) => <Percent value={row.weight} scale="percent" bar />,
  },
];

export interface AllocationSectionProps {
  /** The lists, or `undefined` while they load (5 skeleton rows). */
  allocations: Allocations | undefined;
  /** The empty state to show instead of the table (the domain's `allocationEmptyState`). */
  emptyState: AllocationEmptyState | null;
}

/**
 * The allocation (doc 2 §2): by Investment, Asset or Sector, sortable by name, balance and weight
 * (the domain's `sortAllocation`), at most 350 px high, or its empty state (KYC pending, awaiting
 * deposit, no selection).
 */
export function AllocationSection({ allocations, emptyState }: AllocationSectionProps) {
  const { openTransfer } = useTransfers();
  // The action that fills each empty state (issue 30 "States"); KYC pending has none: it only waits.
  const emptyActions: Record<AllocationEmptyState, ReactNode> = {
    KYC_PENDING: null,
    AWAITING_DEPOSIT: (
      <Button variant="secondary" onPress={() => openTransfer({ intent: 'deposit' })}>
        {allocationEmptyStateTexts.AWAITING_DEPOSIT.action}
      </Button>
    ),
    NO_SELECTION: (
      <LinkButton variant="secondary" href={routePath('models')}>
        {allocationEmptyStateTexts.NO_SELECTION.action}
      </LinkButton>
    ),
  };
  const [level, setLevel] = useState<Level>('investment');
  const [sort, setSort] = useState<{ column: string; direction: SortDirection }>({
    column: 'weight',
    direction: 'descending',
  });
  const label = LEVELS.find((entry) => entry.id === level)?.label ?? dashboardTexts.byInvestment;
  const rows: Row[] =
    allocations === undefined
      ? []
      : sortAllocation(allocations[level], sort.column, sort.direction).map((item, index) => ({
          ...item,
          id: `${item.type}:${item.symbol ?? item.name}:${index}`,
        }));
  const columns = COLUMNS.map((column) => (column.id === 'name' ? { ...column, name: label } : column));
  return (
    <Card
      title={dashboardTexts.allocation}
      description={dashboardPageTexts.allocationDescription}
      actions={
        emptyState === null ? (
          <Pills
            aria-label={dashboardTexts.allocation}
            items={LEVELS}
            selectedKey={level}
            onSelectionChange={(key) => setLevel(key as Level)}
          />
        ) : null
      }
    >
      {emptyState !== null ? (
        <EmptyState
          icon={EMPTY_ICONS[emptyState]}
          title={allocationEmptyStateTexts[emptyState].title}
          action={emptyActions[emptyState]}
          className={cardEmptyState}
        >
          {allocationEmptyStateTexts[emptyState].body}
        </EmptyState>
      ) : (
        <Table
          aria-label={`${dashboardTexts.allocation}: ${label}`}
          columns={columns}
          rows={rows}
          isLoading={allocations === undefined}
          loadingRows={5}
          maxHeight={MAX_HEIGHT}
          sortDescriptor={sort}
          onSortChange={(descriptor) =>
            setSort({ column: String(descriptor.column), direction: descriptor.direction })
          }
        />
      )}
    </Card>
  );
}
