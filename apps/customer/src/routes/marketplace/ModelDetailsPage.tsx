import {
  type BreakdownItem,
  type IndexBreakdownItem,
  type ModelDetails,
  statusOf,
  useModelDetails,
  useModels,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  detailsPathParam,
  indexDetailsPath,
  indexDisplayName,
  productStyleLabel,
  routePath,
} from '@cairn/domain';
import {
  Card,
  Inline,
  Link,
  LoadState,
  Money,
  Percent,
  Select,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@cairn/ui';
import { useState } from 'react';
import { useParams } from 'wouter';
import { AddInvestmentButton } from './AddInvestmentButton';
import { marketplaceNotFoundTexts, marketplaceTexts } from './copy';
import { formatInceptionDate } from './display';
import { MarketplaceNotFound } from './MarketplaceNotFound';
import { ProductHeader, ProductOverview } from './ProductHeader';
import { TrackRecordSection } from './TrackRecordSection';

const MODELS_PATH = routePath('models');

/**
 * /marketplace/models/{modelName} (doc 2 §2): back, the header (icon, name, inception date,
 * objective, fee, minimum, video), Add, the performance chart (track record), the allocation by assets or sectors and the model's
 * indices; a 404 shows the not-found view naming the model.
 */
export function ModelDetailsPage() {
  const modelName = detailsPathParam(useParams<{ modelName: string }>().modelName ?? '');
  usePageTitle(modelName);
  const details = useModelDetails({ name: modelName });
  if (statusOf(details.error) === 404) {
    return (
      <MarketplaceNotFound
        title={marketplaceNotFoundTexts.modelTitle}
        message={marketplaceNotFoundTexts.model(modelName)}
        backLabel={marketplaceNotFoundTexts.backToModels}
        backHref={MODELS_PATH}
      />
    );
  }
  return <LoadState read={details}>{(model) => <ModelDetailsView model={model} />}</LoadState>;
}

function ModelDetailsView({ model }: { model: ModelDetails }) {
  const models = useModels({ type: 'MODEL' });
  const entry = models.data?.find((candidate) => candidate.id === model.id);
  return (
    <Stack space="32">
      <ProductHeader
        back={{ label: marketplaceTexts.back, href: MODELS_PATH }}
        name={model.name}
        icon={model.icon}
        description={productStyleLabel(model.product)}
        videoUrl={model.video_url}
        add={entry ? <AddInvestmentButton model={entry} /> : null}
        performance={entry?.performance}
      />
      <ProductOverview
        about={model.description}
        facts={[
          { term: marketplaceTexts.inceptionDate, value: formatInceptionDate(model.inception_date) },
          { term: marketplaceTexts.objective, value: model.objective },
          {
            term: marketplaceTexts.investmentFee,
            value: <Percent value={model.product_fee} scale="percent" />,
            numeric: true,
          },
          {
            term: marketplaceTexts.modelMinimum,
            value: <Money value={model.product_minimum} decimals={0} />,
            numeric: true,
          },
        ]}
      >
        <TrackRecordSection id={model.id} name={model.name} />
        {/* One above the other (issue 30): side by side, the three-row Indices card left a 300 px
            hole beside the ten-row Allocation. */}
        <Allocation model={model} />
        <Indices modelName={model.name} indices={model.index_breakdown} />
      </ProductOverview>
    </Stack>
  );
}

type BreakdownRow = BreakdownItem & { id: string };

/** The allocation rows shown at first and added by each 'Load More...'. */
const ALLOCATION_PAGE_SIZE = 10;

const percentOf = (weight: number) => `${weight.toFixed(2)}%`;

const breakdownColumns: TableColumn<BreakdownRow>[] = [
  {
    id: 'name',
    name: marketplaceTexts.name,
    isRowHeader: true,
    fill: true,
    allowsSorting: true,
    render: (row) => (row.symbol ? `${row.name} (${row.symbol})` : row.name),
    compare: (a, b) => a.name.localeCompare(b.name),
  },
  {
    id: 'weight',
    name: 'Weight',
    align: 'end',
    allowsSorting: true,
    render: (row) => percentOf(row.weight),
    compare: (a, b) => a.weight - b.weight,
  },
];

/** The Allocation card (doc 2 §2): Assets or Sectors, columns sortable, heaviest first. */
function Allocation({ model }: { model: ModelDetails }) {
  const [level, setLevel] = useState<'assets' | 'sectors'>('assets');
  const rows = (level === 'assets' ? model.asset_breakdown : model.sector_breakdown).map((item) => ({
    ...item,
    id: `${item.symbol ?? ''}:${item.name}`,
  }));
  return (
    <Card
      title={marketplaceTexts.allocation}
      actions={
        // Named, not labelled: a visible 'Allocation' over it repeated the card's title.
        <Select
          aria-label={marketplaceTexts.allocation}
          options={[
            { id: 'assets', label: marketplaceTexts.assets },
            { id: 'sectors', label: marketplaceTexts.sectors },
          ]}
          value={level}
          onChange={(key) => setLevel(key === 'sectors' ? 'sectors' : 'assets')}
        />
      }
    >
      {/* Ten rows, then 'Load More...' with the count: the page scrolls, the card never cuts a row
          in half inside its own scroll (issue 30). A new level starts again from ten. */}
      <Table
        key={level}
        aria-label={`${marketplaceTexts.allocation}: ${level === 'assets' ? marketplaceTexts.assets : marketplaceTexts.sectors}`}
        columns={breakdownColumns}
        rows={rows}
        defaultSortDescriptor={{ column: 'weight', direction: 'descending' }}
        pageSize={ALLOCATION_PAGE_SIZE}
      />
    </Card>
  );
}

/** The model's indices (doc 2 §2), each linking to its page with the model to come back to. */
function Indices({ modelName, indices }: { modelName: string; indices: readonly IndexBreakdownItem[] }) {
  return (
    <Card title={marketplaceTexts.indices}>
      <Stack space="16" as="ul">
        {indices.map((index) => (
          <Inline key={index.id} space="16" alignY="center" align="between">
            <Link href={`${indexDetailsPath(index.ticker)}?model=${encodeURIComponent(modelName)}`}>
              {indexDisplayName(index.name)}
            </Link>
            <Text tone="muted">{percentOf(index.weight)}</Text>
          </Inline>
        ))}
      </Stack>
    </Card>
  );
}
