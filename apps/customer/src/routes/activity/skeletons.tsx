import { Skeleton, Stack } from '@cairn/ui';
import { ActionSkeleton, ListBodySkeleton } from '../../shared/skeletons';
import { activityTexts, transactionsPageTexts } from './copy';
import { ActivityLogHeader, TaxCenterHeader, TradesHeader, TransactionsHeader } from './headers';

export const ActivityLogSkeleton = () => (
  <Stack space="24">
    <ActivityLogHeader />
    <ListBodySkeleton label={activityTexts.activityLog} />
  </Stack>
);

export const TradesSkeleton = () => (
  <Stack space="24">
    <TradesHeader />
    <ListBodySkeleton label={activityTexts.tradeHistory} />
  </Stack>
);

export const TransactionsSkeleton = () => (
  <Stack space="24">
    <TransactionsHeader />
    <ListBodySkeleton label={transactionsPageTexts.title} />
  </Stack>
);

/**
 * The Tax Center's shape: its header, the summary with the cost basis banner, the Tax Reports
 * card and the lots card, tall enough that the footer stays below the fold until the page arrives.
 */
export const TaxCenterSkeleton = () => (
  <Stack space="24">
    <TaxCenterHeader taxYear={<ActionSkeleton />} />
    <Skeleton shape="rect" height={400} />
    <Skeleton shape="rect" height={238} />
    <Skeleton shape="rect" height={480} />
  </Stack>
);
