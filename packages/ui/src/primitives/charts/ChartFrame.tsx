import type { EChartsType } from 'echarts/core';
import { Download } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { cx } from '../../utils/cx';
import { Button } from '../controls/Button/Button';
import { Icon } from '../foundations/Icon/Icon';
import { TableToggle } from './ChartControls';
import { ChartSkeleton } from './ChartSkeleton';
import { ChartTable, type ChartTableData } from './ChartTable';
import * as css from './charts.css';
import type { ChartOptionBuilder } from './EChart';
import { LazyChart } from './LazyChart';

/** The label of the table toggle every chart has. */
/** Shown in place of a chart without data. */
const NO_DATA = 'No Data';

export const VIEW_AS_TABLE = 'View as table';

/** The label of the button that downloads a chart's plotted series. */
export const DOWNLOAD_CSV = 'Download CSV';

/** A chart's plotted series as a CSV file: a header row, then one row per point, values unformatted. */
export interface ChartCsv {
  /** The file's name, '.csv' included. */
  filename: string;
  /** The file's text (the caller encodes it, e.g. RFC 4180 with formula-safe cells). */
  text: string;
}

/** Saves text as a file through a temporary link (no network, allowed by the strict CSP). */
function saveCsv({ filename, text }: ChartCsv): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

const ignore = () => {};

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
  /**
   * What shows in the chart's place when there is nothing to draw (an `EmptyState` saying why and
   * what to do). @default the words 'No Data' (doc 2 §8)
   */
  emptyState?: ReactNode;
  /** Key figures under the heading (a return over the period, its annualized rate), shown with the data. */
  headline?: ReactNode;
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
  /**
   * Builds the chart's option in the chart chunk (memoised by the chart, so re-renders do not
   * redraw): the option helpers and token values load with echarts, not with the page.
   */
  option: ChartOptionBuilder;
  /** The table view, built only when shown. */
  table: () => ChartTableData;
  /**
   * A sentence or two saying what the chart shows: the chart's description for screen readers, and
   * in view (under the heading) only with 'View as table', as the table's caption. Beside the chart
   * it is not printed: the figures a page puts there say it better (issue 30).
   */
  summary?: string;
  /** The plotted series as CSV, built only when downloaded: adds 'Download CSV'. */
  csv?: () => ChartCsv;
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
  emptyState,
  headline,
  option,
  table,
  summary,
  csv,
  onChartReady,
  className,
}: ChartFrameProps) {
  const headingId = useId();
  const summaryId = useId();
  const [viewAsTable, setViewAsTable] = useState(defaultViewAsTable);
  const Heading = `h${headingLevel}` as const;
  const state = isLoading ? 'loading' : isEmpty ? 'empty' : 'ready';
  const showTable = state === 'ready' && viewAsTable;

  return (
    <section
      aria-labelledby={headingId}
      {...(summary && state === 'ready' ? { 'aria-describedby': summaryId } : {})}
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
      {state === 'ready' ? headline : null}
      {summary && state === 'ready' ? (
        <p id={summaryId} className={showTable ? css.summary : visuallyHidden} data-chart-summary="">
          {summary}
        </p>
      ) : null}
      {state === 'loading' ? <ChartSkeleton height={height} /> : null}
      {state === 'empty' ? (
        <div className={css.empty} style={{ height }}>
          {emptyState ?? NO_DATA}
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
      {footer || state !== 'empty' ? (
        <div className={css.footer}>
          <div className={css.controls}>{footer}</div>
          {state === 'ready' ? (
            <div className={css.controls}>
              {csv ? (
                <Button variant="ghost" size="sm" onPress={() => saveCsv(csv())}>
                  <Icon icon={Download} size="sm" />
                  {DOWNLOAD_CSV}
                </Button>
              ) : null}
              <TableToggle label={VIEW_AS_TABLE} isSelected={viewAsTable} onChange={setViewAsTable} />
            </div>
          ) : (
            // While loading, the row the table toggle will sit in keeps its height (hidden, out of
            // the tab order and the accessibility tree), so nothing below moves when the data comes.
            <div className={cx(css.controls, css.reserved)} aria-hidden="true">
              <TableToggle label={VIEW_AS_TABLE} isSelected={false} onChange={ignore} />
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
