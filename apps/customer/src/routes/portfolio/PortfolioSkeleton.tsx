import { Skeleton, Stack } from '@cairn/ui';

/**
 * My Portfolio's body while it loads: the investments card with a few rows, then the drift card,
 * at the sizes they have for a portfolio of a few investments, so the page's footer stays below
 * the fold until they arrive.
 */
export function PortfolioBodySkeleton() {
  return (
    <Stack space="24">
      <Skeleton shape="rect" height={456} />
      <Skeleton shape="rect" height={310} />
    </Stack>
  );
}
