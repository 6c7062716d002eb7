import { type MarketplaceModel, useModels, useRecommendedPortfolio } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  filterByStyle,
  modelDetailsPath,
  productStyleLabel,
  STYLE_FILTERS,
  type StyleFilter,
} from '@cairn/domain';
import { Button, Dialog, Money, Stack, type TableColumn, Text } from '@cairn/ui';
import { useHistoryState } from 'wouter/use-browser-location';
import { AddInvestmentButton } from './AddInvestmentButton';
import { marketplaceTexts, recommendationUpdateTexts } from './copy';
import { ModelsHeader } from './headers';
import { MarketplaceList } from './MarketplaceList';
import { ModelSelectionGuide } from './ModelSelectionGuide';
import { nameCell } from './marketplace.css';
import { returnColumns } from './returns';
import { useQueryParam } from './useQueryParam';

/** The query parameter of the style pill. */
const STYLE_PARAM = 'style';

function parseStyle(value: string | null): StyleFilter {
  return STYLE_FILTERS.find((filter) => filter.key === value)?.key ?? 'ALL';
}

const columns: TableColumn<MarketplaceModel>[] = [
  {
    id: 'name',
    name: marketplaceTexts.name,
    isRowHeader: true,
    fill: true,
    allowsSorting: true,
    // One line (issue 30: 'Meridian Collaboration' wrapped, so its row was taller).
    render: (model) => <span className={nameCell}>{model.name}</span>,
    compare: (a, b) => a.name.localeCompare(b.name),
  },
  {
    id: 'style',
    name: marketplaceTexts.style,
    allowsSorting: true,
    render: (model) => productStyleLabel(model.product),
  },
  ...returnColumns(),
  {
    id: 'minimum',
    name: marketplaceTexts.modelMinimum,
    align: 'end',
    allowsSorting: true,
    render: (model) => <Money value={model.product_minimum} decimals={0} />,
    compare: (a, b) => a.product_minimum - b.product_minimum,
  },
  {
    id: 'add',
    name: marketplaceTexts.add,
    align: 'end',
    render: (model) => <AddInvestmentButton model={model} size="compact" />,
  },
];

/** Whether the history entry announces a new recommended style (router state from Account). */
function announcesRecommendation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'recommendationUpdated' in state;
}

/**
 * /marketplace/models (doc 2 §2 Marketplace): the models as a list (default) or cards by `?view`,
 * filtered by the style pills kept in `?style`.
 */
export function ModelsPage() {
  usePageTitle(marketplaceTexts.models);
  const [styleParam, setStyle] = useQueryParam(STYLE_PARAM);
  const style = parseStyle(styleParam);
  const models = useModels({ type: 'MODEL' });
  return (
    <Stack space="24">
      <ModelsHeader guide={<ModelSelectionGuide />} />
      <MarketplaceList
        label={marketplaceTexts.models}
        read={models}
        pills={{
          filterLabel: marketplaceTexts.style,
          filters: STYLE_FILTERS.map((filter) => ({ id: filter.key, label: filter.label })),
          selected: style,
          onSelect: setStyle,
          allKey: 'ALL',
        }}
        filter={(data) => filterByStyle(data, style)}
        columns={columns}
        // The models come cheapest first: the table says so with its arrow (issue 30).
        defaultSort={{ column: 'minimum', direction: 'ascending' }}
        kind="model"
        href={(model) => modelDetailsPath(model.name)}
        card={(model) => ({
          name: model.name,
          eyebrow: productStyleLabel(model.product),
          actions: <AddInvestmentButton model={model} size="compact" place="card" />,
        })}
      />
      <RecommendationUpdateDialog onShowStyle={(product) => setStyle(product)} />
    </Stack>
  );
}

/**
 * The recommendation update modal (doc 2 §2 Marketplace): when Account sends the investor here
 * after their answers changed the recommended style. Marketplace shows that style's models.
 */
function RecommendationUpdateDialog({ onShowStyle }: { onShowStyle: (product: string) => void }) {
  // Read from the history entry as it changes, so an announcement reaches a page already open.
  const isOpen = announcesRecommendation(useHistoryState<unknown>());
  const recommended = useRecommendedPortfolio(isOpen);
  const product = recommended.data?.recommended_portfolio ?? null;
  const close = () => window.history.replaceState(null, '');
  if (product === null) return null;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      placement="top"
      title={recommendationUpdateTexts.title}
      cancelLabel={recommendationUpdateTexts.notNow}
      footer={
        <Button
          onPress={() => {
            close();
            onShowStyle(product);
          }}
        >
          {recommendationUpdateTexts.marketplace}
        </Button>
      }
    >
      <Text>{recommendationUpdateTexts.body(productStyleLabel(product))}</Text>
    </Dialog>
  );
}
