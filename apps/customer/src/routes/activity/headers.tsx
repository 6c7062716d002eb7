import { routePath } from '@cairn/domain';
import { PageHeader } from '@cairn/ui';
import type { ReactNode } from 'react';
import { activityTexts, taxCenterPageTexts, transactionsPageTexts } from './copy';

// Each activity page's header, drawn by the page and by its skeleton (`skeletons.tsx`), so the
// header a reader sees while the code loads is the one that stays.

export const ActivityLogHeader = () => (
  <PageHeader title={activityTexts.activityLog} description={activityTexts.delayNote} />
);

export const TradesHeader = () => (
  <PageHeader title={activityTexts.tradeHistory} description={activityTexts.settlementNote} />
);

export const TransactionsHeader = () => (
  <PageHeader
    title={transactionsPageTexts.title}
    back={{ label: transactionsPageTexts.back, href: routePath('tax-center') }}
  />
);

/** The Tax Center's header; its tax year select comes with the page. */
export const TaxCenterHeader = ({ taxYear }: { taxYear: ReactNode }) => (
  <PageHeader title={taxCenterPageTexts.heading} primaryAction={taxYear} />
);
