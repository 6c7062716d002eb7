import {
  type CumulativeSeries,
  daysOfData as daysOfDataIn,
  enabledPeriods,
  formatIsoDateLong,
  formatLongDate,
  type LineTimeframe,
  parseIsoDate,
  toCsv,
  trackRecordWindow,
} from '@cairn/domain';
import type { LineSeriesOption } from 'echarts/charts';
import { useCallback, useMemo } from 'react';
import { useControllableState } from '../../../primitives/charts/ChartControls';
import { type ChartCommonProps, ChartFrame } from '../../../primitives/charts/ChartFrame';
import type { ChartOptionBuilder } from '../../../primitives/charts/EChart';
import { lineDash } from '../../../primitives/charts/lineDashes';
import { chartSeriesColor } from '../../../theme/palette';
import {
  dateAxisInterval,
  formatAxisDate,
  formatAxisReturn,
  formatSignedReturn,
  RETURN_AXIS_MIN_INTERVAL,
  returnTrend,
  timeframeLabel,
} from '../chartFormat';
import { LineTimeframeControl } from '../LineTimeframeControl';

export interface TrackRecordChartProps extends ChartCommonProps {
  /** 'YYYY-MM-DD' per point of the whole record (the API's `x_axis`), oldest first. */
  dates: readonly string[];
  /**
   * Cumulative returns as ratios over the whole record, one per date: the investment first (the
   * API's `y_axis`), then any comparison (a benchmark). Each timeframe shows its window rebased to 0.
   */
  series: readonly CumulativeSeries[];
  /** The timeframe (controlled). */
  timeframe?: LineTimeframe;
  /** @default 'f' (Full) */
  defaultTimeframe?: LineTimeframe;
  onTimeframeChange?: (timeframe: LineTimeframe) => void;
  /** A sentence under the heading saying what the chart shows. */
  description?: string;
}

/**
 * A model's or an index's track record (doc 2 §2 Marketplace, §3 "Track record"): cumulative
 * returns over the Week, Month, YTD, Year or Full window (buttons enabled by the record's days of
 * data, doc 2 §9), each window rebased to start at 0 % (the domain's `trackRecordWindow`). Signed
 * returns with two decimals; several series differ by dash and marker as well as colour.
 *
 * Selectors: those of the chart frame, `[data-state]` and `[data-view]`.
 */
export function TrackRecordChart({
  dates,
  series,
  timeframe: timeframeProp,
  defaultTimeframe = 'f',
  onTimeframeChange,
  description,
  title = 'Performance',
  ...common
}: TrackRecordChartProps) {
  const [chosen, setTimeframe] = useControllableState(timeframeProp, defaultTimeframe, onTimeframeChange);
  const enabled = enabledPeriods(daysOfDataIn(dates));
  const timeframe: LineTimeframe = enabled.includes(chosen) ? chosen : 'f';
  const window = useMemo(() => trackRecordWindow(dates, series, timeframe), [dates, series, timeframe]);
  const periodName = timeframeLabel(timeframe);
  const summary = useMemo(
    () => [description, summarize(window.series, window.dates, periodName)].filter(Boolean).join(' '),
    [description, window, periodName],
  );

  // Built in the chart chunk, with the option helpers and token values that load with echarts.
  const buildOption: ChartOptionBuilder = (tools) => {
    const { theme, animate, baseOption, categoryAxis, chartGrid, echartsLineType, SYMBOLS } = tools;
    const { tooltipElement, tooltipIndex, tooltipOption, valueAxis } = tools;
    // The investment in the accent colour (as the balance line), comparisons from the palette.
    const colorOf = (index: number) => (index === 0 ? theme.primary : chartSeriesColor(index - 1));
    const span = daysOfDataIn(window.dates);
    const labels = window.dates.map((date) => formatAxisDate(date, span));
    const drawn = window.series.map(
      (item, index): LineSeriesOption => ({
        type: 'line',
        name: item.name,
        data: item.returns.map((value) => (value === null ? '-' : value)),
        connectNulls: false,
        showSymbol: index > 0,
        showAllSymbol: 'auto',
        symbol: SYMBOLS[index % SYMBOLS.length] ?? 'circle',
        symbolSize: 7,
        lineStyle: {
          color: colorOf(index),
          width: index === 0 ? 3 : 2,
          type: echartsLineType(lineDash(index)),
        },
        itemStyle: { color: colorOf(index) },
        ...(index === 0 ? { areaStyle: { color: theme.primary, opacity: 0.08 } } : {}),
      }),
    );
    return {
      ...baseOption(theme, animate, summary),
      grid: chartGrid({ top: 24 }),
      tooltip: tooltipOption(theme, 'axis', (params) => {
        const index = tooltipIndex(params);
        const date = window.dates[index];
        return tooltipElement(
          formatIsoDateLong(date ?? ''),
          window.series.map((item, at) => ({
            name: item.name,
            value: formatSignedReturn(item.returns[index] ?? null),
            color: colorOf(at),
            trend: returnTrend(item.returns[index] ?? null),
          })),
        );
      }),
      xAxis: categoryAxis(theme, labels, dateAxisInterval(window.dates), false),
      yAxis: valueAxis(theme, formatAxisReturn, { scale: true, minInterval: RETURN_AXIS_MIN_INTERVAL }),
      series: drawn,
    };
  };
  const option = useCallback(buildOption, [window, summary]);

  return (
    <ChartFrame
      {...common}
      title={title}
      isEmpty={window.dates.length === 0 || series.length === 0}
      option={option}
      summary={summary}
      csv={() => ({
        filename: `track-record-${periodName.toLowerCase()}.csv`,
        text: toCsv([
          ['date', ...window.series.map((item) => item.name)],
          ...window.dates.map((date, at) => [
            date,
            ...window.series.map((item) => {
              const value = item.returns[at];
              return value === null || value === undefined ? '' : String(value);
            }),
          ]),
        ]),
      })}
      table={() => ({
        caption: `${title}, ${periodName}`,
        columns: [
          { key: 'date', header: 'Date' },
          ...window.series.map((item) => ({ key: item.name, header: item.name, align: 'end' as const })),
        ],
        rows: window.dates.map((date, at) => [
          formatIsoDateLong(date),
          ...window.series.map((item) => formatSignedReturn(item.returns[at] ?? null)),
        ]),
      })}
      controls={<LineTimeframeControl enabled={enabled} value={timeframe} onChange={setTimeframe} />}
    />
  );
}

/** The chart's summary: the period and each series' return over it. */
function summarize(
  series: readonly CumulativeSeries[],
  dates: readonly string[],
  periodName: string,
): string {
  const first = dates[0] ? parseIsoDate(dates[0]) : null;
  const last = dates.length > 0 ? parseIsoDate(dates[dates.length - 1] ?? '') : null;
  if (!first || !last || series.length === 0) return '';
  const latest = series.map((item) => {
    const values = item.returns.filter((value): value is number => value !== null);
    return `${item.name} ${formatSignedReturn(values[values.length - 1] ?? null)}`;
  });
  return `${periodName}, ${formatLongDate(first)} to ${formatLongDate(last)}: ${latest.join(', ')}.`;
}
