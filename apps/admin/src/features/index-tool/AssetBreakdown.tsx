import type { AssetWeights } from '@cairn/api-client';
import { adminMessages } from '@cairn/domain';
import { Spinner, Table, type TableColumn } from '@cairn/ui';
import { section, sectionTitle, status } from '../../pages/page.css';
import type { Breakdown } from './useAssetBreakdown';

const texts = {
  title: 'Asset Breakdown',
  calculating: 'Calculating the asset breakdown',
  symbol: 'Symbol',
  weight: 'Weight (%)',
} as const;

interface Row {
  readonly id: string;
  readonly symbol: string;
  readonly weight: number;
}

const COLUMNS: TableColumn<Row>[] = [
  { id: 'symbol', name: texts.symbol, isRowHeader: true },
  { id: 'weight', name: texts.weight, align: 'end' },
];

const rowsOf = (weights: AssetWeights): Row[] =>
  Object.entries(weights)
    .map(([symbol, weight]) => ({ id: symbol, symbol, weight }))
    .sort((a, b) => b.weight - a.weight || a.symbol.localeCompare(b.symbol));

/**
 * The live asset breakdown of the Index Creation Tool (doc 3 §2): 'Build index to calculate asset
 * breakdown' until the definition can be calculated, 'No assets found' for an empty result, else the
 * assets and their weights (largest first).
 */
export function AssetBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const weights =
    breakdown.kind === 'built'
      ? breakdown.weights
      : breakdown.kind === 'calculating'
        ? breakdown.previous
        : null;
  return (
    <section
      aria-labelledby="index-asset-breakdown"
      className={section}
      aria-busy={breakdown.kind === 'calculating'}
    >
      <h2 id="index-asset-breakdown" className={sectionTitle}>
        {texts.title}
      </h2>
      <div role="status" className={status}>
        {breakdown.kind === 'unbuilt'
          ? adminMessages.buildIndexForBreakdown
          : breakdown.kind === 'built' && Object.keys(breakdown.weights).length === 0
            ? adminMessages.noAssetsFound
            : null}
      </div>
      {breakdown.kind === 'calculating' ? <Spinner label={texts.calculating} showLabel size="sm" /> : null}
      {weights !== null && Object.keys(weights).length > 0 ? (
        <Table aria-label={texts.title} columns={COLUMNS} rows={rowsOf(weights)} maxHeight="24rem" />
      ) : null}
    </section>
  );
}
