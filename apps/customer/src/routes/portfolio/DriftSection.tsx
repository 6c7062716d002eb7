import { usePortfolioAllocations } from '@cairn/api-client';
import { type DriftRow, driftView, formatDriftPoints, type NamedWeight } from '@cairn/domain';
import { Badge, Card, LoadState, Percent, Table, type TableColumn, TableSkeleton, Text } from '@cairn/ui';
import { memo } from 'react';
import { portfolioTexts as t } from './copy';

type Row = DriftRow & { readonly id: string };

// Weights at one precision for every column ('40.00%' beside '39.48%'), as the figures do.

const columns: readonly TableColumn<Row>[] = [
  { id: 'name', name: t.driftColumns.investment, isRowHeader: true, fill: true },
  {
    id: 'current',
    name: t.driftColumns.current,
    align: 'end',
    render: (row) => <Percent value={row.current} scale="percent" />,
  },
  {
    id: 'target',
    name: t.driftColumns.target,
    align: 'end',
    render: (row) => <Percent value={row.target} scale="percent" />,
  },
  {
    id: 'afterApply',
    name: t.driftColumns.afterApply,
    align: 'end',
    render: (row) => <Percent value={row.afterApply} scale="percent" />,
  },
  { id: 'drift', name: t.driftColumns.drift, align: 'end', render: (row) => formatDriftPoints(row.drift) },
  {
    id: 'status',
    name: t.driftColumns.status,
    render: (row) =>
      row.drifted ? <Badge tone="warning">{t.drifted}</Badge> : <Badge tone="success">{t.onTarget}</Badge>,
  },
];

export interface DriftSectionProps {
  /** The saved portfolio: the targets. */
  saved: readonly NamedWeight[];
  /** The pending portfolio: the weights after Apply. */
  pending: readonly NamedWeight[];
}

/**
 * The drift view (beyond the spec, issue 15): each investment's weight now (the investment
 * allocation), its target (the saved portfolio) and its weight after Apply, drift beyond 5 points
 * or 25 % of the target marked (`driftView`). Memoised: it follows the pending weights, not the
 * sliders' every step in between.
 */
export const DriftSection = memo(function DriftSection({ saved, pending }: DriftSectionProps) {
  const allocations = usePortfolioAllocations();
  return (
    <Card title={t.driftTitle} description={t.driftDescription}>
      <LoadState
        read={allocations}
        loading={
          <TableSkeleton
            aria-label={t.driftTitle}
            columns={columns.map((column) => ({
              name: column.name,
              ...(column.align ? { align: column.align } : {}),
            }))}
          />
        }
      >
        {(data) => {
          const held = data.investment.map((item) => ({ name: item.name, weight: item.weight }));
          const rows: Row[] =
            held.length === 0
              ? []
              : driftView({ allocations: held, saved, pending }).map((row) => ({ ...row, id: row.name }));
          // Nothing held yet: one line at the card description's size, not six column headers over
          // an empty table.
          if (rows.length === 0)
            return (
              <Text tone="muted" size="sm">
                {t.driftEmpty}
              </Text>
            );
          return <Table aria-label={t.driftTitle} columns={columns} rows={rows} />;
        }}
      </LoadState>
    </Card>
  );
});
