import { emptyStateMessages } from '@cairn/domain';
import type { EChartsType } from 'echarts/core';
import { type ReactNode, useId, useState } from 'react';
import { cx } from '../../utils/cx';
import { TableToggle } from './ChartControls';
import { ChartSkeleton } from './ChartSkeleton';
import { ChartTable, type ChartTableData } from './ChartTable';
import type { ChartOption } from './chartOptions';
import * as css from './charts.css';
import { LazyChart } from './LazyChart';

/** The label of the table toggle every chart has. */
export const VIEW_AS_TABLE = 'View as table';

/** What every kit chart accepts besides its data. */
export interface ChartCommonProps {
  /** The heading above the chart. */
  title?: string;
  /** The heading's level. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Shows a skeleton instead of the chart. @default false */
  isLoading?: boolean;
  /** The chart's height in px. @default 320 */
  height?: number;
  /** Starts on the table instead of the chart. @default false */
  defaultViewAsTable?: boolean;
  /** Called with the echarts instance once the chart has drawn (tests, image export). */
  onChartReady?: (instance: EChartsType) => void;
  /** Merged last onto the frame. */
  className?: string;
}

interface ChartFrameProps extends ChartCommonProps {
  title: string;
  /** Controls beside the heading (timeframes, chart type). */
  controls?: ReactNode;
  /** Controls under the chart, beside the table toggle (flows switch, series picker). */
  footer?: ReactNode;
  /** No data: shows 'No Data' (doc 2 §8) instead of the chart. */
  isEmpty: boolean;
  /** The chart's option (memoised by the chart, so re-renders do not redraw). */
  option: ChartOption;
  /** The table view, built only when shown. */
  table: () => ChartTableData;
}

/**
 * The card every chart shares: heading, controls, the chart (or skeleton, or 'No Data'), and the
 * 'View as table' toggle that swaps the chart for the same data as a table. The chart stays
 * mounted while the table shows, so switching back is instant.
 *
 * Selectors: `[data-state="loading" | "empty" | "ready"]`, `[data-view="chart" | "table"]` on the
 * frame; `[data-chart-state="loading" | "pending" | "ready"]` on the chart box (code loading,
 * drawing, drawn).
 */
export function ChartFrame({
  title,
  headingLevel = 2,
  controls,
  footer,
  isLoading = false,
  isEmpty,
  height = 320,
  defaultViewAsTable = false,
  option,
  table,
  onChartReady,
  className,
}: ChartFrameProps) {
  const headingId = useId();
  const [viewAsTable, setViewAsTable] = useState(defaultViewAsTable);
  const Heading = `h${headingLevel}` as const;
  const state = isLoading ? 'loading' : isEmpty ? 'empty' : 'ready';
  const showTable = state === 'ready' && viewAsTable;

  return (
    <section
      aria-labelledby={headingId}
      className={cx(css.frame, className)}
      data-state={state}
      data-view={showTable ? 'table' : 'chart'}
    >
      <div className={css.header}>
        <Heading id={headingId} className={css.title}>
          {title}
        </Heading>
        {controls ? <div className={css.controls}>{controls}</div> : null}
      </div>
      {state === 'loading' ? <ChartSkeleton height={height} /> : null}
      {state === 'empty' ? (
        <div className={css.empty} style={{ height }}>
          {emptyStateMessages.noData}
        </div>
      ) : null}
      {state === 'ready' ? (
        <>
          <div className={css.chartArea} hidden={showTable}>
            <LazyChart option={option} height={height} {...(onChartReady ? { onReady: onChartReady } : {})} />
          </div>
          {showTable ? <ChartTable {...table()} /> : null}
        </>
      ) : null}
      {footer || state === 'ready' ? (
        <div className={css.footer}>
          <div className={css.controls}>{footer}</div>
          {state === 'ready' ? (
            <TableToggle label={VIEW_AS_TABLE} isSelected={viewAsTable} onChange={setViewAsTable} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
