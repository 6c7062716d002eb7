import { activityTexts, taxCenterPageTexts, transactionsPageTexts } from '@cairn/domain';
import { PageHeader, Skeleton, Stack, TableSkeleton } from '@cairn/ui';
import type { ComponentType } from 'react';

/**
 * An Activity page's shape while its code loads: its real header, then a table frame where the
 * page's first card or table will be, so nothing jumps when the page arrives.
 */
function activitySkeleton(title: string, table: string): ComponentType {
  return function ActivitySkeleton() {
    return (
      <Stack space="24">
        <PageHeader title={title} />
        <Skeleton width="20rem" height="2.5rem" />
        <TableSkeleton
          aria-label={table}
          columns={[{ name: '' }, { name: '' }, { name: '', align: 'end' }]}
        />
      </Stack>
    );
  };
}

export const ActivityLogSkeleton = activitySkeleton(activityTexts.activityLog, activityTexts.activityLog);
export const DocumentsSkeleton = activitySkeleton(activityTexts.documents, activityTexts.documents);
export const TradesSkeleton = activitySkeleton(activityTexts.tradeHistory, activityTexts.tradeHistory);
export const TaxCenterSkeleton = activitySkeleton(taxCenterPageTexts.heading, taxCenterPageTexts.heading);
export const TransactionsSkeleton = activitySkeleton(
  transactionsPageTexts.title,
  transactionsPageTexts.title,
);
