import { routePath } from '@cairn/domain';
import { PageHeader } from '@cairn/ui';
import type { ReactNode } from 'react';
import { activityTexts, taxCenterPageTexts, transactionsPageTexts } from './copy';

// Each activity page's header, drawn by the page and by its skeleton (`skeletons.tsx`), so the
// header a reader sees while the code loads is the one that stays.

/** The Activity Log's header; its Export CSV button (on the title's line) comes with the page. */
export const ActivityLogHeader = ({ exportCsv }: { exportCsv?: ReactNode }) => (
  <PageHeader
    title={activityTexts.activityLog}
    description={activityTexts.delayNote}
    secondaryActions={exportCsv}
  />
);

/** Trade History's header; its Export CSV button (on the title's line) comes with the page. */
export const TradesHeader = ({ exportCsv }: { exportCsv?: ReactNode }) => (
  <PageHeader
    title={activityTexts.tradeHistory}
    description={activityTexts.settlementNote}
    secondaryActions={exportCsv}
  />
);

export const TransactionsHeader = () => (
  <PageHeader
    title={transactionsPageTexts.title}
    description={transactionsPageTexts.description}
    back={{ label: transactionsPageTexts.back, href: routePath('tax-center') }}
  />
);

/** The Tax Center's header; its tax year select comes with the page. */
export const TaxCenterHeader = ({ taxYear }: { taxYear: ReactNode }) => (
  <PageHeader
    title={taxCenterPageTexts.heading}
    description={taxCenterPageTexts.description}
    primaryAction={taxYear}
  />
);
