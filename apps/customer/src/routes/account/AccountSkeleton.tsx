import { Skeleton, Stack } from '@cairn/ui';
import { AccountCard } from './AccountCard';
import { AccountHeader } from './headers';

/** Account's shape: its header, then the client information card with its fields. */
export function AccountSkeleton() {
  return (
    <Stack space="24">
      <AccountHeader />
      <Stack space="24" measure>
        <AccountCard title={<Skeleton width="12rem" />}>
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={240} />
        </AccountCard>
        <AccountCard title={<Skeleton width="10rem" />}>
          <Skeleton shape="rect" height={48} />
        </AccountCard>
      </Stack>
    </Stack>
  );
}
