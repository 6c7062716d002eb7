import { lazy, Suspense } from 'react';
import { ChartSkeleton } from './ChartSkeleton';
import type { EChartProps } from './EChart';

const loadChart = () => import('./EChart');

// Pure: an app that renders no chart drops this, and with it the echarts chunk.
const EChart = /* @__PURE__ */ lazy(loadChart);

/**
 * Starts loading the chart chunk (echarts) ahead of need, e.g. when the user heads for a page with
 * a chart. Charts load it themselves on first render; this only saves the wait.
 */
export function preloadCharts(): Promise<unknown> {
  return loadChart();
}

/** The echarts chart, loaded on first render; a skeleton of the same height stands in meanwhile. */
export function LazyChart(props: EChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height} />}>
      <EChart {...props} />
    </Suspense>
  );
}
