import { PageHeader } from '@cairn/ui';
import type { ReactNode } from 'react';
import { performancePageTexts } from './copy';

/**
 * /performance's header, drawn by the page and its skeleton: the disclosure is a quiet link on its
 * own line under the description (it explains the figures; it is not an action on the page).
 */
export const PerformanceHeader = ({ disclosure }: { disclosure: ReactNode }) => (
  <PageHeader
    title={performancePageTexts.heading}
    description={
      <>
        {performancePageTexts.description}
        <br />
        {disclosure}
      </>
    }
  />
);
