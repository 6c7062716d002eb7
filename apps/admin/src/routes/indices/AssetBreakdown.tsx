import type { AssetWeights } from '@cairn/api-client';
import { ADMIN_WEIGHT_DECIMALS, type AssetWeightRow, adminMessages, assetWeightRows } from '@cairn/domain';
import { Card, Percent, Spinner, Table, type TableColumn, Text } from '@cairn/ui';
import { indicesTexts } from './copy';
import type { Breakdown } from './useAssetBreakdown';

const texts = indicesTexts.breakdown;

const COLUMNS: TableColumn<AssetWeightRow>[] = [
  { id: 'symbol', name: texts.symbol, isRowHeader: true, allowsSorting: true },
  {
    id: 'weight',
    name: texts.weight,
    align: 'end',
    allowsSorting: true,
    render: (row) => <Percent value={row.weight} scale="percent" decimals={ADMIN_WEIGHT_DECIMALS} />,
  },
];

const shownWeights = (breakdown: Breakdown): AssetWeights | null =>
  breakdown.kind === 'built'
    ? breakdown.weights
    : breakdown.kind === 'calculating'
      ? breakdown.previous
      : null;

/**
 * The live asset breakdown of the Index Creation Tool (doc 3 §2): 'Build index to calculate asset
 * breakdown' until the definition can be calculated, 'No assets found' for an empty result, else the
 * assets and their weights, largest first, each with the same decimals.
 */
export function AssetBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const weights = shownWeights(breakdown);
  const rows = weights === null ? [] : assetWeightRows(weights);
  const status =
    breakdown.kind === 'unbuilt'
      ? adminMessages.buildIndexForBreakdown
      : rows.length > 0
        ? texts.count(rows.length)
        : breakdown.kind === 'built'
          ? adminMessages.noAssetsFound
          : texts.calculating;
  return (
    <Card
      title={texts.title}
      description={texts.description}
      actions={breakdown.kind === 'calculating' ? <Spinner label={texts.calculating} size="sm" /> : null}
    >
      <Text size="sm" tone="muted">
        <span role="status">{status}</span>
      </Text>
      {rows.length > 0 ? (
        <Table
          aria-label={texts.title}
          columns={COLUMNS}
          rows={rows}
          maxHeight="22rem"
          defaultSortDescriptor={{ column: 'weight', direction: 'descending' }}
        />
      ) : null}
    </Card>
  );
}
