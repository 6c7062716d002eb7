import { activityTexts, marketplaceTexts, taxCenterPageTexts, transactionsPageTexts } from '@cairn/domain';
import { PageHeader, Skeleton, Stack, TableSkeleton } from '@cairn/ui';
import type { ComponentType } from 'react';

/**
 * A page's shape while its code loads: its real header, a toolbar line, then a table frame where
 * the page's first table or card will be, so nothing jumps when the page arrives.
 */
function pageSkeleton(title: string): ComponentType {
  return function PageSkeleton() {
    return (
      <Stack space="24">
        <PageHeader title={title} />
        <Skeleton width="20rem" height="2.5rem" />
        <TableSkeleton
          aria-label={title}
          columns={[{ name: '' }, { name: '' }, { name: '', align: 'end' }]}
        />
      </Stack>
    );
  };
}

/** A details page's shape: the header's place (its title comes with the data), then the body. */
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

export const ActivityLogSkeleton = pageSkeleton(activityTexts.activityLog);
export const DocumentsSkeleton = pageSkeleton(activityTexts.documents);
export const TradesSkeleton = pageSkeleton(activityTexts.tradeHistory);
export const TaxCenterSkeleton = pageSkeleton(taxCenterPageTexts.heading);
export const TransactionsSkeleton = pageSkeleton(transactionsPageTexts.title);
export const ModelsSkeleton = pageSkeleton(marketplaceTexts.models);
export const IndicesSkeleton = pageSkeleton(marketplaceTexts.indices);
export { DetailsSkeleton as ModelDetailsSkeleton, DetailsSkeleton as IndexDetailsSkeleton };
