import type { EChartsType } from 'echarts/core';
import EChartsReactCore from 'echarts-for-react/esm/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  baseOption,
  type ChartOption,
  categoryAxis,
  chartGrid,
  echartsLineType,
  lossDecal,
  SYMBOLS,
  tooltipElement,
  tooltipIndex,
  tooltipOption,
  valueAxis,
} from './chartOptions';
import { type ChartTheme, useChartAnimation, useChartTheme } from './chartTheme';
import { echartsApi } from './echarts';

/** The option helpers a chart builds with (a plain object: a module namespace costs a helper). */
const OPTION_HELPERS = {
  baseOption,
  categoryAxis,
  chartGrid,
  echartsLineType,
  lossDecal,
  SYMBOLS,
  tooltipElement,
  tooltipIndex,
  tooltipOption,
  valueAxis,
};

/**
 * What a chart's option is built with, here in the chart chunk: the option helpers of
 * `chartOptions.ts`, the token values (`theme`, read again when the colour mode changes) and
 * whether to animate. They load with echarts, not with the page: a page shows the chart's heading,
 * controls, summary and table before (issue 26).
 */
export type ChartTools = typeof OPTION_HELPERS & { readonly theme: ChartTheme; readonly animate: boolean };

/**
 * Builds the complete option; it replaces the previous one (`notMerge`), never merges into it. A
 * chart memoises it (`useCallback`) on its data, so a re-render with the same data does not redraw.
 */
export type ChartOptionBuilder = (tools: ChartTools) => ChartOption;

export interface EChartProps {
  /** Builds the option, in the chart chunk, with the option helpers and the token values. */
  option: ChartOptionBuilder;
  /** Height in px, at least (a stretched frame gives it more); the width follows the container. */
  height: number;
  /** Called with the echarts instance once it has drawn. */
  onReady?: (instance: EChartsType) => void;
}

const OPTS = { renderer: 'svg' } as const;
// The chart fills its box, which is at least `height` tall and grows with a stretched frame: placed
// absolutely, its size never depends on whether the box's height is definite.
const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * echarts through echarts-for-react's core build. The chart is created only once its box has a
 * size, so a chart first rendered in a hidden tab starts at the right size when the tab is shown
 * (echarts cannot measure a `display: none` box); afterwards a ResizeObserver resizes it with its
 * container. echarts-for-react disposes the instance on unmount.
 *
 * The default export, for `React.lazy`: this module is the chart chunk.
 */
export default function EChart({ option: build, height, onReady }: EChartProps) {
  const theme = useChartTheme();
  const animate = useChartAnimation();
  const option = useMemo(() => build({ ...OPTION_HELPERS, theme, animate }), [build, theme, animate]);
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsReactCore>(null);
  const [hasSize, setHasSize] = useState(false);
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      const width = box.clientWidth;
      const boxHeight = box.clientHeight;
      if (width === 0 || boxHeight === 0) return;
      setHasSize(true);
      const instance = chartRef.current?.getEchartsInstance();
      if (!instance || instance.isDisposed()) return;
      if (instance.getWidth() !== width || instance.getHeight() !== boxHeight) {
        instance.resize({ width: 'auto', height: 'auto' });
      }
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={boxRef}
      style={{ position: 'relative', minHeight: height, flex: '1 1 auto' }}
      data-chart-state={isReady ? 'ready' : 'pending'}
    >
      {hasSize ? (
        <EChartsReactCore
          ref={chartRef}
          echarts={echartsApi}
          option={option}
          notMerge
          opts={OPTS}
          autoResize={false}
          style={FILL}
          onChartReady={(instance) => {
            setReady(true);
            onReady?.(instance);
          }}
        />
      ) : null}
    </div>
  );
}
