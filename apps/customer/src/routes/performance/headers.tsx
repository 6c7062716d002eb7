import { PageHeader } from '@cairn/ui';
import type { ReactNode } from 'react';
import { performancePageTexts } from './copy';

/** /performance's header, drawn by the page and its skeleton; the disclosure's button comes with the page. */
export const PerformanceHeader = ({ disclosure }: { disclosure: ReactNode }) => (
  <PageHeader
    title={performancePageTexts.heading}
    description={performancePageTexts.description}
    secondaryActions={disclosure}
  />
);
