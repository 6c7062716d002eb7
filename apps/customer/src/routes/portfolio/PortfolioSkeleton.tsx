import { Skeleton, Stack } from '@cairn/ui';
import { ActionSkeleton } from '../../shared/skeletons';
import { PortfolioHeader } from './headers';

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

/** My Portfolio's shape: its own header, then the body's skeleton. */
export function PortfolioSkeleton() {
  return (
    <Stack space="24">
      <PortfolioHeader deposit={<ActionSkeleton />} />
      <PortfolioBodySkeleton />
    </Stack>
  );
}
