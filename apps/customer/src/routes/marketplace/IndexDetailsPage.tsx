import {
  type IndexDetails,
  statusOf,
  useIndexAssetClassification,
  useIndexDetails,
  useModels,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { detailsPathParam, indexDisplayName, isAddHidden, modelDetailsPath, routePath } from '@cairn/domain';
import { Button, DescriptionList, Dialog, DialogTrigger, LoadState, Percent, Stack, Text } from '@cairn/ui';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { AddInvestmentButton } from './AddInvestmentButton';
import { marketplaceNotFoundTexts, marketplaceTexts } from './copy';
import { formatInceptionDate, indexCardSummary } from './display';
import { MarketplaceNotFound } from './MarketplaceNotFound';
import { ProductHeader, ProductOverview } from './ProductHeader';
import { TrackRecordSection } from './TrackRecordSection';
import { useQueryParam } from './useQueryParam';

const INDICES_PATH = routePath('indices');

/**
 * /marketplace/indices/{indexTicker} (doc 2 §2): inception, About, sector, ticker, the weighting
 * methodology and its dialog, the video, the fee and the asset classification dialog. Back returns
 * to the model the user came from (`?model=`) or to the indices. A 404 names the index.
 */
export function IndexDetailsPage() {
  const indexTicker = detailsPathParam(useParams<{ indexTicker: string }>().indexTicker ?? '');
  usePageTitle(indexTicker);
  const details = useIndexDetails({ ticker: indexTicker });
  if (statusOf(details.error) === 404) {
    return (
      <MarketplaceNotFound
        title={marketplaceNotFoundTexts.indexTitle}
        message={marketplaceNotFoundTexts.index(indexTicker)}
        backLabel={marketplaceNotFoundTexts.backToIndices}
        backHref={INDICES_PATH}
      />
    );
  }
  return <LoadState read={details}>{(index) => <IndexDetailsView index={index} />}</LoadState>;
}

/** A detail shown on demand: a quiet button in the list that opens it in a dialog. */
function DetailsDialogButton({
  label,
  title,
  children,
}: {
  label: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <DialogTrigger>
      {/* Set as text, so it starts on the values' edge like the facts above it. */}
      <Button variant="link" size="sm">
        {label}
      </Button>
      <Dialog title={title}>{children}</Dialog>
    </DialogTrigger>
  );
}

function IndexDetailsView({ index }: { index: IndexDetails }) {
  const [fromModel] = useQueryParam('model');
  const trackers = useModels({ type: 'INDEX' });
  const entry = trackers.data?.find((candidate) => candidate.ticker === index.ticker);
  const name = indexDisplayName(index.name);
  return (
    <Stack space="32">
      <ProductHeader
        back={{
          label: fromModel ?? marketplaceTexts.indices,
          href: fromModel ? modelDetailsPath(fromModel) : INDICES_PATH,
        }}
        name={name}
        icon={index.icon}
        // What it is, not the ticker again (issue 30: the ticker showed three times, with the
        // Ticker fact and the icon's letters).
        description={entry ? indexCardSummary(entry) : (index.sector ?? '')}
        videoUrl={index.video_url}
        add={entry && !isAddHidden(index) ? <AddInvestmentButton model={entry} label={name} /> : null}
        performance={entry?.performance}
      />
      <ProductOverview
        about={index.about}
        facts={[
          { term: marketplaceTexts.inceptionDate, value: formatInceptionDate(index.inception_date) },
          { term: marketplaceTexts.sector, value: index.sector },
          { term: marketplaceTexts.ticker, value: index.ticker },
          {
            term: marketplaceTexts.investmentFee,
            value: <Percent value={index.product_fee} scale="percent" />,
            numeric: true,
          },
          {
            term: marketplaceTexts.weightingMethodology,
            value: (
              <DetailsDialogButton
                label={marketplaceTexts.methodology}
                title={marketplaceTexts.weightingMethodology}
              >
                <Text>{index.weighting_methodology}</Text>
              </DetailsDialogButton>
            ),
          },
          {
            term: marketplaceTexts.assetClassification,
            value: (
              <DetailsDialogButton
                label={marketplaceTexts.assetClassification}
                title={marketplaceTexts.assetClassification}
              >
                <AssetClassification ticker={index.ticker} />
              </DetailsDialogButton>
            ),
          },
        ]}
      >
        <TrackRecordSection id={index.id} name={name} />
      </ProductOverview>
    </Stack>
  );
}

/** The asset classification dialog's body (doc 2 §3): industry groups and metrics, read on open. */
function AssetClassification({ ticker }: { ticker: string }) {
  const classification = useIndexAssetClassification({ ticker });
  return (
    <LoadState read={classification}>
      {(data) => (
        <Stack space="24">
          <DescriptionList
            title={marketplaceTexts.industryGroups}
            headingLevel={3}
            items={[{ term: marketplaceTexts.industryGroups, value: data.industry_groups.join(', ') }]}
          />
          <DescriptionList
            title={marketplaceTexts.metrics}
            headingLevel={3}
            items={data.metrics.map((metric) => ({
              id: metric.factor_name,
              term: metric.factor_name,
              value: [
                metric.min === null ? null : `≥ ${metric.min.toLocaleString('en-US')}`,
                metric.max === null ? null : `≤ ${metric.max.toLocaleString('en-US')}`,
                metric.period,
              ]
                .filter((part) => part !== null)
                .join(' · '),
              numeric: true,
            }))}
          />
        </Stack>
      )}
    </LoadState>
  );
}
