import { Skeleton, Stack } from '@cairn/ui';
import { ActionSkeleton, ListPageSkeleton } from '../../shared/skeletons';
import { summaryRow } from './activity.css';
import { activityTexts, transactionsPageTexts } from './copy';
import { ActivityLogHeader, TaxCenterHeader, TradesHeader, TransactionsHeader } from './headers';

export const ActivityLogSkeleton = () => (
  <ListPageSkeleton header={<ActivityLogHeader />} label={activityTexts.activityLog} />
);

export const TradesSkeleton = () => (
  <ListPageSkeleton header={<TradesHeader />} label={activityTexts.tradeHistory} />
);

export const TransactionsSkeleton = () => (
  <ListPageSkeleton header={<TransactionsHeader />} label={transactionsPageTexts.title} />
);

/**
 * The Tax Center's shape: its header, the cost basis banner, the summary beside the Tax Reports
 * card, and the lots card, tall enough that the footer stays below the fold until the page arrives.
 */
export const TaxCenterSkeleton = () => (
  <Stack space="24">
    <TaxCenterHeader taxYear={<ActionSkeleton />} />
    <Skeleton shape="rect" height={88} />
    <div className={summaryRow}>
      <Skeleton shape="rect" height={300} />
      <Skeleton shape="rect" height={300} />
    </div>
    <Skeleton shape="rect" height={480} />
  </Stack>
);
