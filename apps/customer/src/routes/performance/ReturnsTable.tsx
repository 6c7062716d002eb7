import { usePerformanceTable } from '@cairn/api-client';
import { displayedReturn, emptyStateMessages, type PerformanceLevel } from '@cairn/domain';
import { Card, Delta, LoadState, Table, type TableColumn, Text } from '@cairn/ui';
import { performancePageTexts, performanceTexts } from './copy';
import { mainSeries } from './performance.css';
import {
  PERFORMANCE_TABLE_SKELETON_ROWS,
  performanceTableRows,
  RETURN_COLUMN_LABELS,
  RETURN_COLUMNS,
  type ReturnsRow,
} from './returnsView';

const columns: TableColumn<ReturnsRow>[] = [
  {
    id: 'name',
    name: performancePageTexts.name,
    isRowHeader: true,
    // My Portfolio first and strongest, as the chart draws it (issue 30).
    render: (row) =>
      row.name === performanceTexts.myPortfolio ? <span className={mainSeries}>{row.name}</span> : row.name,
  },
  ...RETURN_COLUMNS.map(
    (column): TableColumn<ReturnsRow> => ({
      id: column,
      name: RETURN_COLUMN_LABELS[column],
      align: 'end',
      // Returns are changes: sign, arrow and colour, two decimals for every cell (doc 2 §9).
      render: (row) => <Delta value={displayedReturn(row.values[column])} />,
    }),
  ),
];

/**
 * The returns table (doc 2 §2 Performance): My Portfolio, then each investment, asset or sector of
 * the category, with MTD, QTD, YTD, 1Y and Full (annualized over a year by the API); 5 skeleton
 * rows while loading, 'No Data' when empty.
 */
export function ReturnsTable({ level }: { level: PerformanceLevel }) {
  const table = usePerformanceTable({ level });
  const skeleton = (
    <Table
      aria-label={performancePageTexts.returnsTable}
      columns={columns}
      rows={[]}
      isLoading
      loadingRows={PERFORMANCE_TABLE_SKELETON_ROWS}
    />
  );
  return (
    <Card
      title={performancePageTexts.returnsTable}
      description={performancePageTexts.returnsTableDescription}
    >
      <LoadState read={table} loading={skeleton}>
        {(data) => {
          const rows = performanceTableRows(data, performanceTexts.myPortfolio);
          // No returns yet: the spec's 'No Data' in one line (issue 30: a second empty state under
          // the chart's repeated it; the chart card above holds the page's one).
          return rows.length === 0 ? (
            <Text size="sm" tone="muted">
              <Text as="strong" size="sm" weight="medium" tone="default">
                {emptyStateMessages.noData}
              </Text>
              {' · '}
              {performancePageTexts.noReturnsTableYet}
            </Text>
          ) : (
            <Table aria-label={performancePageTexts.returnsTable} columns={columns} rows={rows} />
          );
        }}
      </LoadState>
    </Card>
  );
}
