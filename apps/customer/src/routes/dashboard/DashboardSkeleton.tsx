import { Card, Column, Columns, Skeleton, Stack } from '@cairn/ui';
import { ActionSkeleton } from '../../shared/skeletons';
import { holdingsRail } from './dashboard.css';
import { DashboardHeader } from './headers';

/**
 * The dashboard's shape while its code or its reads load: the header, the balance and its chart
 * beside the holdings, and the allocation, at their final sizes so nothing moves when they fill in.
 */
export function DashboardSkeleton() {
  return (
    <Stack space="24">
      <DashboardHeader greeting={<Skeleton width="14rem" height="2rem" />} transfer={<ActionSkeleton />} />
      <DashboardBodySkeleton />
    </Stack>
  );
}

/** The dashboard below its header, until the reads that decide its layout are in. */
export function DashboardBodySkeleton() {
  return (
    <Stack space="24">
      <Columns space="24">
        <Column>
          <Stack space="24">
            <Card>
              <Stack space="8">
                <Skeleton width="8rem" />
                <Skeleton width="16rem" height="2.5rem" />
                <Skeleton width="12rem" />
              </Stack>
            </Card>
            <Skeleton shape="rect" height={440} />
          </Stack>
        </Column>
        <Column width="2/5" className={holdingsRail}>
          <Skeleton shape="rect" height={320} />
        </Column>
      </Columns>
      <Skeleton shape="rect" height={300} />
    </Stack>
  );
}
