import { PageHeader } from '@cairn/ui';
import type { ReactNode } from 'react';
import { dashboardPageTexts } from './copy';

/**
 * The dashboard's header, drawn by the page and its skeleton: the greeting (it comes with the
 * profile), the page's line and the Transfer menu.
 */
export const DashboardHeader = ({ greeting, transfer }: { greeting: ReactNode; transfer: ReactNode }) => (
  <PageHeader title={greeting} description={dashboardPageTexts.description} primaryAction={transfer} />
);
