import { Skeleton, Stack, TableSkeleton } from '@cairn/ui';

/**
 * A list page's body while its code loads, under the page's own header: a toolbar line, then a
 * table frame where the page's first table or card will be, so nothing jumps when the page arrives.
 */
export function ListBodySkeleton({ label }: { label: string }) {
  return (
    <>
      <Skeleton width="20rem" height="2.5rem" />
      <TableSkeleton aria-label={label} columns={[{ name: '' }, { name: '' }, { name: '', align: 'end' }]} />
    </>
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
