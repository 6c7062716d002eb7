import { Skeleton, Stack, TableSkeleton } from '@cairn/ui';
import type { ReactNode } from 'react';

/**
 * A list page while its code loads: the page's own header, then a toolbar line and a table frame
 * (named `label`) where the page's first table or card will be, so nothing jumps when it arrives.
 */
export function ListPageSkeleton({ header, label }: { header: ReactNode; label: string }) {
  return (
    <Stack space="24">
      {header}
      <Skeleton width="20rem" height="2.5rem" />
      <TableSkeleton aria-label={label} columns={[{ name: '' }, { name: '' }, { name: '', align: 'end' }]} />
    </Stack>
  );
}

/** A details page's shape: the back link, the header's place (its title comes with the data), the body. */
export function DetailsSkeleton() {
  return (
    <Stack space="24">
      <Skeleton width="6rem" />
      <Skeleton width="18rem" height="2rem" />
      <Skeleton shape="rect" height={160} />
      <Skeleton shape="rect" height={320} />
    </Stack>
  );
}

/** The place of a header's control (a select, a menu button) that arrives with the page's code. */
export const ActionSkeleton = () => <Skeleton width="8rem" height="2.5rem" />;
