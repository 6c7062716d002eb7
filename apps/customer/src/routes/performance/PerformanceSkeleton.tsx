import { Skeleton, Stack, TableSkeleton } from '@cairn/ui';
import { performanceTexts } from './copy';
import { PerformanceHeader } from './headers';
import { PERFORMANCE_TABLE_SKELETON_ROWS } from './returnsView';

/** /performance's shape: its header, the toolbar, the chart's frame and the returns table's 5 rows. */
export function PerformanceSkeleton() {
  return (
    <Stack space="24">
      {/* The disclosure's words, not a bar: the header while loading is the one that stays. */}
      <PerformanceHeader disclosure={<span>{performanceTexts.disclosureLink}</span>} />
      <Skeleton width="24rem" height="2.5rem" />
      <Skeleton shape="rect" height={480} />
      <TableSkeleton
        aria-label={performanceTexts.title}
        rows={PERFORMANCE_TABLE_SKELETON_ROWS}
        columns={[{ name: '' }, ...Array.from({ length: 5 }, () => ({ name: '', align: 'end' as const }))]}
      />
    </Stack>
  );
}
