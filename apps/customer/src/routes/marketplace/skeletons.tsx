import { ActionSkeleton, DetailsSkeleton, ListPageSkeleton } from '../../shared/skeletons';
import { marketplaceTexts } from './copy';
import { IndicesHeader, ModelsHeader } from './headers';

export const ModelsSkeleton = () => (
  <ListPageSkeleton header={<ModelsHeader guide={<ActionSkeleton />} />} label={marketplaceTexts.models} />
);

export const IndicesSkeleton = () => (
  <ListPageSkeleton header={<IndicesHeader />} label={marketplaceTexts.indices} />
);

export { DetailsSkeleton as ModelDetailsSkeleton, DetailsSkeleton as IndexDetailsSkeleton };
