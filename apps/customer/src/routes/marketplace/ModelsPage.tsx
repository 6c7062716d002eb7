import { type MarketplaceModel, useModels, useRecommendedPortfolio } from '@cairn/api-client';
import { useGo, usePageTitle } from '@cairn/app-shell';
import {
  filterByStyle,
  modelDetailsPath,
  productStyleLabel,
  STYLE_FILTERS,
  type StyleFilter,
} from '@cairn/domain';
import {
  Button,
  Dialog,
  InvestmentCard,
  Link,
  LoadState,
  Money,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@cairn/ui';
import { useHistoryState } from 'wouter/use-browser-location';
import { AddInvestmentButton } from './AddInvestmentButton';
import { marketplaceTexts, recommendationUpdateTexts } from './copy';
import { MARKETPLACE_SKELETON_ROWS } from './display';
import { ModelsHeader } from './headers';
import { MarketplaceToolbar, useMarketplaceView } from './MarketplaceToolbar';
import { ModelSelectionGuide } from './ModelSelectionGuide';
import { cardGrid } from './marketplace.css';
import { cardStats, returnColumns } from './returns';
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
    allowsSorting: true,
    render: (model) => <Link href={modelDetailsPath(model.name)}>{model.name}</Link>,
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
  const [view, setView] = useMarketplaceView();
  const style = parseStyle(styleParam);
  const models = useModels({ type: 'MODEL' });
  const go = useGo();
  return (
    <Stack space="24">
      <ModelsHeader guide={<ModelSelectionGuide />} />
      <MarketplaceToolbar
        filterLabel={marketplaceTexts.style}
        filters={STYLE_FILTERS.map((filter) => ({ id: filter.key, label: filter.label }))}
        selected={style}
        onSelect={setStyle}
        allKey={'ALL'}
        view={view}
        onViewChange={setView}
      />
      <LoadState
        read={models}
        loading={
          <Table
            aria-label={marketplaceTexts.models}
            columns={columns}
            rows={[]}
            isLoading
            loadingRows={MARKETPLACE_SKELETON_ROWS}
          />
        }
      >
        {(data) => {
          const shown = filterByStyle(data, style);
          return view === 'card' ? (
            <div className={cardGrid}>
              {shown.map((model) => (
                <InvestmentCard
                  key={model.id}
                  name={model.name}
                  href={modelDetailsPath(model.name)}
                  icon={model.icon ?? model.icon_resource_path}
                  eyebrow={productStyleLabel(model.product)}
                  description={model.description}
                  stats={cardStats(model)}
                  actions={<AddInvestmentButton model={model} size="compact" />}
                />
              ))}
            </div>
          ) : (
            <Table
              aria-label={marketplaceTexts.models}
              columns={columns}
              rows={shown}
              onRowAction={(id) => {
                const model = shown.find((candidate) => candidate.id === id);
                if (model) go(modelDetailsPath(model.name));
              }}
            />
          );
        }}
      </LoadState>
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
