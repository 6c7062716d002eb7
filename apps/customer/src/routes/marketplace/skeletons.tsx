import { Stack } from '@cairn/ui';
import { ActionSkeleton, DetailsSkeleton, ListBodySkeleton } from '../../shared/skeletons';
import { marketplaceTexts } from './copy';
import { IndicesHeader, ModelsHeader } from './headers';

export const ModelsSkeleton = () => (
  <Stack space="24">
    <ModelsHeader guide={<ActionSkeleton />} />
    <ListBodySkeleton label={marketplaceTexts.models} />
  </Stack>
);

export const IndicesSkeleton = () => (
  <Stack space="24">
    <IndicesHeader />
    <ListBodySkeleton label={marketplaceTexts.indices} />
  </Stack>
);

export { DetailsSkeleton as ModelDetailsSkeleton, DetailsSkeleton as IndexDetailsSkeleton };
