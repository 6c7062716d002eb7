import { PageHeader } from '@cairn/ui';
import type { ReactNode } from 'react';
import { portfolioTexts } from './copy';

/** My Portfolio's header, drawn by the page and its skeleton; the Deposit menu comes with the page. */
export const PortfolioHeader = ({ deposit }: { deposit: ReactNode }) => (
  <PageHeader
    title={portfolioTexts.title}
    description={portfolioTexts.description}
    secondaryActions={deposit}
  />
);
