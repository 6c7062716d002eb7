import { Skeleton, Stack } from '@cairn/ui';

/** My Portfolio's body while it loads: the investments card with its rows, then the drift card. */
export function PortfolioBodySkeleton() {
  return (
    <Stack space="24">
      <Skeleton shape="rect" height={360} />
      <Skeleton shape="rect" height={240} />
    </Stack>
  );
}
