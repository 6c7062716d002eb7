import {
  BAR_TIMEFRAME_LABELS,
  BAR_TIMEFRAMES,
  type BarTimeframe,
  daysOfData as daysOfDataIn,
  enabledPeriods,
  formatIsoDateLong,
  formatLongDate,
  type LineTimeframe,
  MY_PORTFOLIO_SERIES,
  PERFORMANCE_CHART_KIND_LABELS,
  PERFORMANCE_CHART_KINDS,
  type PerformanceChartKind,
  parseIsoDate,
} from '@cairn/domain';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { useCallback, useMemo, useState } from 'react';
import {
  ChartSelect,
  Segmented,
  SeriesPicker,
  useControllableState,
} from '../../../primitives/charts/ChartControls';
import { type ChartCommonProps, ChartFrame } from '../../../primitives/charts/ChartFrame';
import * as css from '../../../primitives/charts/charts.css';
import type { ChartOptionBuilder } from '../../../primitives/charts/EChart';
import { lineDash } from '../../../primitives/charts/lineDashes';
import { chartSeriesColor } from '../../../theme/palette';
import {
  axisLabelInterval,
  dateAxisInterval,
  formatAxisDate,
  formatAxisReturn,
  formatBarPeriod,
  formatSignedReturn,
  RETURN_AXIS_MIN_INTERVAL,
  returnTrend,
  timeframeLabel,
} from '../chartFormat';
import { LineTimeframeControl } from '../LineTimeframeControl';

/** The portfolio's own series, drawn in the accent colour and thicker (issue 30). */
export const MY_PORTFOLIO = MY_PORTFOLIO_SERIES;

/** The chart types of the Performance page's toggle: the domain's `PERFORMANCE_CHART_KINDS`. */
export const PERFORMANCE_CHART_TYPES = PERFORMANCE_CHART_KINDS;
export type PerformanceChartType = PerformanceChartKind;

/** One series of returns: an investment, asset or sector (the API's `levelReturns`). */
export interface PerformanceSeries {
  /** The name shown in the key, the tooltip and the table; unique within the chart. */
  readonly name: string;
  /**
   * Returns as ratios (0.1234 is 12.34%), one per date; `null` where missing. Line: cumulative
   * return at each date. Bar: the return of each period.
   */
  readonly returns: readonly (number | null)[];
}

export interface PerformanceChartProps extends ChartCommonProps {
  /** 'YYYY-MM-DD' per point: days (line) or period ends (bar). */
  dates: readonly string[];
  /**
   * My Portfolio's returns (the API's `portfolioReturns`), drawn in the accent colour and thicker
   * than its parts; omitted when absent.
   */
  portfolioReturns?: readonly (number | null)[];
  /**
   * The level's series, coloured from the chart palette in this order: My Portfolio's parts, keyed
   * as its contributions (they add up to its return), then any comparison the page adds.
   */
  series: readonly PerformanceSeries[];
  /** Line or bar (controlled). */
  chartType?: PerformanceChartType;
  /** @default 'line' */
  defaultChartType?: PerformanceChartType;
  onChartTypeChange?: (chartType: PerformanceChartType) => void;
  /** The line timeframe (controlled). The app fetches the data for it. */
  timeframe?: LineTimeframe;
  /** @default 'f' (Full) */
  defaultTimeframe?: LineTimeframe;
  onTimeframeChange?: (timeframe: LineTimeframe) => void;
  /**
   * Days of data (the API's `totalPerformanceDays`), which enable the line timeframes through the
   * domain's `enabledPeriods`. @default the span of `dates`
   */
  daysOfData?: number;
  /** The bar timeframe (controlled). */
  barTimeframe?: BarTimeframe;
  /** @default 'monthly' */
  defaultBarTimeframe?: BarTimeframe;
  onBarTimeframeChange?: (barTimeframe: BarTimeframe) => void;
  /**
   * Names of the series shown (controlled), My Portfolio included. Keep the array the same between
   * renders while the selection does not change (`useMemo`): a new array redraws the chart.
   */
  selectedSeries?: readonly string[];
  /** @default every series */
  defaultSelectedSeries?: readonly string[];
  onSelectedSeriesChange?: (selected: string[]) => void;
}

interface DrawnSeries {
  readonly name: string;
  readonly returns: readonly (number | null)[];
  readonly color: string;
  readonly index: number;
}

/**
 * Portfolio returns (doc 2 §2 Performance): a line chart with the Week, Month, YTD, Year, Full
 * buttons (enabled by days of data) or a bar chart with Weekly, Monthly, Quarterly, Yearly; one
 * checkbox per series to show or hide it; My Portfolio in the accent colour and thicker, its parts
 * thinner and keyed as contributions; the key says whether the returns are cumulative (line) or per
 * period (bar). Returns are the domain's ×100 with
 * two decimals and '--' under 1e-7, signed ('+1.20%', '-3.40%'); bars keep their series' colour
 * (a loss is below 0, its label signed) and are keyed by squares; lines differ by dash and marker
 * as well as colour.
 *
 * Selectors: those of the chart frame, `[data-state]` and `[data-view]`.
 */
export function PerformanceChart({
  dates,
  portfolioReturns,
  series,
  chartType: chartTypeProp,
  defaultChartType = 'line',
  onChartTypeChange,
  timeframe: timeframeProp,
  defaultTimeframe = 'f',
  onTimeframeChange,
  daysOfData,
  barTimeframe: barTimeframeProp,
  defaultBarTimeframe = 'monthly',
  onBarTimeframeChange,
  selectedSeries: selectedProp,
  defaultSelectedSeries,
  onSelectedSeriesChange,
  title = 'Portfolio Returns',
  ...common
}: PerformanceChartProps) {
  const [chartType, setChartType] = useControllableState(chartTypeProp, defaultChartType, onChartTypeChange);
  const [chosenTimeframe, setTimeframe] = useControllableState(
    timeframeProp,
    defaultTimeframe,
    onTimeframeChange,
  );
  const [barTimeframe, setBarTimeframe] = useControllableState(
    barTimeframeProp,
    defaultBarTimeframe,
    onBarTimeframeChange,
  );

  const all = useMemo<DrawnSeries[]>(() => {
    const drawn: DrawnSeries[] = series.map((item, index) => ({
      name: item.name,
      returns: item.returns,
      color: chartSeriesColor(index),
      index: index + 1,
    }));
    return portfolioReturns
      ? [{ name: MY_PORTFOLIO, returns: portfolioReturns, color: css.keyPrimary, index: 0 }, ...drawn]
      : drawn;
  }, [series, portfolioReturns]);

  const allNames = useMemo(() => all.map((item) => item.name), [all]);
  // Uncontrolled, the chart remembers the series switched off, so a new level's series all show.
  const [hidden, setHidden] = useState<readonly string[]>(() =>
    defaultSelectedSeries ? allNames.filter((name) => !defaultSelectedSeries.includes(name)) : [],
  );
  const selected = useMemo(
    () => selectedProp ?? allNames.filter((name) => !hidden.includes(name)),
    [selectedProp, allNames, hidden],
  );
  const setSelected = (next: string[]) => {
    if (selectedProp === undefined) setHidden(allNames.filter((name) => !next.includes(name)));
    onSelectedSeriesChange?.(next);
  };
  const visible = useMemo(() => all.filter((item) => selected.includes(item.name)), [all, selected]);

  const days = useMemo(() => daysOfData ?? daysOfDataIn(dates), [daysOfData, dates]);
  const enabled = enabledPeriods(days);
  const timeframe: LineTimeframe = enabled.includes(chosenTimeframe) ? chosenTimeframe : 'f';
  const periodName = chartType === 'line' ? timeframeLabel(timeframe) : BAR_TIMEFRAME_LABELS[barTimeframe];

  const labels = useMemo(() => {
    const span = daysOfDataIn(dates);
    return dates.map((date) =>
      chartType === 'line' ? formatAxisDate(date, span) : formatBarPeriod(date, barTimeframe),
    );
  }, [dates, chartType, barTimeframe]);

  // Built in the chart chunk, with the option helpers and token values that load with echarts.
  const buildOption: ChartOptionBuilder = (tools) => {
    const { theme, animate, baseOption, categoryAxis, chartGrid, echartsLineType, SYMBOLS } = tools;
    const { tooltipElement, tooltipIndex, tooltipOption, valueAxis } = tools;
    // My Portfolio in the token's value: the key paints the token's variable, echarts needs a colour.
    const shown = visible.map((item) => (item.index === 0 ? { ...item, color: theme.primary } : item));
    // Signed labels on the bars while they fit; the tooltip and the table always carry the sign.
    const withLabels = chartType === 'bar' && shown.length <= 2 && dates.length <= 12;
    const drawn = shown.map((item): LineSeriesOption | BarSeriesOption => {
      const lineType = echartsLineType(lineDash(item.index));
      if (chartType === 'line') {
        return {
          type: 'line',
          name: item.name,
          data: item.returns.map((value) => (value === null ? '-' : value)),
          connectNulls: false,
          showSymbol: true,
          showAllSymbol: 'auto',
          symbol: item.index === 0 ? 'none' : (SYMBOLS[(item.index - 1) % SYMBOLS.length] ?? 'circle'),
          symbolSize: 5,
          lineStyle: { color: item.color, width: item.index === 0 ? 3 : 1.5, type: lineType },
          itemStyle: { color: item.color },
          z: item.index === 0 ? 3 : 2,
        };
      }
      return {
        type: 'bar',
        name: item.name,
        barMaxWidth: 24,
        data: item.returns.map((value) =>
          value === null
            ? '-'
            : value < 0
              ? // A loss keeps its series' colour (so each series reads in the loss months):
                // the bar below 0 and its signed label say it is a loss.
                { value, itemStyle: { color: item.color }, label: { position: 'bottom' } }
              : { value, itemStyle: { color: item.color } },
        ),
        label: {
          show: withLabels,
          position: 'top',
          color: theme.textMuted,
          formatter: (params) => formatSignedReturn(typeof params.value === 'number' ? params.value : null),
        },
      };
    });
    return {
      ...baseOption(theme, animate, describe(shown, dates, chartType, periodName)),
      grid: chartGrid({ top: 24 }),
      tooltip: tooltipOption(theme, 'axis', (params) => {
        const index = tooltipIndex(params);
        const date = dates[index];
        const heading = chartType === 'line' ? formatIsoDateLong(date ?? '') : (labels[index] ?? '');
        return tooltipElement(
          heading,
          shown.map((item) => ({
            name: item.name,
            value: formatSignedReturn(item.returns[index] ?? null),
            color: item.color,
            trend: returnTrend(item.returns[index] ?? null),
          })),
        );
      }),
      xAxis: categoryAxis(
        theme,
        labels,
        chartType === 'line' ? dateAxisInterval(dates) : axisLabelInterval(labels.length),
        chartType === 'bar',
      ),
      yAxis: valueAxis(theme, formatAxisReturn, {
        scale: chartType === 'line',
        minInterval: RETURN_AXIS_MIN_INTERVAL,
      }),
      series: drawn,
    };
  };
  const option = useCallback(buildOption, [visible, dates, labels, chartType, periodName]);

  const controls = (
    <>
      <Segmented
        label="Chart type"
        options={PERFORMANCE_CHART_TYPES.map((id) => ({ id, label: PERFORMANCE_CHART_KIND_LABELS[id] }))}
        value={chartType}
        onChange={setChartType}
      />
      {chartType === 'line' ? (
        <LineTimeframeControl enabled={enabled} value={timeframe} onChange={setTimeframe} />
      ) : (
        <ChartSelect
          label="Timeframe"
          options={BAR_TIMEFRAMES.map((id) => ({ id, label: BAR_TIMEFRAME_LABELS[id] }))}
          value={barTimeframe}
          onChange={setBarTimeframe}
        />
      )}
    </>
  );

  // No returns at all yet (no day of data): the empty state alone, without a chart type, timeframe
  // or key to choose over nothing (issue 30 "no dead controls on an empty page").
  const nothingYet = !common.isLoading && days === 0 && dates.length === 0;

  return (
    <ChartFrame
      {...common}
      title={title}
      isEmpty={dates.length === 0 || all.length === 0}
      option={option}
      summary={describe(visible, dates, chartType, periodName)}
      table={() => ({
        caption: `${title}, ${periodName}`,
        columns: [
          { key: 'date', header: chartType === 'line' ? 'Date' : 'Period' },
          ...visible.map((item) => ({ key: item.name, header: item.name, align: 'end' as const })),
        ],
        rows: dates.map((date, index) => {
          const parsed = parseIsoDate(date);
          const heading = chartType === 'line' && parsed ? formatLongDate(parsed) : (labels[index] ?? date);
          return [heading, ...visible.map((item) => formatSignedReturn(item.returns[index] ?? null))];
        }),
      })}
      controls={nothingYet ? null : controls}
      footer={
        nothingYet ? null : all.length > 0 ? (
          <SeriesPicker
            label={keyLabel(chartType, portfolioReturns !== undefined && series.length > 0)}
            series={all.map((item) => ({
              name: item.name,
              color: item.color,
              lineDash: chartType === 'bar' ? null : lineDash(item.index),
            }))}
            selected={selected}
            onChange={setSelected}
          />
        ) : common.isLoading ? (
          // While loading, the key's row keeps its height (hidden, out of the tab order and the
          // accessibility tree), so the page below does not move down when the series come.
          <div className={css.reserved} aria-hidden="true">
            <SeriesPicker label="Series" series={LOADING_KEY} selected={[]} onChange={ignore} />
          </div>
        ) : null
      }
    />
  );
}

/** The key's shape while loading: one series, as every chart has My Portfolio. */
const LOADING_KEY = [{ name: MY_PORTFOLIO, color: css.keyPrimary, lineDash: [] }];

/**
 * The key's label: what the values are (cumulative on the line chart, per period on the bars, as
 * the returns table beside it is annualized over a year) and, with My Portfolio's parts, that they
 * are its contributions.
 */
function keyLabel(chartType: PerformanceChartType, hasParts: boolean): string {
  const what = chartType === 'line' ? 'Cumulative return' : 'Return per period';
  return hasParts ? `${what}: ${MY_PORTFOLIO} and its contributions` : what;
}
const ignore = () => {};

/** The chart's accessible summary: the type, the period and each shown series' latest value. */
function describe(
  shown: readonly DrawnSeries[],
  dates: readonly string[],
  chartType: PerformanceChartType,
  periodName: string,
): string {
  const first = dates[0] ? parseIsoDate(dates[0]) : null;
  const last = dates.length > 0 ? parseIsoDate(dates[dates.length - 1] ?? '') : null;
  const range = first && last ? ` from ${formatLongDate(first)} to ${formatLongDate(last)}` : '';
  const kind = chartType === 'line' ? 'Line chart of cumulative returns' : 'Bar chart of period returns';
  if (shown.length === 0) return `${kind}, ${periodName}${range}. No series selected.`;
  const latest = shown.map((item) => {
    const values = item.returns.filter((value): value is number => value !== null);
    return `${item.name} ${formatSignedReturn(values[values.length - 1] ?? null)}`;
  });
  const what = chartType === 'line' ? 'Latest' : 'Latest period';
  return `${kind}, ${periodName}${range}, ${shown.length} series. ${what}: ${latest.join(', ')}.`;
}
