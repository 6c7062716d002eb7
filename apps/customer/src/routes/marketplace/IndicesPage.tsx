import { type MarketplaceModel, useIndexTags, useModels } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { ALL_TAGS, filterByTag, indexDetailsPath, indexDisplayName, indexTagFilters } from '@cairn/domain';
import { Stack, type TableColumn, Text } from '@cairn/ui';
import { AddInvestmentButton } from './AddInvestmentButton';
import { marketplaceTexts } from './copy';
import { indexCardSummary } from './display';
import { IndicesHeader } from './headers';
import { MarketplaceList } from './MarketplaceList';
import { nameCell, nameCellSub } from './marketplace.css';
import { returnColumns } from './returns';
import { useQueryParam } from './useQueryParam';

/** The query parameter of the tag pill. */
const TAG_PARAM = 'tag';

const columns: TableColumn<MarketplaceModel>[] = [
  {
    id: 'name',
    name: marketplaceTexts.name,
    isRowHeader: true,
    fill: true,
    allowsSorting: true,
    // The name on one line and the ticker under it in 12 px (issue 30: beside the name it made
    // long names wrap, so rows differed in height).
    render: (index) => (
      <span className={nameCell}>
        {indexDisplayName(index.name)}
        {index.ticker ? (
          <Text as="span" size="xs" tone="muted" className={nameCellSub}>
            {index.ticker}
          </Text>
        ) : null}
      </span>
    ),
    compare: (a, b) => indexDisplayName(a.name).localeCompare(indexDisplayName(b.name)),
  },
  {
    id: 'assets',
    name: marketplaceTexts.assets,
    align: 'end',
    allowsSorting: true,
    render: (index) => String(index.asset_count),
    compare: (a, b) => a.asset_count - b.asset_count,
  },
  { id: 'sector', name: marketplaceTexts.sector, allowsSorting: true, render: (index) => index.sector ?? '' },
  ...returnColumns(),
  {
    id: 'add',
    name: marketplaceTexts.add,
    align: 'end',
    render: (index) => (
      <AddInvestmentButton model={index} label={indexDisplayName(index.name)} size="compact" />
    ),
  },
];

/**
 * /marketplace/indices (doc 2 §2): the index trackers as a list (default) or cards by `?view`,
 * filtered by the tag pills (View All, Multisector, the server's tags) kept in `?tag`.
 */
export function IndicesPage() {
  usePageTitle(marketplaceTexts.indices);
  const [tagParam, setTag] = useQueryParam(TAG_PARAM);
  const tags = useIndexTags();
  const pills = indexTagFilters(tags.data ?? []);
  const tag = tagParam !== null && pills.includes(tagParam) ? tagParam : ALL_TAGS;
  const indices = useModels({ type: 'INDEX' });
  return (
    <Stack space="24">
      <IndicesHeader />
      <MarketplaceList
        label={marketplaceTexts.indices}
        read={indices}
        pills={{
          filterLabel: marketplaceTexts.sector,
          filters: pills.map((pill) => ({ id: pill, label: pill })),
          selected: tag,
          onSelect: setTag,
          allKey: ALL_TAGS,
        }}
        filter={(data) => filterByTag(data, tag)}
        columns={columns}
        kind="index"
        href={(index) => indexDetailsPath(index.ticker ?? '')}
        card={(index) => ({
          name: indexDisplayName(index.name),
          eyebrow: `${index.ticker ?? ''} · ${indexCardSummary(index)}`,
          actions: (
            <AddInvestmentButton
              model={index}
              label={indexDisplayName(index.name)}
              size="compact"
              place="card"
            />
          ),
        })}
      />
    </Stack>
  );
}
