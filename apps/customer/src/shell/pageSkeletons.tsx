import { PERFORMANCE_TABLE_SKELETON_ROWS } from '@cairn/domain';
import { Card, PageHeader, Skeleton, Stack, TableSkeleton } from '@cairn/ui';
import { accountTexts } from '../routes/account/copy';
import { activityTexts, taxCenterPageTexts, transactionsPageTexts } from '../routes/activity/copy';
import { marketplaceTexts } from '../routes/marketplace/copy';
import { performancePageTexts, performanceTexts } from '../routes/performance/copy';
import { portfolioTexts } from '../routes/portfolio/copy';
import { PortfolioBodySkeleton } from '../routes/portfolio/PortfolioSkeleton';

/**
 * A list page's shape while its code loads: its real header, a toolbar line, then a table frame
 * where the page's first table or card will be, so nothing jumps when the page arrives.
 */
export function ListPageSkeleton({ title }: { title: string }) {
  return (
    <Stack space="24">
      <PageHeader title={title} />
      <Skeleton width="20rem" height="2.5rem" />
      <TableSkeleton aria-label={title} columns={[{ name: '' }, { name: '' }, { name: '', align: 'end' }]} />
    </Stack>
  );
}

/** A details page's shape: the back link, the header's place (its title comes with the data), the body. */
function DetailsSkeleton() {
  return (
    <Stack space="24">
      <Skeleton width="6rem" />
      <Skeleton width="18rem" height="2rem" />
      <Skeleton shape="rect" height={160} />
      <Skeleton shape="rect" height={320} />
    </Stack>
  );
}

export const ActivityLogSkeleton = () => <ListPageSkeleton title={activityTexts.activityLog} />;
export const TradesSkeleton = () => <ListPageSkeleton title={activityTexts.tradeHistory} />;
export const TransactionsSkeleton = () => <ListPageSkeleton title={transactionsPageTexts.title} />;
export const ModelsSkeleton = () => <ListPageSkeleton title={marketplaceTexts.models} />;
export const IndicesSkeleton = () => <ListPageSkeleton title={marketplaceTexts.indices} />;
export { DetailsSkeleton as ModelDetailsSkeleton, DetailsSkeleton as IndexDetailsSkeleton };

/** /performance's shape: its header, the toolbar, the chart's frame and the returns table's 5 rows. */
export function PerformanceSkeleton() {
  return (
    <Stack space="24">
      <PageHeader title={performancePageTexts.heading} description={performancePageTexts.description} />
      <Skeleton width="24rem" height="2.5rem" />
      <Skeleton shape="rect" height={480} />
      <TableSkeleton
        aria-label={performanceTexts.title}
        rows={PERFORMANCE_TABLE_SKELETON_ROWS}
        columns={[{ name: '' }, ...Array.from({ length: 5 }, () => ({ name: '', align: 'end' as const }))]}
      />
    </Stack>
  );
}

/**
 * The Tax Center's shape: its header, the summary with the cost basis banner, the Tax Reports
 * card and the lots card, tall enough that the footer stays below the fold until the page arrives.
 */
export function TaxCenterSkeleton() {
  return (
    <Stack space="24">
      <PageHeader title={taxCenterPageTexts.heading} />
      <Skeleton shape="rect" height={400} />
      <Skeleton shape="rect" height={238} />
      <Skeleton shape="rect" height={480} />
    </Stack>
  );
}

/** My Portfolio's shape: its real header, then the body's own skeleton. */
export function PortfolioSkeleton() {
  return (
    <Stack space="24">
      <PageHeader title={portfolioTexts.title} description={portfolioTexts.description} />
      <PortfolioBodySkeleton />
    </Stack>
  );
}

/** Account's shape: its header, then the client information card with its fields. */
export function AccountSkeleton() {
  return (
    <Stack space="24">
      <PageHeader title={accountTexts.title} description={accountTexts.description} />
      <Card title={<Skeleton width="12rem" />}>
        <Skeleton shape="rect" height={120} />
        <Skeleton shape="rect" height={240} />
      </Card>
      <Card title={<Skeleton width="10rem" />}>
        <Skeleton shape="rect" height={48} />
      </Card>
    </Stack>
  );
}
