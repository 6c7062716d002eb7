import { PageHeader } from '@cairn/ui';
import type { ReactNode } from 'react';
import { marketplaceTexts } from './copy';

// The marketplace lists' headers, drawn by the page and by its skeleton (`skeletons.tsx`).

/** The Models header; the selection guide's button comes with the page. */
export const ModelsHeader = ({ guide }: { guide: ReactNode }) => (
  <PageHeader
    title={marketplaceTexts.models}
    description={marketplaceTexts.modelsDescription}
    secondaryActions={guide}
  />
);

export const IndicesHeader = () => (
  <PageHeader title={marketplaceTexts.indices} description={marketplaceTexts.indicesDescription} />
);
