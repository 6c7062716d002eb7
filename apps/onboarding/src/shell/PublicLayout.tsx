import { PageHeader } from '@cairn/ui';
import type { ReactNode } from 'react';

/**
 * A page's heading and introduction, for the flow pages until they render the kit's `PageHeader`
 * themselves. The frame moves focus to it after a navigation (`useFocusOnNavigation`).
 */
export function PageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return <PageHeader size="lg" title={title} {...(intro ? { description: intro } : {})} />;
}
